import type { EventRow } from './repository';

type Ev = Pick<EventRow, 'mode' | 'eventType' | 'code' | 'classifier' | 'locationCode' | 'eventAt' | 'eventCreatedAt' | 'seq' | 'payload'>;

/** Words for the codes (docs/product/tracking.md#air-status-codes, #sea-event-codes). */
export const EVENT_LABELS: Record<string, string> = {
  BKD: 'Booked on flight', RCS: 'Received from shipper', FOH: 'Freight on hand', PRE: 'Prepared for loading', MAN: 'Manifested',
  DEP: 'Departed', ARR: 'Arrived', RCF: 'Received from flight', NFD: 'Consignee notified', AWD: 'Arrival documents delivered',
  DLV: 'Delivered', TFD: 'Transferred to carrier', RCT: 'Received from carrier', CRC: 'Reported to customs', CCD: 'Cleared by customs', DIS: 'Discrepancy',
  ARRI: 'Vessel arrived', DEPA: 'Vessel departed', GTIN: 'Gate in', GTOT: 'Gate out', LOAD: 'Loaded', DISC: 'Discharged', STUF: 'Stuffed',
  STRP: 'Stripped', PICK: 'Picked up', DROP: 'Dropped off', INSP: 'Inspected', RSEA: 'Resealed', RMVD: 'Removed',
  RECE: 'Received', DRFT: 'Drafted', PENA: 'Pending approval', PENU: 'Pending update', REJE: 'Rejected', APPR: 'Approved', ISSU: 'Issued',
  SURR: 'Surrendered', SUBM: 'Submitted', VOID: 'Void', CONF: 'Confirmed', REQS: 'Requested', CMPL: 'Completed', HOLD: 'On hold', RELS: 'Released',
};
export const labelOf = (code: string) => EVENT_LABELS[code] ?? code;

const isDeparture = (e: Ev) => (e.mode === 'AIR' ? e.code === 'DEP' : e.eventType === 'TRANSPORT' && e.code === 'DEPA');
/** Arrival or discharge at the final destination (docs/product/tracking.md#status-moves). */
const isFinalArrival = (e: Ev, destination: string) =>
  e.locationCode === destination && (e.mode === 'AIR' ? e.code === 'ARR' || e.code === 'RCF' : (e.eventType === 'TRANSPORT' && e.code === 'ARRI') || (e.eventType === 'EQUIPMENT' && e.code === 'DISC'));
const isDelivery = (e: Ev) => e.mode === 'AIR' && e.code === 'DLV';

export interface StatusEvidence {
  departedAt: Date | null;
  arrivedAt: Date | null;
  delivered: { at: Date; receivedBy: string } | null;
}

/** What the actual events say happened, each at its earliest actual event (events are placed by event time). */
export function statusEvidence(events: Ev[], destination: string): StatusEvidence {
  const actual = events.filter((e) => e.classifier === 'ACT').sort((a, b) => a.eventAt.getTime() - b.eventAt.getTime());
  const dep = actual.find(isDeparture);
  const arr = actual.find((e) => isFinalArrival(e, destination));
  const dlv = actual.find(isDelivery);
  return {
    departedAt: dep?.eventAt ?? null,
    arrivedAt: arr?.eventAt ?? null,
    delivered: dlv ? { at: dlv.eventAt, receivedBy: String((dlv.payload as { receivedBy?: string }).receivedBy ?? 'consignee') } : null,
  };
}

/** Estimated or planned arrivals at the destination, in the order they were reported: the ETA is the last. */
export function etaHistory<E extends Ev>(events: E[], destination: string): E[] {
  return events
    .filter((e) => e.classifier !== 'ACT' && e.locationCode === destination && (e.mode === 'AIR' ? e.code === 'ARR' || e.code === 'RCF' : (e.eventType === 'TRANSPORT' && e.code === 'ARRI') || e.code === 'DISC'))
    .sort((a, b) => a.eventCreatedAt.getTime() - b.eventCreatedAt.getTime() || a.seq - b.seq);
}

/** A shipment more than this late against its plan is LATE (and its watchers hear of it); as early, EARLY. */
export const PUNCTUALITY_THRESHOLD_MS = 2 * 60 * 60 * 1000;

export function punctualityOf(planned: Date | null, expected: Date | null): 'LATE' | 'ON_TIME' | 'EARLY' | 'UNKNOWN' {
  if (!planned || !expected) return 'UNKNOWN';
  const delta = expected.getTime() - planned.getTime();
  if (delta > PUNCTUALITY_THRESHOLD_MS) return 'LATE';
  if (delta < -PUNCTUALITY_THRESHOLD_MS) return 'EARLY';
  return 'ON_TIME';
}
