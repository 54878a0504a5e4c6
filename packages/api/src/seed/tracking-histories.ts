import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { bookings, referenceRecords, users } from '../db/schema';
import { createIntegrationService, type IntegrationRow } from '../modules/integrations';
import { createIngestion } from '../modules/tracking';
import type { SeedStep } from './seed-step';

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

type Row = typeof bookings.$inferSelect;
interface Leg { carrier: string; transportId: string; vesselName: string; from: string; to: string; departureAt: string | null; arrivalAt: string | null }

/** The IATA status events an air shipment's carrier reports, up to `now` (and its estimate of arrival while it flies). */
export function airHistory(b: Row, leg: Leg, now: Date, zones: Map<string, string> = new Map()): object[] {
  const dep = new Date(b.departedAt?.toISOString() ?? leg.departureAt!);
  const arr = new Date(b.arrivedAt?.toISOString() ?? leg.arrivalAt!);
  const awb = b.carrierReference!;
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
  const delivery = b.delivery as { receivedBy?: string; deliveredAt?: string } | null;
  if (delivery?.deliveredAt) list.push({ code: 'DLV', at: new Date(delivery.deliveredAt), airport: leg.to, extra: { receivedBy: delivery.receivedBy } });
  return list
    .filter((e) => (e.classifier === 'EST' ? (e.createdAt ?? e.at) <= now : e.at <= now))
    .map((e, i) => ({
      eventId: `${awb}-${e.code}-${e.classifier ?? 'ACT'}-${i}`, statusCode: e.code, classifier: e.classifier ?? 'ACT', airport: e.airport,
      eventDateTime: zoned(e.at, zones.get(e.airport)), eventCreatedDateTime: iso(e.createdAt ?? e.at), ...base, ...(e.extra ?? {}),
    }));
}

/** The DCSA T&T 2.2 events an ocean carrier publishes for a container shipment, up to `now`. */
export function seaHistory(b: Row, leg: Leg, now: Date, serial: number): object[] {
  const dep = new Date(b.departedAt?.toISOString() ?? leg.departureAt!);
  const arr = new Date(b.arrivedAt?.toISOString() ?? leg.arrivalAt!);
  const container = containerNumber(OWNER[leg.carrier] ?? 'MSKU', serial);
  const bkg = b.carrierReference!;
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
  const confirmed = b.confirmedAt ?? new Date(dep.getTime() - 10 * 24 * HOUR);
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
  const delivery = b.delivery as { deliveredAt?: string } | null;
  if (delivery?.deliveredAt) add(new Date(delivery.deliveredAt), equipment('GTOT', new Date(delivery.deliveredAt), leg.to, false));
  return list.filter((e) => e.createdAt <= now).map((e, i) => ({ eventID: uuidOf(`${bkg}-${i}`), ...e.event }));
}

const BATCH = 500;
/** Delivered bookings get their history when delivered within this many days; every active one gets it. */
const HISTORY_DAYS = 60;

/**
 * The demo bookings' event histories, through the ingestion service as carriers report them
 * (docs/product/tracking.md#events-in): one integration per carrier, created by operations;
 * every active booking, and those delivered in the last HISTORY_DAYS days, gets its carrier's
 * events up to now (those in transit: departure and the latest estimate of arrival).
 */
export const TRACKING_HISTORIES_STEP: SeedStep = {
  name: 'tracking-histories',
  async run({ db, services }) {
    const [ops] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'ops@freightdeck.test'));
    if (!ops) return;
    const now = new Date();
    const rows = await db.select().from(bookings).where(and(inArray(bookings.status, ['CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED']), isNotNull(bookings.carrierReference)));
    const integrations = createIntegrationService({ db, now: () => now });
    const ingestion = createIngestion({ db, now: () => now, statusMoves: services.bookings });
    // Airports' time zones (reference data rows: [code, name, city, lat, lon, timeZone]).
    const zones = new Map((await db.select({ code: referenceRecords.code, row: referenceRecords.row }).from(referenceRecords).where(eq(referenceRecords.set, 'airports')))
      .map((r) => [r.code, String((r.row as unknown[])[5] ?? '')] as const).filter(([, tz]) => tz));
    const byCarrier = new Map<string, object[]>();
    rows.forEach((b, n) => {
      const leg = ((b.data as { legs?: Leg[] }).legs ?? [])[0];
      if (!leg?.departureAt || !leg.arrivalAt) return;
      // Delivered long ago: no history (the embedded database writes ~1,500 events/s; the seed stays within seconds, docs/adr/015).
      if (b.status === 'DELIVERED' && b.deliveredAt && now.getTime() - b.deliveredAt.getTime() > HISTORY_DAYS * 24 * HOUR) return;
      const events = b.mode === 'AIR' ? airHistory(b, leg, now, zones) : seaHistory(b, leg, now, 100_000 + n * 37);
      if (!byCarrier.has(leg.carrier)) byCarrier.set(leg.carrier, []);
      byCarrier.get(leg.carrier)!.push(...events);
    });
    for (const [carrier, events] of byCarrier) {
      const created = await integrations.create(ops.id, { name: `${carrier} events`, kind: 'CARRIER', carrierCodes: [carrier] });
      const integration = { ...created, createdAt: new Date(created.createdAt), lastUsedAt: null, revokedAt: null, keyHash: '', webhookSecret: null, createdById: ops.id } as IntegrationRow;
      for (let i = 0; i < events.length; i += BATCH) {
        const result = await ingestion.ingest(integration, { events: events.slice(i, i + BATCH) });
        if (result.refused) throw new Error(`seed: ${carrier} events refused: ${JSON.stringify(result.results.find((r) => r.status === 'REFUSED'))}`);
      }
    }
  },
};
