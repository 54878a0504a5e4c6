import { createHash } from 'node:crypto';

/** One call of a trip, resolved: where, in which zone, when (UTC). */
export interface CallInput {
  location: string;
  city: string;
  timeZone: string;
  arrivalAt: Date | null;
  departureAt: Date | null;
  /** Sea: DCSA cut-offs (DCO, VCO, FCO, LCO) as ISO instants. */
  cutoffs: Record<string, string> | null;
}

/** A dated flight or voyage as every import format reads it (docs/adr/014-schedules.md#data-model). */
export interface TripInput {
  mode: 'AIR' | 'SEA';
  carrier: string;
  tripKey: string;
  transportRef: string;
  serviceCode: string | null;
  serviceName: string | null;
  vesselName: string | null;
  vesselImo: string | null;
  aircraft: string | null;
  freighter: boolean | null;
  daysOfWeek: string | null;
  cutoffMinutes: number | null;
  calls: CallInput[];
}

/** A bad row or element of an import file, named so the operator finds it. */
export interface RowError {
  row: string;
  message: string;
}

/** What a trip says, hashed: an import compares it to tell changed trips from unchanged ones. */
export function tripHash(trip: TripInput): string {
  // Cut-offs in code order: the database (jsonb) gives an object's keys back in its own order.
  const cutoffs = (c: CallInput) => (c.cutoffs ? Object.entries(c.cutoffs).sort(([a], [b]) => (a < b ? -1 : 1)) : null);
  const calls = trip.calls.map((c) => [c.location, c.arrivalAt?.toISOString() ?? null, c.departureAt?.toISOString() ?? null, cutoffs(c)]);
  const body = [trip.transportRef, trip.serviceCode, trip.serviceName, trip.vesselName, trip.vesselImo, trip.aircraft, trip.freighter, trip.daysOfWeek, trip.cutoffMinutes, calls];
  return createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22);
}

export function firstDeparture(trip: TripInput): Date {
  return trip.calls.find((c) => c.departureAt)!.departureAt!;
}

/** Four days: a voyage calls the same port twice (AE7 at Tanjung Pelepas out and home) weeks apart, never within days. */
const SAME_CALL_MS = 4 * 86_400_000;

/** Whether two calls at a port of one voyage are the same call (their times within days of each other): a port may be called twice in a loop. */
export function sameCall(a: Pick<CallInput, 'location' | 'arrivalAt' | 'departureAt'>, b: Pick<CallInput, 'location' | 'arrivalAt' | 'departureAt'>): boolean {
  if (a.location !== b.location) return false;
  const at = (c: typeof a) => (c.arrivalAt ?? c.departureAt)!.getTime();
  return Math.abs(at(a) - at(b)) < SAME_CALL_MS;
}
