import type { CreateBookingInput, UpdateBookingInput } from '@freightdeck/contracts';
import { CUSTOMERS, type CustomerProfile, type Lane } from './customers';
import { createRandom, type Random } from './prng';
import { party } from './sites';
import { DAY, HOUR, timeline, type Timeline } from './timeline';

export const DEMO_BOOKINGS = 2000;
export const DEMO_MONTHS = 24;

export interface PlannedDocument { at: Date; type: 'AIR_WAYBILL' | 'BILL_OF_LADING' | 'INVOICE' | 'PACKING_LIST' | 'CERTIFICATE'; fileName: string; by: string }
export interface PlannedLogger { at: Date; serialNumber: string; model: string; excursion: boolean }
export interface PlannedRevision { requestAt: Date; decideAt: Date; approve: boolean; patch: UpdateBookingInput; reason: string }

export interface PlannedBooking {
  n: number;
  profile: CustomerProfile;
  creator: string;
  lane: Lane;
  carrier: string;
  input: CreateBookingInput;
  time: Timeline;
  /** A change while PENDING, applied at once. */
  edit: { at: Date; patch: UpdateBookingInput } | null;
  revision: PlannedRevision | null;
  documents: PlannedDocument[];
  logger: PlannedLogger | null;
  /** Demo users who keep it on their watchlist. */
  watchers: string[];
}

const LOGGER_MODELS = ['Sensitech TempTale Ultra', 'DeltaTrak FlashLink', 'Controlant Saga', 'ELPRO LIBERO CS'];
const REJECTIONS = ['The booked flight has no capacity for the change', 'The change arrived after the cargo cut-off', 'Please cancel and book again: the route changes'];

function revisionPatch(random: Random, input: CreateBookingInput): UpdateBookingInput {
  const pieces = input.cargo.pieces ?? [];
  if (pieces.length && random.chance(0.6)) {
    const [first, ...rest] = pieces;
    return { cargo: { ...input.cargo, pieces: [{ ...first!, count: first!.count + random.int(1, 3) }, ...rest] } };
  }
  return { remarks: random.pick(['Deliver to dock 4, call the consignee 2 hours ahead', 'Consignee closed on Saturday: deliver Monday', 'Add the notify party’s contact to the documents']) };
}

function plan(random: Random, now: Date, n: number, profile: CustomerProfile, serials: { next: number }): PlannedBooking {
  const lane = random.weighted(profile.lanes.map((l) => [l, l.weight] as const));
  const creator = random.weighted(profile.creators);
  // Business grew over the two years: more bookings recently (the density rises towards now).
  const ageDays = DEMO_MONTHS * 30.4 * (1 - Math.sqrt(random.next()));
  const time = timeline(random, now, ageDays, lane.mode);
  const names = profile.parties(random, lane);
  const input: CreateBookingInput = {
    mode: lane.mode, seaLoad: lane.seaLoad, origin: lane.origin, destination: lane.destination, cargoReadyDate: time.cargoReadyDate,
    cargo: profile.cargo(random, lane),
    shipper: party(lane.origin, names.shipper, random.pick), consignee: party(lane.destination, names.consignee, random.pick),
    customerReference: profile.customerReference(random, n),
    remarks: random.chance(0.2) ? random.pick(['Tail-lift truck needed at delivery', 'Keep upright', 'Customs broker: see notify party', 'Do not stack']) : '',
  };
  const cancelledBeforeConfirm = time.cancel !== null && time.cancel.at < time.confirmAt;
  const edit = random.chance(0.06) ? { at: new Date(time.createdAt.getTime() + (time.confirmAt.getTime() - time.createdAt.getTime()) / 2), patch: { customerReference: `${input.customerReference}-R` } } : null;
  let revision: PlannedRevision | null = null;
  if (!time.cancel && random.chance(0.07)) {
    const requestAt = new Date(time.confirmAt.getTime() + random.between(0.1, 0.5) * (time.departAt.getTime() - time.confirmAt.getTime()));
    const decideAt = new Date(Math.min(requestAt.getTime() + random.between(1, 20) * HOUR, time.departAt.getTime() - HOUR));
    const approve = random.chance(0.75);
    revision = { requestAt, decideAt, approve, patch: revisionPatch(random, input), reason: approve ? '' : random.pick(REJECTIONS) };
  }
  const documents: PlannedDocument[] = [];
  const staffDoc = lane.mode === 'AIR' ? 'AIR_WAYBILL' : 'BILL_OF_LADING';
  if (!cancelledBeforeConfirm && random.chance(0.12)) documents.push({ at: new Date(time.confirmAt.getTime() + random.between(1, 6) * HOUR), type: staffDoc, fileName: `${staffDoc === 'AIR_WAYBILL' ? 'awb' : 'bl'}-${n}.pdf`, by: 'ops@freightdeck.test' });
  if (random.chance(0.06)) documents.push({ at: new Date(time.createdAt.getTime() + random.between(0.2, 2) * HOUR), type: random.pick(['INVOICE', 'PACKING_LIST'] as const), fileName: `${input.customerReference}.pdf`, by: creator });
  if (profile.organization === 'Acme Pharma' && random.chance(0.05)) documents.push({ at: new Date(time.createdAt.getTime() + HOUR), type: 'CERTIFICATE', fileName: `gdp-certificate-${n}.pdf`, by: creator });
  const logger = profile.organization === 'Acme Pharma' && !time.cancel && random.chance(0.2)
    ? { at: new Date(time.departAt.getTime() - random.between(2, 12) * HOUR), serialNumber: `${random.pick(['TT', 'DT', 'CS', 'EL'])}${String(serials.next++).padStart(7, '0')}`, model: random.pick(LOGGER_MODELS), excursion: random.chance(0.25) }
    : null;
  return { n, profile, creator, lane, carrier: random.pick(lane.carriers), input, time, edit, revision, documents, logger, watchers: [] };
}

/**
 * The demo bookings, oldest first (so references rise with creation time): deterministic for a
 * given `now`, spread over the three customers by their share and over the last 24 months.
 */
export function planDemoBookings(now: Date, count = DEMO_BOOKINGS): PlannedBooking[] {
  const random = createRandom(20261123);
  const serials = { next: 4_100_001 };
  const plans: PlannedBooking[] = [];
  for (let n = 0; n < count; n += 1) {
    const profile = random.weighted(CUSTOMERS.map((c) => [c, c.share] as const));
    plans.push(plan(random, now, n, profile, serials));
  }
  plans.sort((a, b) => a.time.createdAt.getTime() - b.time.createdAt.getTime());
  // Carl and Anna watch a few of their shipments on the move; Nils one of his.
  const moving = (p: PlannedBooking) => !p.time.cancel && p.time.confirmAt <= now && p.time.deliverAt > now;
  for (const [email, howMany] of [['carl@acme-pharma.test', 5], ['anna@acme-pharma.test', 3], ['nils@nordic-fresh.test', 2]] as const) {
    plans.filter((p) => p.creator === email && moving(p)).slice(-howMany).forEach((p) => p.watchers.push(email));
  }
  return plans;
}

export { DAY };
