import { z } from 'zod';
import { validImo } from './dcsa-vessel-schedules';
import type { PlaceIndex } from './places';
import { sameCall, type CallInput, type RowError, type TripInput } from './trip';

// The part of DCSA Commercial Schedules 1.0 `PointToPoint` (standards/dcsa/CS_v1.0.3.yaml) an import reads.
const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const NOT_BLANK = /^\S(?:.*\S)?$/;
const LocationSchema = z.object({ UNLocationCode: z.string().regex(UNLOCODE).optional() });
const PlaceSchema = z.object({
  facilityTypeCode: z.string().max(4),
  location: LocationSchema,
  dateTime: z.iso.datetime({ offset: true }),
  transportCallReference: z.string().max(100).optional(),
});
const CutOffSchema = z.object({ cutOffDateTimeCode: z.string().max(3), cutOffDateTime: z.iso.datetime({ offset: true }) });
const ServicePartnerSchema = z.object({
  carrierCode: z.string().max(4).regex(/^\S+$/).optional(),
  carrierCodeListProvider: z.enum(['SMDG', 'NMFTA']).optional(),
  carrierServiceName: z.string().max(50).regex(NOT_BLANK).optional(),
  carrierServiceCode: z.string().max(11).regex(NOT_BLANK).optional(),
  carrierImportVoyageNumber: z.string().max(50).regex(NOT_BLANK).optional(),
  carrierExportVoyageNumber: z.string().max(50).regex(NOT_BLANK).optional(),
});
const TransportSchema = z.object({
  modeOfTransport: z.string(),
  servicePartners: z.array(ServicePartnerSchema).optional(),
  vessel: z.object({ vesselIMONumber: z.string().regex(/^\d{7,8}$/), name: z.string().max(50).optional(), operatorCarrierCode: z.string().max(10).optional() }).optional(),
});
const IntermediateCallSchema = z.object({
  location: LocationSchema,
  arrival: z.iso.datetime({ offset: true }).optional(),
  departure: z.iso.datetime({ offset: true }).optional(),
}).loose();
const LegSchema = z.object({
  sequenceNumber: z.number().int().optional(),
  transport: TransportSchema.optional(),
  departure: PlaceSchema,
  intermediateCalls: z.array(IntermediateCallSchema).optional(),
  arrival: PlaceSchema,
  cutOffTimes: z.array(CutOffSchema).optional(),
});
const PointToPointSchema = z.object({
  placeOfReceipt: PlaceSchema.omit({ transportCallReference: true }),
  placeOfDelivery: PlaceSchema.omit({ transportCallReference: true }),
  cutOffTimes: z.array(CutOffSchema).optional(),
  solutionNumber: z.number().int().min(1).optional(),
  legs: z.array(LegSchema).min(1),
});
export const PointToPointFileSchema = z.array(PointToPointSchema);
export type DcsaPointToPoint = z.input<typeof PointToPointSchema>;

/** A voyage as the routes of a file see it: its service, vessel and the calls they name. */
interface Voyage {
  imo: string;
  voyage: string;
  vesselName: string | null;
  serviceCode: string | null;
  serviceName: string | null;
  /** The same call named by several routes (same port, within days) is one call. */
  calls: (CallInput & { row: string })[];
}

