import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { trackingEvents, trackingReferences } from '../../db/schema';
import type { NormalizedEvent } from './normalized';

export type EventRow = typeof trackingEvents.$inferSelect;
export type MilestoneEvent = Pick<EventRow, 'bookingId' | 'mode' | 'eventType' | 'code' | 'classifier' | 'locationCode' | 'eventAt' | 'eventCreatedAt' | 'seq' | 'payload'>;
/** The codes statusEvidence (milestones.ts) reads. */
const MILESTONE_CODES = ['DEP', 'ARR', 'RCF', 'DLV', 'DEPA', 'ARRI', 'DISC'];
type RefKind = 'AWB' | 'BKG' | 'TRD' | 'EQ';

/** The tracking module's tables: events and the references that tie carriers' identifiers to bookings. */
export const trackingRepository = {
  /** Bookings known by these references, the newest tie first. */
  async bookingsByReference(ex: Executor, refs: { kind: RefKind; value: string }[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    if (refs.length === 0) return found;
    const rows = await ex.select({ kind: trackingReferences.kind, value: trackingReferences.value, bookingId: trackingReferences.bookingId })
      .from(trackingReferences)
      // One condition per kind, so the (kind, value) index serves each.
      .where(or(...(['AWB', 'BKG', 'TRD', 'EQ'] as const).map((kind) => ({ kind, values: [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.value))] }))
        .filter((k) => k.values.length > 0).map((k) => and(eq(trackingReferences.kind, k.kind), inArray(trackingReferences.value, k.values)))))
      .orderBy(desc(trackingReferences.createdAt));
    for (const r of rows) if (!found.has(`${r.kind}:${r.value}`)) found.set(`${r.kind}:${r.value}`, r.bookingId);
    return found;
  },

  async addReferences(ex: Executor, rows: { kind: RefKind; value: string; bookingId: string }[]): Promise<void> {
    if (rows.length) await ex.insert(trackingReferences).values(rows).onConflictDoNothing();
  },

  async referencesOf(ex: Executor, bookingId: string): Promise<{ kind: string; value: string }[]> {
    return ex.select({ kind: trackingReferences.kind, value: trackingReferences.value }).from(trackingReferences).where(eq(trackingReferences.bookingId, bookingId));
  },

  /** Inserts the events; one whose (integration, event id) is stored already is left as it is. Answers the ids inserted. */
  async insertEvents(ex: Executor, integrationId: string, rows: { event: NormalizedEvent; bookingId: string }[], receivedAt: Date): Promise<Set<string>> {
    const inserted = new Set<string>();
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500).map(({ event: e, bookingId }) => ({
        integrationId, sourceEventId: e.sourceEventId, bookingId, mode: e.mode, eventType: e.eventType, code: e.code, classifier: e.classifier,
        eventAt: e.eventAt, eventOffset: e.eventOffset, locationCode: e.locationCode, eventCreatedAt: e.eventCreatedAt, receivedAt,
        carrierBookingReference: e.carrierBookingReference, transportDocumentReference: e.transportDocumentReference, equipmentReference: e.equipmentReference,
        transportCallId: e.transportCallId, vesselImo: e.vesselImo, exportVoyageNumber: e.exportVoyageNumber, carrierServiceCode: e.carrierServiceCode,
        documentTypeCode: e.documentTypeCode, payload: e.payload,
      }));
      const done = await ex.insert(trackingEvents).values(chunk).onConflictDoNothing().returning({ sourceEventId: trackingEvents.sourceEventId });
      for (const d of done) inserted.add(d.sourceEventId);
    }
    return inserted;
  },

  async eventsOf(ex: Executor, bookingId: string): Promise<EventRow[]> {
    return ex.select().from(trackingEvents).where(eq(trackingEvents.bookingId, bookingId)).orderBy(asc(trackingEvents.eventAt), asc(trackingEvents.seq));
  },

  async eventsOfMany(ex: Executor, bookingIds: string[]): Promise<EventRow[]> {
    if (bookingIds.length === 0) return [];
    return ex.select().from(trackingEvents).where(inArray(trackingEvents.bookingId, bookingIds)).orderBy(asc(trackingEvents.eventAt), asc(trackingEvents.seq));
  },

  /**
   * The actual events that can move a status (departures, arrivals, discharges, deliveries) of
   * these bookings, with only what the status rules read: a batch checks its bookings with this,
   * not with their whole timelines.
   */
  async milestoneEventsOfMany(ex: Executor, bookingIds: string[]): Promise<MilestoneEvent[]> {
    if (bookingIds.length === 0) return [];
    return ex.select({
      bookingId: trackingEvents.bookingId, mode: trackingEvents.mode, eventType: trackingEvents.eventType, code: trackingEvents.code, classifier: trackingEvents.classifier,
      locationCode: trackingEvents.locationCode, eventAt: trackingEvents.eventAt, eventCreatedAt: trackingEvents.eventCreatedAt, seq: trackingEvents.seq,
      payload: sql<unknown>`case when ${trackingEvents.code} = 'DLV' then ${trackingEvents.payload} else '{}'::jsonb end`,
    }).from(trackingEvents)
      .where(and(inArray(trackingEvents.bookingId, bookingIds), eq(trackingEvents.classifier, 'ACT'), inArray(trackingEvents.code, MILESTONE_CODES)))
      .orderBy(asc(trackingEvents.eventAt), asc(trackingEvents.seq));
  },

};
