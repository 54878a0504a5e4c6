import { TrackingBatchSchema, type EventResult, type TrackingBatchResult } from '@freightdeck/contracts';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import { parseOrThrow } from '../../lib/validation';
import { bookingData, bookingRepository, type BookingRow, type BookingService } from '../bookings';
import type { IntegrationRow } from '../integrations';
import { knownLocationCodes } from '../references';
import { checkAirEvent } from './air-events';
import { statusEvidence } from './milestones';
import type { NormalizedEvent } from './normalized';
import { type MilestoneEvent, trackingRepository as repo } from './repository';
import { checkSeaEvent, locationCodesOf } from './sea-events';

export type StatusMoves = Pick<BookingService, 'depart' | 'arrive' | 'deliver'>;
export type Milestone = 'DEPARTED' | 'ARRIVED' | 'DELIVERED';
/** Told after a batch: which bookings got new events and which milestones they reached (notifications, webhooks). */
export type TrackingListener = (update: { integration: IntegrationRow; bookingIds: string[]; milestones: { bookingId: string; milestone: Milestone }[] }) => Promise<void>;

/** May this integration report for this booking? Its organizations, or a carrier of the booking's legs (docs/product/tracking.md#integrations). */
export function inIntegrationScope(integration: Pick<IntegrationRow, 'organizationIds' | 'carrierCodes'>, booking: BookingRow): boolean {
  if (integration.organizationIds.includes(booking.organizationId)) return true;
  const carriers = (bookingData(booking).legs ?? []).map((l) => l.carrier);
  return carriers.some((c) => integration.carrierCodes.includes(c));
}

/**
 * `POST /v1/tracking/events` (docs/product/tracking.md#events-in): each event checked on its own
 * (a bad one is refused with its index and reasons, the good ones kept), placed on its booking by
 * the references it carries, stored once per (integration, event id) — a replay stores nothing
 * and answers REPLAYED — and then the bookings whose events say they moved are moved forward
 * through the bookings service; nothing moves a status backwards.
 */
