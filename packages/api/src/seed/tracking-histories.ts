import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { referenceRecords } from '../db/schema';
import type { BookingService } from '../modules/bookings';
import { authenticateIntegration, createIntegrationService } from '../modules/integrations';
import { createIngestion } from '../modules/tracking';

const HOUR = 3_600_000;
/** Real ships whose IMO numbers we know (their check digits hold); a leg on another ship reports no vessel. */
const VESSEL_IMO: Record<string, string> = { 'MSC Gülsün': '9839430', 'CMA CGM Jacques Saadé': '9839179', 'HMM Algeciras': '9863297', 'Ever Ace': '9893890' };
/** ISO 6346 owner codes of the lines (their equipment prefixes). */
const OWNER: Record<string, string> = { MAEU: 'MSKU', MSCU: 'MSCU', CMDU: 'CMAU', HLCU: 'HLXU', COSU: 'CSNU', ONEY: 'ONEU', EGLV: 'EGHU', YMLU: 'YMLU', HDMU: 'HDMU', ZIMU: 'ZIMU' };

/** A container number with its ISO 6346 check digit. */
export function containerNumber(owner: string, serial: number): string {
  const base = `${owner}${String(serial % 1_000_000).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const ch = base[i]!;
    let v = Number(ch);
    if (i < 4) {
      v = 10;
      for (let c = 65; c < ch.charCodeAt(0); c += 1) { v += 1; if (v % 11 === 0) v += 1; }
    }
    sum += v * 2 ** i;
  }
  return `${base}${(sum % 11) % 10}`;
}

/** A stable UUID from a text (DCSA event ids are UUIDs; the seed's must not change between runs). */
const uuidOf = (text: string) => {
  const h = createHash('sha1').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const iso = (d: Date) => d.toISOString().replace('.000Z', 'Z');

/** `2026-11-20T23:40:00+08:00`: the instant in an IANA zone's local time with its offset, as a carrier at that airport reports it. */
export function zoned(d: Date, timeZone: string | undefined): string {
  if (!timeZone) return iso(d);
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(d).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  const offset = m ? `${m[1]}:${m[2] ?? '00'}` : '+00:00';
  const minutes = (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return `${new Date(d.getTime() + minutes * 60_000).toISOString().slice(0, 19)}${offset}`;
}

interface Leg { carrier: string; transportId: string; vesselName: string; from: string; to: string; departureAt: string | null; arrivalAt: string | null }
/** What a carrier knows of a shipment it carries: its reference, what was handed over, and when it moved. */
export interface CarriedShipment {
  carrierReference: string;
  pieces: number;
  grossWeightKg: number;
  confirmedAt: Date;
  departAt: Date;
  arriveAt: Date;
  /** Delivered (AIR: the DLV the carrier reports; SEA: no carrier event, operations record proof of delivery). */
  delivered: { at: Date; receivedBy: string; remarks?: string } | null;
}

/** The IATA status events an air shipment's carrier reports, up to `now` (and its estimate of arrival while it flies). */
export function airHistory(b: CarriedShipment, leg: Leg, now: Date, zones: Map<string, string> = new Map()): object[] {
  const dep = b.departAt;
  const arr = b.arriveAt;
  const awb = b.carrierReference;
  const base = { airWaybill: awb, pieces: b.pieces, weightKg: b.grossWeightKg };
  const list: { code: string; at: Date; airport: string; classifier?: string; extra?: object; createdAt?: Date }[] = [
    { code: 'BKD', at: new Date(dep.getTime() - 48 * HOUR), airport: leg.from, extra: { flight: leg.transportId } },
    { code: 'RCS', at: new Date(dep.getTime() - 8 * HOUR), airport: leg.from },
    { code: 'MAN', at: new Date(dep.getTime() - 3 * HOUR), airport: leg.from, extra: { flight: leg.transportId } },
    { code: 'DEP', at: dep, airport: leg.from, extra: { flight: leg.transportId } },
    { code: 'ARR', at: new Date(arr.getTime() + 0.3 * HOUR), airport: leg.to, classifier: 'EST', createdAt: new Date(dep.getTime() + 0.5 * HOUR) },
    { code: 'ARR', at: arr, airport: leg.to, extra: { flight: leg.transportId } },
    { code: 'RCF', at: new Date(arr.getTime() + 2 * HOUR), airport: leg.to },
    { code: 'NFD', at: new Date(arr.getTime() + 3 * HOUR), airport: leg.to },
  ];
  if (b.delivered) list.push({ code: 'DLV', at: b.delivered.at, airport: leg.to, extra: { receivedBy: b.delivered.receivedBy, ...(b.delivered.remarks ? { remarks: b.delivered.remarks } : {}) } });
  return list
    .filter((e) => (e.classifier === 'EST' ? (e.createdAt ?? e.at) <= now : e.at <= now))
    .map((e, i) => ({
      eventId: `${awb}-${e.code}-${e.classifier ?? 'ACT'}-${i}`, statusCode: e.code, classifier: e.classifier ?? 'ACT', airport: e.airport,
      eventDateTime: zoned(e.at, zones.get(e.airport)), eventCreatedDateTime: iso(e.createdAt ?? e.at), ...base, ...(e.extra ?? {}),
    }));
}

/** The DCSA T&T 2.2 events an ocean carrier publishes for a container shipment, up to `now`. */
export function seaHistory(b: CarriedShipment, leg: Leg, now: Date, serial: number): object[] {
  const dep = b.departAt;
  const arr = b.arriveAt;
  const container = containerNumber(OWNER[leg.carrier] ?? 'MSKU', serial);
  const bkg = b.carrierReference;
  const docs = [{ documentReferenceType: 'BKG', documentReferenceValue: bkg }];
  const imo = VESSEL_IMO[leg.vesselName];
  const call = (port: string, seq: number) => ({
    transportCallID: uuidOf(`${leg.transportId}-${leg.vesselName}-${port}`), carrierServiceCode: leg.carrier.slice(0, 2) + 'X', exportVoyageNumber: leg.transportId,
    transportCallSequenceNumber: seq, UNLocationCode: port, modeOfTransport: 'VESSEL',
    ...(imo ? { vessel: { vesselIMONumber: imo, vesselName: leg.vesselName, vesselOperatorCarrierCode: leg.carrier, vesselOperatorCarrierCodeListProvider: 'NMFTA' } } : {}),
  });
  const transport = (code: 'DEPA' | 'ARRI', classifier: string, at: Date, createdAt: Date, port: string, seq: number) => ({
    eventType: 'TRANSPORT', eventClassifierCode: classifier, transportEventTypeCode: code, eventDateTime: iso(at), eventCreatedDateTime: iso(createdAt),
    transportCall: call(port, seq), documentReferences: docs, references: [{ referenceType: 'EQ', referenceValue: container }],
  });
  const equipment = (code: string, at: Date, port: string, empty: boolean) => ({
    eventType: 'EQUIPMENT', eventClassifierCode: 'ACT', equipmentEventTypeCode: code, equipmentReference: container, ISOEquipmentCode: '45G1',
    emptyIndicatorCode: empty ? 'EMPTY' : 'LADEN', eventDateTime: iso(at), eventCreatedDateTime: iso(at), eventLocation: { UNLocationCode: port }, documentReferences: docs,
  });
  const list: { at: Date; createdAt: Date; event: object }[] = [];
  const add = (at: Date, event: object, createdAt = at) => list.push({ at, createdAt, event });
  const confirmed = b.confirmedAt;
  add(confirmed, transport('DEPA', 'PLN', dep, confirmed, leg.from, 1), confirmed);
  add(confirmed, transport('ARRI', 'PLN', arr, confirmed, leg.to, 2), confirmed);
  add(new Date(dep.getTime() - 5 * 24 * HOUR), equipment('GTOT', new Date(dep.getTime() - 5 * 24 * HOUR), leg.from, true));
  add(new Date(dep.getTime() - 3 * 24 * HOUR), equipment('GTIN', new Date(dep.getTime() - 3 * 24 * HOUR), leg.from, false));
  add(new Date(dep.getTime() - 20 * HOUR), equipment('LOAD', new Date(dep.getTime() - 20 * HOUR), leg.from, false));
  add(dep, transport('DEPA', 'ACT', dep, dep, leg.from, 1));
  const mid = new Date((dep.getTime() + arr.getTime()) / 2);
  add(mid, transport('ARRI', 'EST', new Date(arr.getTime() + 6 * HOUR), mid, leg.to, 2), mid);
  add(arr, transport('ARRI', 'ACT', arr, arr, leg.to, 2));
  add(new Date(arr.getTime() + 14 * HOUR), equipment('DISC', new Date(arr.getTime() + 14 * HOUR), leg.to, false));
  if (b.delivered) add(b.delivered.at, equipment('GTOT', b.delivered.at, leg.to, false));
  return list.filter((e) => e.createdAt <= now).map((e, i) => ({ eventID: uuidOf(`${bkg}-${i}`), ...e.event }));
}

/** Delivered bookings get their full history when delivered within this many days; older ones only the status messages that moved them. */
const HISTORY_DAYS = 60;
/** The events that move a booking (docs/adr/015-track-and-trace.md#who-moves-the-booking): AIR DEP, ARR, DLV; SEA vessel departure and arrival. */
const MOVES = (e: { statusCode?: string; transportEventTypeCode?: string; classifier?: string; eventClassifierCode?: string }) =>
  e.statusCode ? ['DEP', 'ARR', 'DLV'].includes(e.statusCode) && e.classifier === 'ACT' : ['DEPA', 'ARRI'].includes(e.transportEventTypeCode ?? '') && e.eventClassifierCode === 'ACT';

/**
 * The carriers' feeds of the demo world (docs/product/tracking.md#events-in): one integration per
 * carrier, created by operations with its API key, and each shipment's events sent as the carrier
 * sends them — authenticated by that key (which records the key's last use) and through the
 * ingestion service, which moves the booking through the bookings service (IN_TRANSIT, ARRIVED,
 * and DELIVERED on an air DLV). The bookings seed calls `report` where operations used to
 * record departure and arrival by hand. Active bookings and those delivered in the last
 * HISTORY_DAYS days get every event up to now; older ones the status messages only (the seed
 * stays within seconds on the embedded database: docs/adr/015-track-and-trace.md#seed).
 */
export async function createCarrierFeeds(db: Db, opsId: string, now: Date, carriers: string[]) {
  // Made a minute apart, in the carriers' order, before the seed's present (the list sorts by when).
  let madeAt = new Date(now.getTime() - carriers.length * 60_000);
  const service = createIntegrationService({ db, now: () => madeAt });
  // A run interrupted after making its integrations left keys no one holds: they are revoked, new ones made.
  const names = carriers.map((c) => `${c} events`);
  for (const left of (await service.list()).items) if (names.includes(left.name) && !left.revokedAt) await service.revoke(left.id);
  const keys = new Map<string, string>();
  const authenticated = new Map<string, { row: Awaited<ReturnType<typeof authenticateIntegration>>; at: number }>();
  for (const carrier of carriers) {
    keys.set(carrier, (await service.create(opsId, { name: `${carrier} events`, kind: 'CARRIER', carrierCodes: [carrier] })).apiKey);
    madeAt = new Date(madeAt.getTime() + 60_000);
  }
  // Airports' time zones (reference data rows: [code, name, city, lat, lon, timeZone]).
  const zones = new Map((await db.select({ code: referenceRecords.code, row: referenceRecords.row }).from(referenceRecords).where(eq(referenceRecords.set, 'airports')))
    .map((r) => [r.code, String((r.row as unknown[])[5] ?? '')] as const).filter(([, tz]) => tz));

  return {
    /** Sends the carrier's events of one shipment on `ex` (the seed's transaction); the booking moves as they say. */
    async report(ex: Db, statusMoves: Pick<BookingService, 'depart' | 'arrive' | 'deliver'>, mode: 'AIR' | 'SEA', leg: Leg, shipment: CarriedShipment, serial: number): Promise<void> {
      const key = keys.get(leg.carrier);
      if (!key) throw new Error(`seed: no integration for carrier ${leg.carrier}`);
      const old = shipment.delivered && now.getTime() - shipment.delivered.at.getTime() > HISTORY_DAYS * 24 * HOUR;
      const all = mode === 'AIR' ? airHistory(shipment, leg, now, zones) : seaHistory(shipment, leg, now, serial);
      const events = old ? all.filter((e) => MOVES(e as Parameters<typeof MOVES>[0])) : all;
      if (events.length === 0) return;
      // Authenticated as the API does (which records the key's last use, at most once a minute): again only when that minute has passed.
      const cached = authenticated.get(leg.carrier);
      const integration = cached && Date.now() - cached.at < 60_000 ? cached.row : await authenticateIntegration(ex, key, now);
      if (integration !== cached?.row) authenticated.set(leg.carrier, { row: integration, at: Date.now() });
      const result = await createIngestion({ db: ex, now: () => now, statusMoves }).ingest(integration, { events });
      if (result.refused) throw new Error(`seed: ${leg.carrier} events refused: ${JSON.stringify(result.results.find((r) => r.status === 'REFUSED'))}`);
    },
  };
}
export type CarrierFeeds = Awaited<ReturnType<typeof createCarrierFeeds>>;
