import { formatPath, formatValue } from './format-value';

describe('formatValue', () => {
  it('writes legs, pieces, containers and charge lines as people write them', () => {
    expect(formatValue([{ carrier: 'AA', transportId: 'AA513', vesselName: '', from: 'ZRH', to: 'ORD', departureAt: null, arrivalAt: null }])).toBe('AA AA513, ZRH → ORD');
    expect(formatValue({ count: 2, lengthCm: 120, widthCm: 80, heightCm: 145, weightKg: 130, description: '' })).toBe('2 × 120×80×145 cm, 130 kg each');
    expect(formatValue({ type: '45G1', count: 2, cargoWeightKg: 14500 })).toBe('2 × 45G1, 14500 kg each');
    expect(formatValue({ code: 'MY', description: 'Fuel surcharge', basis: 'PER_KG', quantity: 464, rate: 1.05, amount: 487.2, currency: 'USD' })).toBe('MY Fuel surcharge: 464 × 1.05 USD = 487.20 USD');
  });

  it('writes a party, a temperature range and a phone, and falls back to key: value', () => {
    expect(formatValue({ company: 'Acme Pharma GmbH', address: 'Mainzer Landstrasse 50', postalCode: '60325', city: 'Frankfurt am Main', country: 'DE' })).toBe('Acme Pharma GmbH, Mainzer Landstrasse 50, 60325 Frankfurt am Main, DE');
    expect(formatValue({ minC: 2, maxC: 8 })).toBe('2 to 8 °C');
    expect(formatValue({ country: 'SG', number: '6123 4567' })).toBe('6123 4567 (SG)');
    expect(formatValue({ unNumber: 'UN1845', hazardClass: '9' })).toBe('unNumber: UN1845, hazardClass: 9');
  });

  it('says none for an empty list and a dash for nothing', () => {
    expect(formatValue([])).toBe('none');
    expect(formatValue(null)).toBe('—');
    expect(formatValue('PO-1')).toBe('PO-1');
  });
});

describe('formatPath', () => {
  it('names a changed field with positions counted from 1', () => {
    expect(formatPath('cargo.pieces.0.weightKg')).toBe('cargo › pieces › 1 › weightKg');
  });
});
