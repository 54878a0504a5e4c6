import type { ReadingSeries } from '@freightdeck/contracts';

export interface TemperatureRange { minC: number; maxC: number }
export interface Reading { at: string; temperatureC: number }

// Stored as single precision (real): 5.1 comes back as 5.0999999; two decimals is what loggers record.
export const roundC = (value: number) => Math.round(value * 100) / 100;

export function outside(range: TemperatureRange | null, temperatureC: number): 'ABOVE' | 'BELOW' | null {
  if (!range) return null;
  if (temperatureC > range.maxC) return 'ABOVE';
  if (temperatureC < range.minC) return 'BELOW';
  return null;
}

/**
 * Marks each reading in or out of the range and groups consecutive readings out of it on the
 * same side into excursions, each with its furthest value. Readings must be in time order.
 */
export function readingSeries(loggerId: string, range: TemperatureRange | null, readings: Reading[]): ReadingSeries {
  const excursions: ReadingSeries['excursions'] = [];
  let open: ReadingSeries['excursions'][number] | null = null;
  const marked = readings.map((reading) => {
    const direction = outside(range, reading.temperatureC);
    if (!direction) open = null;
    else if (open && open.direction === direction) {
      open.to = reading.at;
      open.peakC = direction === 'ABOVE' ? Math.max(open.peakC, reading.temperatureC) : Math.min(open.peakC, reading.temperatureC);
    } else {
      open = { from: reading.at, to: reading.at, peakC: reading.temperatureC, direction };
      excursions.push(open);
    }
    return { ...reading, excursion: direction !== null };
  });
  return { loggerId, range, readings: marked, excursions };
}

export interface Excursion {
  direction: 'ABOVE' | 'BELOW';
  from: string;
  to: string;
  minC: number;
  maxC: number;
  /** From the first reading outside to the first reading back inside (or the last reading, while still open). */
  minutesOutside: number;
  /** The last reading is still outside. */
  open: boolean;
}

/**
 * The excursions of a logger's readings (in time order): each run of readings outside the range on
 * one side opens one, extended by every further reading outside (docs/product/tracking.md#excursions).
 */
export function excursionsOf(range: TemperatureRange | null, readings: Reading[]): Excursion[] {
  const found: Excursion[] = [];
  let open: Excursion | null = null;
  for (const reading of readings) {
    const direction = outside(range, reading.temperatureC);
    if (open && direction !== open.direction) {
      // Back inside (or over to the other side): the excursion lasted until this reading.
      open.minutesOutside = Math.round((Date.parse(reading.at) - Date.parse(open.from)) / 60_000);
      open.open = false;
      open = null;
    }
    if (!direction) continue;
    if (!open) {
      open = { direction, from: reading.at, to: reading.at, minC: reading.temperatureC, maxC: reading.temperatureC, minutesOutside: 0, open: true };
      found.push(open);
    } else {
      open.to = reading.at;
      open.minC = Math.min(open.minC, reading.temperatureC);
      open.maxC = Math.max(open.maxC, reading.temperatureC);
    }
    if (open) open.minutesOutside = Math.round((Date.parse(open.to) - Date.parse(open.from)) / 60_000);
  }
  return found;
}