const pathOf = (path: PropertyKey[]) => `routes${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;

/**
 * A DCSA point-to-point routes file (an array of PointToPoint) as the voyages its vessel legs
 * sail: every leg is a part of a vessel's voyage (IMO + the carrier's export voyage number), the
 * legs of all routes on the same voyage are merged into one trip with its calls in time order,
 * and a route's cut-offs are its first leg's port of loading's. A leg that is not a vessel (barge,
 * truck, rail) has no place in the sea timetable and refuses the file, like any bad element, so
 * nothing is half-imported. Errors name the element (`routes[2].legs[1].transport.vessel`).
 */
export function readPointToPoint(json: unknown, carrier: string, places: PlaceIndex): { trips: TripInput[]; errors: RowError[]; services: string[] } {
  const parsed = PointToPointFileSchema.safeParse(json);
  if (!parsed.success) return { trips: [], services: [], errors: parsed.error.issues.slice(0, 50).map((i) => ({ row: pathOf(i.path), message: i.message })) };
  const errors: RowError[] = [];
  const voyages = new Map<string, Voyage>();
  parsed.data.forEach((route, r) => {
    route.legs.forEach((leg, l) => {
      const where = `routes[${r}].legs[${l}]`;
      const transport = leg.transport;
      if (!transport || transport.modeOfTransport !== 'VESSEL' || !transport.vessel) {
        errors.push({ row: `${where}.transport`, message: `only vessel legs can be imported (this leg is ${transport?.modeOfTransport ?? 'without transport'})` });
        return;
      }
      const imo = transport.vessel.vesselIMONumber;
      const partner = transport.servicePartners?.find((p) => !p.carrierCode || p.carrierCode === carrier) ?? transport.servicePartners?.[0];
      const voyageNumber = partner?.carrierExportVoyageNumber ?? partner?.carrierImportVoyageNumber;
      const problems: string[] = [];
      if (!validImo(imo)) problems.push(`IMO number ${imo} fails its check digit`);
      if (!voyageNumber) problems.push('no carrier voyage number in servicePartners');
      if (transport.vessel.operatorCarrierCode && transport.vessel.operatorCarrierCode !== carrier) problems.push(`the vessel is operated by ${transport.vessel.operatorCarrierCode}, not ${carrier}`);
      if (problems.length > 0 || !voyageNumber) {
        errors.push({ row: `${where}.transport`, message: problems.join('; ') });
        return;
      }
      const key = `${imo}|${voyageNumber}`;
      const voyage = voyages.get(key) ?? { imo, voyage: voyageNumber, vesselName: transport.vessel.name ?? null, serviceCode: partner?.carrierServiceCode ?? null, serviceName: partner?.carrierServiceName ?? null, calls: [] };
      voyages.set(key, voyage);
      if (partner?.carrierServiceCode && voyage.serviceCode && partner.carrierServiceCode !== voyage.serviceCode) {
        errors.push({ row: `${where}.transport`, message: `voyage ${voyageNumber} of ${imo} is on service ${voyage.serviceCode} in another route` });
      }
      const cutoffs = (leg.cutOffTimes ?? (l === 0 ? route.cutOffTimes : undefined))?.length
        ? Object.fromEntries((leg.cutOffTimes ?? route.cutOffTimes)!.map((x) => [x.cutOffDateTimeCode, new Date(x.cutOffDateTime).toISOString()]))
        : null;
      const stops = [
        { row: `${where}.departure`, code: leg.departure.location.UNLocationCode, arrivalAt: null, departureAt: new Date(leg.departure.dateTime), cutoffs },
        ...(leg.intermediateCalls ?? []).map((c, i) => ({ row: `${where}.intermediateCalls[${i}]`, code: c.location.UNLocationCode, arrivalAt: c.arrival ? new Date(c.arrival) : null, departureAt: c.departure ? new Date(c.departure) : null, cutoffs: null })),
        { row: `${where}.arrival`, code: leg.arrival.location.UNLocationCode, arrivalAt: new Date(leg.arrival.dateTime), departureAt: null, cutoffs: null },
      ];
      if (stops[0]!.departureAt! >= stops.at(-1)!.arrivalAt!) errors.push({ row: where, message: 'arrives before it departs' });
      for (const stop of stops) {
        const place = stop.code ? places.place('SEA', stop.code) : undefined;
        if (!place) {
          errors.push({ row: `${stop.row}.location`, message: stop.code ? `unknown port ${stop.code}` : 'no UNLocationCode' });
          continue;
        }
        // A port called once per voyage: the departure of one leg and the arrival of another at the same port are one call.
        const call = { row: stop.row, location: place.code, city: place.city, timeZone: place.timeZone, arrivalAt: stop.arrivalAt, departureAt: stop.departureAt, cutoffs: stop.cutoffs };
        const existing = voyage.calls.find((c) => sameCall(c, call));
        if (!existing) {
          voyage.calls.push(call);
          continue;
        }
        const clash = (a: Date | null, b: Date | null) => a && b && a.getTime() !== b.getTime();
        if (clash(existing.arrivalAt, stop.arrivalAt) || clash(existing.departureAt, stop.departureAt)) {
          errors.push({ row: stop.row, message: `voyage ${voyage.voyage} calls ${place.code} at another time in ${existing.row}` });
          continue;
        }
        existing.arrivalAt ??= stop.arrivalAt;
        existing.departureAt ??= stop.departureAt;
        existing.cutoffs ??= stop.cutoffs;
      }
    });
  });
  const trips: TripInput[] = [];
  for (const v of voyages.values()) {
    const at = (c: CallInput) => (c.arrivalAt ?? c.departureAt)!.getTime();
    const sorted = [...v.calls].sort((a, b) => at(a) - at(b));
    sorted.forEach((c, i) => {
      if (c.arrivalAt && c.departureAt && c.departureAt < c.arrivalAt) errors.push({ row: c.row, message: `voyage ${v.voyage} departs ${c.location} before it arrives` });
      if (i > 0 && c.arrivalAt && sorted[i - 1]!.departureAt && c.arrivalAt < sorted[i - 1]!.departureAt!) errors.push({ row: c.row, message: `voyage ${v.voyage} arrives at ${c.location} before it leaves ${sorted[i - 1]!.location}` });
    });
    const calls = sorted.map(({ row: _row, ...call }) => call);
    trips.push({
      mode: 'SEA', carrier, tripKey: `${v.imo}|${v.voyage}`, transportRef: v.voyage, serviceCode: v.serviceCode, serviceName: v.serviceName,
      vesselName: v.vesselName, vesselImo: v.imo, aircraft: null, freighter: null, daysOfWeek: null, cutoffMinutes: null, calls,
    });
  }
  return { trips, errors, services: [...new Set(trips.map((t) => t.serviceCode).filter((s): s is string => s !== null))] };
}
