import type { TimelineEvent, TrackingDetail, TrackingSummary } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { bookingData, type BookingRow } from '../bookings';
import { loggerTraces, type LoggerTrace } from '../data-loggers';
import { locate } from '../references';
import { etaHistory, labelOf, punctualityOf } from './milestones';
import type { EventRow } from './repository';

const air = (p: unknown) => p as { flight?: string; pieces?: number; weightKg?: number; receivedBy?: string; remarks?: string };
const sea = (p: unknown) => p as { transportCall?: { vessel?: { vesselName?: string }; exportVoyageNumber?: string }; equipmentReference?: string; documentID?: string; documentTypeCode?: string; changeRemark?: string };

/** A line of detail for the timeline: flight and pieces for AIR; vessel, voyage, container or document for SEA. */
function eventDetail(e: EventRow): string {
  if (e.mode === 'AIR') {
    const p = air(e.payload);
    return [p.flight, p.pieces !== undefined ? `${p.pieces} pcs` : null, p.weightKg !== undefined ? `${p.weightKg} kg` : null, p.receivedBy ? `received by ${p.receivedBy}` : null, p.remarks].filter(Boolean).join(' · ');
  }
  const p = sea(e.payload);
  return [p.transportCall?.vessel?.vesselName, p.transportCall?.exportVoyageNumber ? `voyage ${p.transportCall.exportVoyageNumber}` : null, p.equipmentReference,
    e.eventType === 'SHIPMENT' && p.documentTypeCode ? `${p.documentTypeCode} ${p.documentID ?? ''}`.trim() : null, p.changeRemark].filter(Boolean).join(' · ');
}

export function timelineEvent(e: EventRow, source: string): TimelineEvent {
  return {
    id: e.id, mode: e.mode, eventType: e.eventType, code: e.code, label: labelOf(e.code), classifier: e.classifier,
    eventAt: e.eventAt.toISOString(), eventOffset: e.eventOffset, locationCode: e.locationCode, detail: eventDetail(e), source, receivedAt: e.receivedAt.toISOString(),
  };
}

/** The planned arrival: the last leg's arrival, else the first estimate or plan reported. */
function plannedArrivalOf(booking: BookingRow, events: EventRow[]): Date | null {
  const legs = bookingData(booking).legs ?? [];
  const last = legs[legs.length - 1];
  if (last?.arrivalAt) return new Date(last.arrivalAt);
  return etaHistory(events, booking.destination)[0]?.eventAt ?? null;
}

const STATUS_WORDS: Record<string, string> = { CONFIRMED: 'Confirmed', IN_TRANSIT: 'In transit', ARRIVED: 'Arrived', DELIVERED: 'Delivered', PENDING: 'Pending', CANCELLED: 'Cancelled' };

export function summaryOf(booking: BookingRow, events: EventRow[], traces: LoggerTrace[], sourceOf: (e: EventRow) => string): TrackingSummary {
  const actual = events.filter((e) => e.classifier === 'ACT');
  const last = actual[actual.length - 1] ?? null;
  const estimates = etaHistory(events, booking.destination);
  const planned = plannedArrivalOf(booking, events);
  const arrived = booking.arrivedAt ?? null;
  const eta = arrived ?? estimates[estimates.length - 1]?.eventAt ?? planned;
  const excursions = traces.flatMap((t) => t.excursions);
  return {
    bookingId: booking.id, ref: booking.ref, mode: booking.mode, status: booking.status, origin: booking.origin, destination: booking.destination,
    carrierReference: booking.carrierReference,
    milestone: last ? `${labelOf(last.code)}${last.locationCode ? ` · ${last.locationCode}` : ''}` : STATUS_WORDS[booking.status] ?? booking.status,
    lastEvent: last ? timelineEvent(last, sourceOf(last)) : null,
    plannedArrival: planned?.toISOString() ?? null, eta: eta?.toISOString() ?? null,
    punctuality: punctualityOf(planned, eta),
    excursions: excursions.length, openExcursion: excursions.some((x) => x.open),
  };
}

export async function detailOf(ex: Executor, booking: BookingRow, events: EventRow[], sourceOf: (e: EventRow) => string): Promise<TrackingDetail> {
  const traces = await loggerTraces(ex, [booking]);
  const legs = bookingData(booking).legs ?? [];
  const codes = [booking.origin, ...legs.map((l) => l.to).filter((c) => c !== booking.destination), booking.destination];
  const route = [...new Set(codes)];
  const places = await locate(ex, booking.mode, route);
  const range = bookingData(booking).cargo?.temperature ?? null;
  return {
    ...summaryOf(booking, events, traces, sourceOf),
    events: events.map((e) => timelineEvent(e, sourceOf(e))),
    etaHistory: etaHistory(events, booking.destination).map((e) => ({ eta: e.eventAt.toISOString(), reportedAt: e.eventCreatedAt.toISOString(), source: sourceOf(e) })),
    route: route.map((code) => ({ code, latitude: places.get(code)?.latitude ?? null, longitude: places.get(code)?.longitude ?? null })),
    temperatureRange: range ? { minC: range.minC, maxC: range.maxC } : null,
    loggers: traces.map((t) => ({ id: t.id, serialNumber: t.serialNumber, model: t.model, readings: t.readings })),
    excursionList: traces.flatMap((t) => t.excursions.map((x) => ({ ...x, loggerId: t.id, serialNumber: t.serialNumber }))),
  };
}
