import {
  countOf, formatBytes, formatCelsius, formatChargeable, formatCo2e, formatCount, formatDay, formatInstant, formatLocalTime, formatMode, formatMoney,
  formatMoneyTotals, formatNumber, formatRoute, formatTemperatureRange, formatVolume, formatWeight, orDash, statusLabel,
} from './format';

describe('booking formatters', () => {
  it('write a count with its noun in the right number', () => {
    expect(countOf(1, 'booking')).toBe('1 booking');
    expect(countOf(0, 'booking')).toBe('0 bookings');
    expect(countOf(1200, 'booking')).toBe('1,200 bookings');
    expect(countOf(2, 'delivery', 'deliveries')).toBe('2 deliveries');
  });

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

  it('give plain figures, file sizes and temperatures', () => {
    expect(formatNumber(1234.5678)).toBe('1,234.57');
    expect(formatNumber(2.5, 0)).toBe('3');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatCelsius(4.56)).toBe('4.6 °C');
    expect(formatTemperatureRange({ minC: 2, maxC: 8 })).toBe('+2 to +8 °C');
    expect(formatTemperatureRange({ minC: -25, maxC: -15 })).toBe('-25 to -15 °C');
    expect(formatTemperatureRange(null)).toBe('–');
  });

  it('write days and instants through the date presets, with a dash (or the caller\'s mark) when there is none', () => {
    expect(formatDay('2026-12-01')).toBe('01 Dec 2026');
    expect(formatDay(null)).toBe('–');
    expect(formatInstant('2026-12-01T09:30:00')).toBe('01 Dec 2026 09:30');
    expect(formatInstant(null)).toBe('–');
    expect(formatInstant(undefined, '—')).toBe('—');
  });

  it('keep a schedule time in its own zone, with its UTC offset', () => {
    expect(formatLocalTime('2026-12-01T23:45:00+08:00')).toBe('01 Dec 2026 23:45 (UTC+08:00)');
    expect(formatLocalTime('2026-12-01T06:05Z')).toBe('01 Dec 2026 06:05 (UTC)');
    expect(formatLocalTime(null)).toBe('–');
  });

  it('name a status, and stand a dash for empty text', () => {
    expect(statusLabel('CONFIRMED')).toBe('Confirmed');
    expect(statusLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(orDash('PO-1')).toBe('PO-1');
    expect(orDash('  ')).toBe('–');
    expect(orDash(null)).toBe('–');
  });
});
