/** One event as ingestion checked it: either mode, in the shape the tracking_events table keeps. */
export interface NormalizedEvent {
  sourceEventId: string;
  mode: 'AIR' | 'SEA';
  eventType: string;
  code: string;
  classifier: 'PLN' | 'EST' | 'ACT';
  eventAt: Date;
  eventOffset: string | null;
  locationCode: string | null;
  eventCreatedAt: Date;
  /** How the event names its shipment, strongest first. */
  references: { kind: 'AWB' | 'BKG' | 'TRD' | 'EQ'; value: string }[];
  carrierBookingReference: string | null;
  transportDocumentReference: string | null;
  equipmentReference: string | null;
  transportCallId: string | null;
  vesselImo: string | null;
  exportVoyageNumber: string | null;
  carrierServiceCode: string | null;
  documentTypeCode: string | null;
  payload: Record<string, unknown>;
}

/** A check's outcome: the event, or why it is refused. */
export type Checked = { ok: true; event: NormalizedEvent } | { ok: false; eventId: string | null; reasons: string[] };

export const offsetOf = (iso: string): string | null => {
  const m = /(Z|[+-]\d{2}:\d{2})$/.exec(iso);
  if (!m) return null;
  return m[1] === 'Z' ? '+00:00' : m[1]!;
};

/** Dates that make sense (docs/product/tracking.md#events-in): after 2000, created no later than a day ahead, an actual not in the future. */
export const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
export function dateReasons(eventAt: Date, createdAt: Date, classifier: string, now: Date): string[] {
  const reasons: string[] = [];
  if (eventAt.getTime() < EARLIEST) reasons.push('eventDateTime is before 2000');
  if (createdAt.getTime() < EARLIEST) reasons.push('eventCreatedDateTime is before 2000');
  if (createdAt.getTime() > now.getTime() + DAY) reasons.push('eventCreatedDateTime is in the future');
  if (classifier === 'ACT' && eventAt.getTime() > now.getTime() + DAY) reasons.push('an actual (ACT) event cannot be in the future');
  return reasons;
}
