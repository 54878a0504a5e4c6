import type { Random } from './prng';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** When each step of a booking happens; a step later than `now` has not happened yet. */
export interface Timeline {
  createdAt: Date;
  cargoReadyDate: string;
  confirmAt: Date;
  departAt: Date;
  arriveAt: Date;
  deliverAt: Date;
  /** Set when the booking is cancelled (before departure), with who and why. */
  cancel: { at: Date; reason: string } | null;
}

const CANCEL_REASONS = [
  'Production delayed: the goods are not ready',
  'The consignee postponed the order',
  'Booked twice by mistake',
  'Moved to another mode: the customer chose sea freight',
  'Export licence not granted in time',
  'The quoted rate was superseded by a spot rate',
];

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/**
 * A booking's life from its creation `ageDays` before `now`: confirmation within hours, the
 * cargo ready days later, a flight of a day or a sailing of weeks, delivery days after arrival.
 * About one in fifteen is cancelled before it leaves.
 */
export function timeline(random: Random, now: Date, ageDays: number, mode: 'AIR' | 'SEA'): Timeline {
  const day = new Date(now.getTime() - ageDays * DAY);
  // Bookings are made in office hours (06:00–18:00 UTC spans Asia's afternoon to America's morning).
  const createdAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), random.int(6, 17), random.int(0, 59), random.int(0, 59)));
  if (createdAt > now) createdAt.setTime(now.getTime() - random.int(1, 60) * 60_000);
  const ready = at(createdAt, random.int(1, mode === 'AIR' ? 5 : 10) * DAY);
  const cargoReadyDate = ready.toISOString().slice(0, 10);
  // Most are confirmed within a day; some wait days for space or missing cargo details.
  const confirmAt = at(createdAt, random.chance(0.7) ? random.between(2, 30) * HOUR : random.between(1, 5) * DAY);
  const departAt = at(new Date(Math.max(ready.getTime(), confirmAt.getTime())), random.between(mode === 'AIR' ? 8 : 48, mode === 'AIR' ? 40 : 140) * HOUR);
  const arriveAt = at(departAt, mode === 'AIR' ? random.between(11, 30) * HOUR : random.between(21, 38) * DAY);
  const deliverAt = at(arriveAt, random.between(mode === 'AIR' ? 6 : 48, mode === 'AIR' ? 48 : 144) * HOUR);
  let cancel: Timeline['cancel'] = null;
  if (random.chance(0.065)) {
    const cancelAt = at(createdAt, random.between(0.1, 0.9) * (departAt.getTime() - createdAt.getTime()));
    cancel = { at: cancelAt, reason: random.pick(CANCEL_REASONS) };
  }
  return { createdAt, cargoReadyDate, confirmAt, departAt, arriveAt, deliverAt, cancel };
}

export { DAY, HOUR };
