import { clearReferenceData } from '@freightdeck/references';
import { primeReferenceData } from '@freightdeck/references/testing';
import { BOOKING_FIELD_LABELS } from '../shared';
import { formatPath, formatValue } from './format-value';

describe('formatValue', () => {
  beforeEach(() => primeReferenceData({ callingCodes: [{ country: 'SG', callingCode: '+65' }] }));
  afterEach(() => clearReferenceData());

  it('writes legs, pieces, containers and charge lines as the page does', () => {
    expect(formatValue([{ carrier: 'AA', transportId: 'AA513', vesselName: '', from: 'ZRH', to: 'ORD', departureAt: '2026-12-01T23:45:00+01:00', arrivalAt: null }]))
      .toBe('AA AA513, ZRH → ORD, dep 01 Dec 2026 23:45 (UTC+01:00)');
    expect(formatValue({ count: 2, lengthCm: 120, widthCm: 80, heightCm: 145, weightKg: 1300, description: '' })).toBe('2 × 120 × 80 × 145 cm, 1,300 kg each');
    expect(formatValue({ type: '45G1', count: 2, cargoWeightKg: 14500 })).toBe('2 × 45G1, 14,500 kg each');
    expect(formatValue({ code: 'MY', description: 'Fuel surcharge', basis: 'PER_KG', quantity: 464, rate: 1.05, amount: 487.2, currency: 'USD' }))
      .toBe('MY Fuel surcharge: 464 × USD 1.05 = USD 487.20');
  });

  it('writes a party, a temperature range and a phone as the page does, and falls back to label: value', () => {
    expect(formatValue({ company: 'Acme Pharma GmbH', address: 'Mainzer Landstrasse 50', postalCode: '60325', city: 'Frankfurt am Main', country: 'DE' }))
      .toBe('Acme Pharma GmbH, Mainzer Landstrasse 50, 60325 Frankfurt am Main, Germany');
    expect(formatValue({ minC: 2, maxC: 8 })).toBe('+2 to +8 °C');
    expect(formatValue({ country: 'SG', number: '61234567' })).toBe('+65 6123 4567');
    expect(formatValue({ unNumber: 'UN1845', hazardClass: '9' })).toBe('UN1845, class 9');
    expect(formatValue({ reason: 'Late', flag: true })).toBe('reason: Late, flag: Yes');
  });

  it('formats a leaf by its field: weights, days, countries, instants, sources', () => {
    expect(formatValue(130, 'cargo.pieces.0.weightKg')).toBe('130 kg');
    expect(formatValue('2026-12-01', 'cargoReadyDate')).toBe('01 Dec 2026');
    expect(formatValue('SG', 'shipper.country')).toBe('Singapore');
    expect(formatValue('2026-12-02T09:30:00+08:00', 'legs.0.departureAt')).toBe('02 Dec 2026 09:30 (UTC+08:00)');
    expect(formatValue('OPERATIONS', 'chargesSource')).toBe('Operations');
    expect(formatValue('PHARMACEUTICAL', 'cargo.type')).toBe('Pharmaceutical');
  });

  it('says none for an empty list and a dash for nothing', () => {
    expect(formatValue([])).toBe('none');
    expect(formatValue(null)).toBe('—');
    expect(formatValue('PO-1')).toBe('PO-1');
  });
});

describe('formatPath', () => {
  it('names a changed field by the page\'s label, with its line or leg counted from 1', () => {
    expect(formatPath('cargo.pieces.0.weightKg')).toBe('Weight per piece (kg), line 1');
    expect(formatPath('legs.1.departureAt')).toBe('Departure, leg 2');
    expect(formatPath('legs')).toBe('Legs');
    expect(formatPath('customerReference')).toBe('Customer reference');
    expect(formatPath('shipper.phone.number')).toBe('Shipper phone number');
    expect(formatPath('carrierReference', { ...BOOKING_FIELD_LABELS, carrierReference: { label: 'Air waybill' } })).toBe('Air waybill');
    expect(formatPath('somethingNew')).toBe('somethingNew');
  });
});
