import {
  formatChargeable, formatCo2e, formatCount, formatMode, formatMoney, formatMoneyTotals, formatRoute, formatVolume, formatWeight,
} from './format';

describe('booking formatters', () => {
  it('write a route with an arrow and the mode with its sea load', () => {
    expect(formatRoute('SIN', 'FRA')).toBe('SIN → FRA');
    expect(formatMode('AIR', null)).toBe('Air');
    expect(formatMode('SEA', 'FCL')).toBe('Sea FCL');
  });

  it('give weights, volumes and emissions with their units, and a dash when unknown', () => {
    expect(formatWeight(1234.5)).toBe('1,234.5 kg');
    expect(formatWeight(null)).toBe('–');
    expect(formatVolume(2.8801)).toBe('2.88 m³');
    expect(formatCo2e(850.4)).toBe('850 kg CO2e');
    expect(formatCo2e(3.456)).toBe('3.46 kg CO2e');
    expect(formatCo2e(12_400)).toBe('12.4 t CO2e');
    expect(formatCo2e(null)).toBe('–');
  });

  it('say the chargeable quantity in the unit of its mode', () => {
    expect(formatChargeable({ value: 384.5, unit: 'KG' })).toBe('384.5 kg');
    expect(formatChargeable({ value: 3.2, unit: 'RT' })).toBe('3.2 RT');
    expect(formatChargeable({ value: 1, unit: 'CONTAINER' })).toBe('1 container');
    expect(formatChargeable({ value: 2, unit: 'CONTAINER' })).toBe('2 containers');
  });

  it('format money per currency, never adding different currencies', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('USD 1,234.50');
    expect(formatMoney(1500, 'JPY')).toBe('JPY 1,500');
    expect(formatMoney(10, 'XX1')).toBe('XX1 10.00');
    expect(formatMoneyTotals([{ amount: 1200, currency: 'USD' }, { amount: 80, currency: 'EUR' }])).toBe('USD 1,200.00 + EUR 80.00');
    expect(formatMoneyTotals([])).toBe('–');
    expect(formatCount(12345)).toBe('12,345');
  });
});
