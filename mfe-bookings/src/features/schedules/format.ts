import type { ScheduleOption, SchedulePrefill } from '@freightdeck/contracts';

const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-12-07T23:55' → '23:55'. */
export const clock = (local: string) => local.slice(11, 16);
/** '2026-12-07T23:55' → 'Mon 7 Dec' (the local date, as written). */
export const day = (local: string) => DAY.format(new Date(`${local.slice(0, 10)}T00:00:00Z`));
/** Days from one local date to another: the "+1" after an arrival. */
export const dayOffset = (fromLocal: string, toLocal: string) =>
  Math.round((Date.parse(`${toLocal.slice(0, 10)}T00:00:00Z`) - Date.parse(`${fromLocal.slice(0, 10)}T00:00:00Z`)) / 86_400_000);

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** ISO weekdays as published ('136') → 'Mon Wed Sat'; all seven → 'Daily'. */
export const daysOfWeek = (days: string) => (days.length === 7 ? 'Daily' : [...days].map((d) => WEEKDAYS[Number(d) - 1]).join(' '));

/** 785 → '13 h 05 min'; a sailing's, and three days and more, as days and hours ('32 d 12 h'). */
export function duration(minutes: number, mode: 'AIR' | 'SEA' = 'AIR'): string {
  if (minutes >= 72 * 60 || (mode === 'SEA' && minutes >= 24 * 60)) return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** What "Book" and "Quote" hand over: the first departure's airport or port, the last arrival's, the legs; cargo is ready by the cut-off's day. */
export function prefillOf(option: ScheduleOption): SchedulePrefill {
  const first = option.legs[0]!;
  const last = option.legs.at(-1)!;
  return {
    mode: option.mode, origin: first.from, destination: last.to, cargoReadyDate: (option.cutoff ?? first.departure).local.slice(0, 10), scheduleOptionId: option.id,
    legs: option.legs.map((l) => ({
      carrier: l.carrier, transportId: l.transportRef, vesselName: l.vesselName ?? '', from: l.from, to: l.to, departureAt: l.departure.utc, arrivalAt: l.arrival.utc,
    })),
  };
}