export function createIngestion({ db, now, statusMoves, listeners = [] }: { db: Db; now: Clock; statusMoves: StatusMoves; listeners?: TrackingListener[] }) {
  async function resolveBookings(events: NormalizedEvent[]): Promise<Map<string, BookingRow>> {
    // Every reference of the batch, looked up once: air waybills and carrier booking numbers on the
    // bookings, the rest (and carrier booking numbers learnt before) in the tracking references.
    const all = events.flatMap((e) => e.references);
    const awbs = [...new Set(all.filter((r) => r.kind === 'AWB').map((r) => r.value))];
    const bkgs = [...new Set(all.filter((r) => r.kind === 'BKG').map((r) => r.value))];
    const byRef = new Map<string, BookingRow>();
    for (const b of await bookingRepository.byCarrierReferences(db, 'AIR', awbs)) byRef.set(`AWB:${b.carrierReference}`, b);
    for (const b of await bookingRepository.byCarrierReferences(db, 'SEA', bkgs)) byRef.set(`BKG:${b.carrierReference}`, b);
    const learnt = await repo.bookingsByReference(db, all.filter((r) => !byRef.has(`${r.kind}:${r.value}`)));
    const missing = [...new Set([...learnt.values()])];
    const rows = new Map((await bookingRepository.byIds(db, missing)).map((b) => [b.id, b]));
    for (const [key, id] of learnt) if (rows.has(id)) byRef.set(key, rows.get(id)!);
    return byRef;
  }

  /** Moves one booking forward to what its actual events say, one step at a time, through the bookings service. */
  async function reconcile(integration: IntegrationRow, bookingId: string): Promise<Milestone[]> {
    const booking = await bookingRepository.byId(db, bookingId);
    if (!booking || !['CONFIRMED', 'IN_TRANSIT', 'ARRIVED'].includes(booking.status) || !integration.createdById) return [];
    const evidence = statusEvidence(await repo.milestoneEventsOfMany(db, [bookingId]), booking.destination);
    // The integration acts with the authority of the staff member who created it (recorded in the history).
    const actor = { userId: integration.createdById, organizations: [], permissions: ['booking:manage'], impersonatedById: null };
    const note = (what: string) => `${what}, reported by ${integration.name}`;
    const reached: Milestone[] = [];
    let status = booking.status;
    const step = async (move: () => Promise<unknown>, to: typeof status, milestone: Milestone) => {
      try {
        await move();
        status = to;
        reached.push(milestone);
      } catch (error) {
        // Another batch moved it first (409): the state it wanted is there.
        if ((error as { status?: number }).status !== 409) throw error;
        const now = await bookingRepository.byId(db, bookingId);
        status = now?.status ?? status;
      }
    };
    const departedAt = evidence.departedAt ?? evidence.arrivedAt ?? evidence.delivered?.at ?? null;
    if (status === 'CONFIRMED' && departedAt) await step(() => statusMoves.depart(actor, bookingId, { at: departedAt.toISOString(), remarks: note('Departure') }), 'IN_TRANSIT', 'DEPARTED');
    const arrivedAt = evidence.arrivedAt ?? evidence.delivered?.at ?? null;
    if (status === 'IN_TRANSIT' && arrivedAt) await step(() => statusMoves.arrive(actor, bookingId, { at: arrivedAt.toISOString(), remarks: note('Arrival') }), 'ARRIVED', 'ARRIVED');
    if (status === 'ARRIVED' && evidence.delivered) {
      const d = evidence.delivered;
      await step(() => statusMoves.deliver(actor, bookingId, { receivedBy: d.receivedBy, deliveredAt: d.at.toISOString(), remarks: note('Delivery') }), 'DELIVERED', 'DELIVERED');
    }
    return reached;
  }

  /** The bookings whose actual events say more than their status (two statements for the whole batch). */
  async function needingMoves(bookingIds: string[]): Promise<string[]> {
    const rows = (await bookingRepository.byIds(db, bookingIds)).filter((b) => ['CONFIRMED', 'IN_TRANSIT', 'ARRIVED'].includes(b.status));
    const byBooking = new Map<string, MilestoneEvent[]>();
    for (const e of await repo.milestoneEventsOfMany(db, rows.map((b) => b.id))) {
      if (!byBooking.has(e.bookingId)) byBooking.set(e.bookingId, []);
      byBooking.get(e.bookingId)!.push(e);
    }
    return rows.filter((b) => {
      const e = statusEvidence(byBooking.get(b.id) ?? [], b.destination);
      if (b.status === 'CONFIRMED') return !!(e.departedAt ?? e.arrivedAt ?? e.delivered);
      if (b.status === 'IN_TRANSIT') return !!(e.arrivedAt ?? e.delivered);
      return !!e.delivered;
    }).map((b) => b.id);
  }

  return {
    reconcile,
    async ingest(integration: IntegrationRow, body: unknown): Promise<TrackingBatchResult> {
      const parsed = parseOrThrow(TrackingBatchSchema, body);
      const inputs = Array.isArray(parsed) ? parsed : parsed.events;
      const at = now();
      const seaLocations = await knownLocationCodes(db, inputs.flatMap((e) => (e && typeof e === 'object' && 'eventType' in e ? locationCodesOf(e as Record<string, unknown>) : [])));
      const results: EventResult[] = [];
      const checked: { index: number; event: NormalizedEvent }[] = [];
      const firstIndex = new Map<string, number>();
      inputs.forEach((input, index) => {
        // An IATA status event has a statusCode; anything else is read as a DCSA event.
        const isAir = !!input && typeof input === 'object' && 'statusCode' in input;
        const outcome = isAir ? checkAirEvent(input, at) : checkSeaEvent(input, at, seaLocations);
        if (!outcome.ok) {
          results[index] = { index, eventId: outcome.eventId, status: 'REFUSED', bookingRef: null, reasons: outcome.reasons };
          return;
        }
        const seen = firstIndex.get(outcome.event.sourceEventId);
        if (seen !== undefined) {
          results[index] = { index, eventId: outcome.event.sourceEventId, status: 'REFUSED', bookingRef: null, reasons: [`eventID repeats the event at index ${seen}: event ids are unique`] };
          return;
        }
        firstIndex.set(outcome.event.sourceEventId, index);
        checked.push({ index, event: outcome.event });
      });

      // Place each event on its booking, in batch order: an event naming a booking teaches the
      // batch (and later ones) its other references (transport document, containers).
      const byRef = await resolveBookings(checked.map((c) => c.event));
      const placed: { index: number; event: NormalizedEvent; booking: BookingRow }[] = [];
      const learnt: { kind: 'AWB' | 'BKG' | 'TRD' | 'EQ'; value: string; bookingId: string }[] = [];
      const fresh = new Set<string>();
      for (const { index, event } of checked) {
        const booking = event.references.map((r) => byRef.get(`${r.kind}:${r.value}`)).find((b) => b !== undefined);
        if (!booking || !inIntegrationScope(integration, booking)) {
          const named = event.references.map((r) => `${r.kind} ${r.value}`).join(', ') || 'no booking, transport document or container reference';
          results[index] = { index, eventId: event.sourceEventId, status: 'REFUSED', bookingRef: null, reasons: [`no booking in this integration's scope for ${named}`] };
          continue;
        }
        for (const r of event.references) {
          const key = `${r.kind}:${r.value}`;
          // Known already (to this booking): nothing to learn. A reference another booking had (a reused container) is learnt anew.
          if (byRef.get(key)?.id === booking.id && !fresh.has(key)) continue;
          byRef.set(key, booking);
          if (r.kind !== 'AWB' && !fresh.has(key)) {
            fresh.add(key);
            learnt.push({ ...r, bookingId: booking.id });
          }
        }
        placed.push({ index, event, booking });
      }

      const inserted = await db.transaction(async (tx) => {
        await repo.addReferences(tx, learnt);
        return repo.insertEvents(tx, integration.id, placed.map((p) => ({ event: p.event, bookingId: p.booking.id })), at);
      });
      for (const p of placed) {
        const isNew = inserted.has(p.event.sourceEventId);
        results[p.index] = { index: p.index, eventId: p.event.sourceEventId, status: isNew ? 'ACCEPTED' : 'REPLAYED', bookingRef: p.booking.ref, reasons: [] };
      }

      // Every booking of the batch, replays included: a batch resent after a crash finishes the moves the first one could not.
      const bookingIds = [...new Set(placed.map((p) => p.booking.id))];
      const milestones: { bookingId: string; milestone: Milestone }[] = [];
      for (const id of await needingMoves(bookingIds)) for (const m of await reconcile(integration, id)) milestones.push({ bookingId: id, milestone: m });
      const changed = [...new Set(placed.filter((p) => inserted.has(p.event.sourceEventId)).map((p) => p.booking.id))];
      if (changed.length || milestones.length) for (const listener of listeners) await listener({ integration, bookingIds: changed, milestones });

      const count = (s: EventResult['status']) => results.filter((r) => r.status === s).length;
      return { accepted: count('ACCEPTED'), replayed: count('REPLAYED'), refused: count('REFUSED'), results };
    },
  };
}
export type Ingestion = ReturnType<typeof createIngestion>;
