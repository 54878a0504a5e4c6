import { clearReferenceData, type Airport, type Seaport } from '@freightdeck/references';
import { primeReferenceData } from '@freightdeck/references/testing';
import {
  formatChargeable, formatCo2e, formatCountry, formatDay, formatInstant, formatInstantsIn, formatMoney, formatMoneyTotals, formatPhone,
  formatPlace, formatPlaceTime, formatVolume, formatWeight,
} from '.';

const airports: Airport[] = [{ iataCode: 'SIN', name: 'Singapore Changi', city: 'SGSIN', country: 'SG', latitude: 1.36, longitude: 103.99, timeZone: 'Asia/Singapore' }];
const seaports: Seaport[] = [{ code: 'NLRTM', name: 'Rotterdam', city: 'NLRTM', country: 'NL', latitude: 51.95, longitude: 4.14, aliasCodes: [] }];

describe('fact formatters', () => {
  afterEach(() => clearReferenceData());

  it('write weights, volumes, chargeable quantities and CO2e with their units, a dash when unknown', () => {
    expect(formatWeight(1234.56)).toBe('1,234.6 kg');
    expect(formatWeight(29_500, { tonnesFrom: 10_000 })).toBe('29.5 t');
    expect(formatWeight(950, { tonnesFrom: 10_000 })).toBe('950 kg');
    expect(formatWeight(null)).toBe('–');
    expect(formatVolume(2.8801)).toBe('2.88 m³');
    expect(formatChargeable({ value: 3.2, unit: 'RT' })).toBe('3.2 RT');
    expect(formatChargeable({ value: 1, unit: 'CONTAINER' })).toBe('1 container');
    expect(formatCo2e(850.4)).toBe('850 kg CO2e');
    expect(formatCo2e(3.456)).toBe('3.46 kg CO2e');
    expect(formatCo2e(12_400)).toBe('12.4 t CO2e');
    expect(formatCo2e(undefined)).toBe('–');
  });

  it('write money in its currency\'s minor units and never add currencies', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('USD 1,234.50');
    expect(formatMoney(1500, 'JPY')).toBe('JPY 1,500');
    expect(formatMoney(1.2345, 'KWD')).toBe('KWD 1.235');
    expect(formatMoney(1234.5, 'EUR', { whole: true })).toBe('EUR 1,235');
    expect(formatMoney(10, 'XX1')).toBe('XX1 10.00');
    expect(formatMoneyTotals([{ amount: 1200, currency: 'USD' }, { amount: 80, currency: 'EUR' }])).toBe('USD 1,200.00 + EUR 80.00');
  });

  it('tell an instant in the reader\'s zone, in UTC, or at a place with its offset', () => {
    expect(formatInstant('2026-12-01T09:30:00')).toBe('01 Dec 2026 09:30');
    expect(formatInstant('2026-12-02T02:44:32.478Z', 'UTC')).toBe('02 Dec 2026 02:44 UTC');
    expect(formatInstant('2026-11-20T20:00:00.000Z', { offset: '+08:00' })).toBe('21 Nov 2026 04:00 (UTC+08:00)');
    expect(formatInstant('2026-11-20T20:00:00.000Z', { offset: '-05:30' })).toBe('20 Nov 2026 14:30 (UTC-05:30)');
    expect(formatInstant('2026-11-20T20:00:00.000Z', { offset: null })).toBe('20 Nov 2026 20:00 (UTC)');
    expect(formatInstant(null)).toBe('–');
    expect(formatInstant('soon', 'UTC', '—')).toBe('—');
    expect(formatPlaceTime('2026-12-01T23:45:00+08:00')).toBe('01 Dec 2026 23:45 (UTC+08:00)');
    expect(formatPlaceTime('2026-12-01T06:05Z')).toBe('01 Dec 2026 06:05 (UTC)');
    expect(formatDay('2026-12-01')).toBe('01 Dec 2026');
    expect(formatInstantsIn('Expires 2026-12-02T02:44:32.478Z', 'UTC')).toBe('Expires 02 Dec 2026 02:44 UTC');
    expect(formatInstantsIn('No date here')).toBe('No date here');
  });

  it('name a country from the reference data, else the engine, else its code', () => {
    expect(formatCountry('SG')).toBe('Singapore');
    primeReferenceData({ countryRegions: [{ code: 'NL', name: 'Netherlands (Kingdom of the)', subdivisions: [] }] });
    expect(formatCountry('NL')).toBe('Netherlands (Kingdom of the)');
    expect(formatCountry('Q9')).toBe('Q9');
    expect(formatCountry(null)).toBe('–');
  });

  it('write a place as its code and name, the code alone when unknown', () => {
    expect(formatPlace('SIN')).toBe('SIN');
    primeReferenceData({ airports, seaports });
    expect(formatPlace('SIN')).toBe('SIN Singapore Changi');
    expect(formatPlace('NLRTM')).toBe('NLRTM Rotterdam');
    expect(formatPlace('XXX')).toBe('XXX');
  });

  it('write a phone E.164-style from a country and number or an E.164 string, grouping the digits', () => {
    const sg = { country: 'SG', number: '61234567' };
    expect(formatPhone(sg)).toBe('61234567 (SG)'); // before the calling codes are in
    primeReferenceData({ callingCodes: [{ country: 'SG', callingCode: '+65' }, { country: 'GB', callingCode: '+44' }, { country: 'US', callingCode: '+1' }, { country: 'IT', callingCode: '+39' }] });
    expect(formatPhone(sg)).toBe('+65 6123 4567');
    expect(formatPhone({ country: 'GB', number: '020 7946-0000' })).toBe('+44 20 7946 0000');
    expect(formatPhone({ country: 'US', number: '(212) 555-0100' })).toBe('+1 212 555 0100');
    expect(formatPhone({ country: 'IT', number: '06 6988 0000' })).toBe('+39 06 6988 0000');
    expect(formatPhone('+65 61234567')).toBe('+65 6123 4567');
    expect(formatPhone('+41 61 555 0101')).toBe('+41 61 555 0101'); // the writer's grouping is kept
    expect(formatPhone({ country: 'GB', number: '(020) 7946.0000' })).toBe('+44 20 7946 0000');
    expect(formatPhone({ country: 'SG', number: '+65 6123 4567' })).toBe('+65 6123 4567');
    expect(formatPhone(null)).toBe('–');
  });
});
