import { TrackingListQuerySchema, parseAirWaybill, type OneRecordEvents, type TrackingDetail, type TrackingList, type TrackingSummary } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { errors } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/validation';
import { bookingRepository, type BookingActor, type BookingRow, type BookingService } from '../bookings';
import { type Excursion, insertReadings, loggerBySerial, loggerTraces } from '../data-loggers';
import { integrationNames, type IntegrationRow } from '../integrations';
import { inIntegrationScope } from './ingest';
import { trackingRepository as repo, type EventRow } from './repository';
import { oneRecordEvents } from './one-record';
import { detailOf, summaryOf } from './views';

const ACTIVE = ['CONFIRMED', 'IN_TRANSIT', 'ARRIVED'] as const;

/** Track and trace as users see it: the list of active shipments and one shipment's timeline, in the caller's booking scope. */
export interface TrackingHooks {
  /** A booking's summary after new events (the notifier tells watchers of a delay). */
  onSummary?: (summary: TrackingSummary) => Promise<void>;
  /** A logger's excursions after new readings (the notifier tells watchers of a new one). */
  onExcursions?: (bookingId: string, serialNumber: string, excursions: Excursion[]) => Promise<void>;
}

/** `publicUrl`: where the portal (and its /v1) is reached, for the ONE Record export's IRIs. */
export function createTrackingService({ db, bookings, hooks = {}, publicUrl = 'http://localhost:8080' }: { db: Db; bookings: Pick<BookingService, 'list' | 'get'>; hooks?: TrackingHooks; publicUrl?: string }) {
  async function sources(events: EventRow[]) {
    const names = await integrationNames(db, events.map((e) => e.integrationId));
    return (e: EventRow) => names.get(e.integrationId) ?? 'integration';
  }

  /** Bookings a search names by their carriers' identifiers: air waybill with or without its dash, bill of lading, container, carrier booking number. */
  async function idsByCarrierReference(q: string): Promise<string[]> {
    const value = q.trim().toUpperCase();
    const awb = parseAirWaybill(value);
    const ids = new Set<string>();
    if (awb) for (const b of await bookingRepository.byCarrierReferences(db, 'AIR', [awb.formatted])) ids.add(b.id);
    for (const b of await bookingRepository.byCarrierReferences(db, 'SEA', [value])) ids.add(b.id);
    const refs = await repo.bookingsByReference(db, (['BKG', 'TRD', 'EQ'] as const).map((kind) => ({ kind, value })));
    for (const id of refs.values()) ids.add(id);
    return [...ids];
  }

  return {
    async list(actor: BookingActor, query: unknown): Promise<TrackingList> {
      const f = parseOrThrow(TrackingListQuerySchema, query);
      const status = f.status ? [f.status] : [...ACTIVE];
      const page = await bookings.list(actor, { status, mode: f.mode, q: undefined, sort: '-createdAt', page: 1, pageSize: 100 } as Parameters<BookingService['list']>[1]);
      let ids = page.items.map((b) => b.id);
      if (f.q) {
        const text = await bookings.list(actor, { status, mode: f.mode, q: f.q, sort: '-createdAt', page: 1, pageSize: 100 } as Parameters<BookingService['list']>[1]);
        const byCarrier = await idsByCarrierReference(f.q);
        // A carrier reference found outside the page or the caller's scope: get() decides (404 out of scope).
        const visible: string[] = [];
        for (const id of byCarrier) {
          const b = await bookings.get(actor, id).catch(() => null);
          if (b && status.includes(b.status as (typeof status)[number]) && (!f.mode || b.mode === f.mode)) visible.push(b.id);
        }
        ids = [...new Set([...text.items.map((b) => b.id), ...visible])];
      }
      const rows = await bookingRepository.byIds(db, ids);
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      const [events, traces] = await Promise.all([repo.eventsOfMany(db, ids), loggerTraces(db, rows)]);
      const sourceOf = await sources(events);
      let items = rows.map((b) => summaryOf(b, events.filter((e) => e.bookingId === b.id), traces.filter((t) => t.bookingId === b.id), sourceOf));
      if (f.punctuality) items = items.filter((i) => i.punctuality === f.punctuality);
      if (f.excursion) items = items.filter((i) => (i.excursions > 0) === (f.excursion === 'true'));
      return { items: items.slice(0, f.limit), total: items.length };
    },

    async detail(actor: BookingActor, idOrRef: string): Promise<TrackingDetail> {
      const visible = await bookings.get(actor, idOrRef);
      const booking = (await bookingRepository.byId(db, visible.id))!;
      return this.detailOfBooking(booking);
    },

    /** An air shipment's events as ONE Record LogisticsEvents, scoped like the timeline (404 out of scope, and for a SEA booking). */
    async oneRecord(actor: BookingActor, idOrRef: string): Promise<OneRecordEvents> {
      const visible = await bookings.get(actor, idOrRef);
      const booking = (await bookingRepository.byId(db, visible.id))!;
      if (booking.mode !== 'AIR') throw errors.notFound('No air shipment with this id: the ONE Record export is for air shipments');
      const events = await repo.eventsOf(db, booking.id);
      return oneRecordEvents(booking, events, await sources(events), `${publicUrl.replace(/\/$/, '')}/v1/tracking/${booking.id}`);
    },

    async detailOfBooking(booking: BookingRow): Promise<TrackingDetail> {
      const events = await repo.eventsOf(db, booking.id);
      return detailOf(db, booking, events, await sources(events));
    },

    /** After a batch: each changed booking's summary to the hooks (delay e-mails). */
    async afterEvents(bookingIds: string[]): Promise<void> {
      if (!hooks.onSummary || bookingIds.length === 0) return;
      const rows = await bookingRepository.byIds(db, bookingIds);
      const events = await repo.eventsOfMany(db, bookingIds);
      for (const b of rows) await hooks.onSummary(summaryOf(b, events.filter((e) => e.bookingId === b.id), [], () => ''));
    },

    /** Logger readings from an integration, by the logger's serial, for a booking in its scope. */
    async addReadings(integration: IntegrationRow, serialNumber: string, readings: { at: string; temperatureC: number }[]) {
      const logger = await loggerBySerial(db, serialNumber);
      const booking = logger ? await bookingRepository.byId(db, logger.bookingId) : undefined;
      if (!logger || !booking || !inIntegrationScope(integration, booking)) throw errors.notFound(`No data logger ${serialNumber} on a booking in this integration's scope`);
      const result = await db.transaction((tx) => insertReadings(tx, logger.id, readings));
      const [trace] = (await loggerTraces(db, [booking])).filter((t) => t.id === logger.id);
      if (trace && result.accepted > 0) await hooks.onExcursions?.(booking.id, logger.serialNumber, trace.excursions);
      return { bookingRef: booking.ref, ...result, excursions: (trace?.excursions ?? []).map((x) => ({ ...x, loggerId: logger.id, serialNumber: logger.serialNumber })) };
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
