import type { Random } from './prng';

const STEP_MS = 15 * 60_000;

/**
 * A logger's record from `from` to `to`, one reading every 15 minutes: the middle of the range
 * with a slow drift and sensor noise; with `excursion`, one warm spell of one to three hours
 * (a pallet left on the apron) that rises above the range and comes back.
 */
export function loggerReadings(random: Random, range: { minC: number; maxC: number }, from: Date, to: Date, excursion: boolean): { at: string; temperatureC: number }[] {
  const mid = (range.minC + range.maxC) / 2;
  const spread = Math.min(2, (range.maxC - range.minC) / 4);
  const count = Math.max(4, Math.min(4000, Math.floor((to.getTime() - from.getTime()) / STEP_MS)));
  const spellStart = random.int(Math.floor(count * 0.2), Math.floor(count * 0.7));
  const spellLength = random.int(4, 12);
  const peak = range.maxC + random.between(2, 7);
  const phase = random.between(0, Math.PI * 2);
  const readings: { at: string; temperatureC: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    let t = mid + spread * Math.sin(phase + i / 24) + random.between(-0.3, 0.3);
    if (excursion && i >= spellStart && i < spellStart + spellLength) {
      const x = (i - spellStart + 1) / (spellLength + 1);
      t = Math.max(t, range.maxC - 1 + (peak - range.maxC + 1) * Math.sin(Math.PI * x));
    }
    readings.push({ at: new Date(from.getTime() + i * STEP_MS).toISOString(), temperatureC: Math.round(t * 10) / 10 });
  }
  return readings;
}
