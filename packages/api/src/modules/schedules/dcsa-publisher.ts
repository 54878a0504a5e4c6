import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ScheduleOption } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { scheduleCalls, scheduleTrips } from '../../db/schema';
import type { PlaceIndex } from './places';
import { searchSchedules } from './search';
import { addDays } from './zoned';

/**
 * The DCSA Commercial Schedules 1.0.3 publisher (standards/dcsa/CS_v1.0.3.yaml): the ocean
 * timetables as point-to-point routes, port schedules and vessel schedules. Answers are plain
 * objects in DCSA's shape, every item of the root array (the routes page them, dcsa-paging.ts);
 * a bad filter is a DcsaBadRequest (400 in DCSA's error shape).
 */
export class DcsaBadRequest extends Error {
  constructor(readonly property: string, readonly value: string, message: string) {
    super(message);
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

type Query = Record<string, string | undefined>;

function date(q: Query, name: string): string | undefined {
  const value = q[name];
  if (value === undefined) return undefined;
  if (!DATE.test(value) || Number.isNaN(Date.parse(value))) throw new DcsaBadRequest(name, value, `${name} must be a date (YYYY-MM-DD)`);
  return value;
}

function port(q: Query, name: string, places: PlaceIndex, required: boolean): string | undefined {
  const value = q[name];
  if (value === undefined) {
    if (required) throw new DcsaBadRequest(name, '', `${name} is required`);
    return undefined;
  }
  if (!UNLOCODE.test(value) || !places.place('SEA', value)) throw new DcsaBadRequest(name, value, `Unknown UN/LOCODE ${value}`);
  return places.place('SEA', value)!.code;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const location = (code: string) => ({ UNLocationCode: code });
const partner = (carrier: string, serviceCode: string | null, serviceName: string | null, voyage: string) => ({
  carrierCode: carrier, carrierCodeListProvider: 'NMFTA' as const,
  carrierServiceName: serviceName ?? serviceCode ?? carrier, carrierServiceCode: serviceCode ?? carrier,
  carrierImportVoyageNumber: voyage, carrierExportVoyageNumber: voyage,
});
const cutOffList = (cutoffs: unknown) => Object.entries((cutoffs ?? {}) as Record<string, string>).map(([code, at]) => ({ cutOffDateTimeCode: code, cutOffDateTime: iso(at) }));

/** GET /point-to-point-routes: the search's ocean options as DCSA routings, one per option. */
export async function pointToPointRoutes(ex: Executor, places: PlaceIndex, q: Query, today: string) {
  const origin = port(q, 'placeOfReceipt', places, true)!;
  const destination = port(q, 'placeOfDelivery', places, true)!;
  const from = date(q, 'departureStartDate') ?? today;
  const to = date(q, 'departureEndDate') ?? addDays(from, 27);
  if (to < from) throw new DcsaBadRequest('departureEndDate', to, 'departureEndDate is before departureStartDate');
  const arrivalFrom = date(q, 'arrivalStartDate');
  const arrivalTo = date(q, 'arrivalEndDate');
  const max = q.maxTranshipment;
  if (max !== undefined && !/^\d$/.test(max)) throw new DcsaBadRequest('maxTranshipment', max, 'maxTranshipment must be a whole number');
  const result = await searchSchedules(ex, places, { mode: 'SEA', origin, destination, from, to: to > addDays(from, 30) ? addDays(from, 30) : to, directOnly: max === '0' }, today);
  const arrivesIn = (o: ScheduleOption) => {
    const day = o.legs.at(-1)!.arrival.utc.slice(0, 10);
    return (!arrivalFrom || day >= arrivalFrom) && (!arrivalTo || day <= arrivalTo);
  };
  return result.options.filter(arrivesIn).map((o, i) => {
    const first = o.legs[0]!;
    const last = o.legs.at(-1)!;
    return {
      placeOfReceipt: { facilityTypeCode: 'POTE', location: location(first.from), dateTime: first.departure.utc },
      placeOfDelivery: { facilityTypeCode: 'POTE', location: location(last.to), dateTime: last.arrival.utc },
      receiptTypeAtOrigin: 'CY', deliveryTypeAtDestination: 'CY',
      cutOffTimes: cutOffList(o.cutoffs),
      solutionNumber: i + 1,
      transitTime: Math.ceil(o.transitMinutes / 1440),
      legs: o.legs.map((leg, n) => ({
        sequenceNumber: n + 1,
        transport: {
          modeOfTransport: 'VESSEL',
          servicePartners: [partner(leg.carrier, leg.serviceCode, leg.serviceName, leg.transportRef)],
          vessel: { vesselIMONumber: leg.vesselImo!, name: leg.vesselName!, operatorCarrierCode: leg.carrier, operatorCarrierCodeListProvider: 'NMFTA' },
        },
        departure: { facilityTypeCode: 'POTE', location: location(leg.from), dateTime: leg.departure.utc },
        arrival: { facilityTypeCode: 'POTE', location: location(leg.to), dateTime: leg.arrival.utc },
      })),
    };
  });
}

type CallRow = { tripId: string; seq: number; location: string; arrivalAt: Date | null; departureAt: Date | null; cutoffs: unknown; carrier: string; transportRef: string; serviceCode: string | null; serviceName: string | null; vesselName: string | null; vesselImo: string | null };

async function seaCalls(ex: Executor, where: SQL | undefined): Promise<CallRow[]> {
  return ex.select({
    tripId: scheduleCalls.tripId, seq: scheduleCalls.seq, location: scheduleCalls.location, arrivalAt: scheduleCalls.arrivalAt, departureAt: scheduleCalls.departureAt, cutoffs: scheduleCalls.cutoffs,
    carrier: scheduleTrips.carrier, transportRef: scheduleTrips.transportRef, serviceCode: scheduleTrips.serviceCode, serviceName: scheduleTrips.serviceName, vesselName: scheduleTrips.vesselName, vesselImo: scheduleTrips.vesselImo,
  }).from(scheduleCalls).innerJoin(scheduleTrips, eq(scheduleTrips.id, scheduleCalls.tripId))
    .where(and(eq(scheduleCalls.mode, 'SEA'), where))
    .orderBy(asc(scheduleTrips.serviceCode), asc(scheduleTrips.vesselImo), asc(scheduleTrips.firstDeparture), asc(scheduleCalls.seq));
}

const timestamps = (c: CallRow) => [
  ...(c.arrivalAt ? [{ eventTypeCode: 'ARRI' as const, eventClassifierCode: 'PLN' as const, eventDateTime: iso(c.arrivalAt) }] : []),
  ...(c.departureAt ? [{ eventTypeCode: 'DEPA' as const, eventClassifierCode: 'PLN' as const, eventDateTime: iso(c.departureAt) }] : []),
];
const transportCallReference = (c: CallRow) => `${c.tripId}-${c.seq}`;
const touches = (from: string, to: string) => or(
  and(gte(scheduleCalls.arrivalAt, new Date(`${from}T00:00:00Z`)), lt(scheduleCalls.arrivalAt, new Date(`${addDays(to, 1)}T00:00:00Z`))),
  and(gte(scheduleCalls.departureAt, new Date(`${from}T00:00:00Z`)), lt(scheduleCalls.departureAt, new Date(`${addDays(to, 1)}T00:00:00Z`))),
);

/** GET /port-schedules: the vessels calling at a port on a day (UTC), each with its arrival, departure and cut-offs. */
export async function portSchedules(ex: Executor, places: PlaceIndex, q: Query) {
  const code = port(q, 'UNLocationCode', places, true)!;
  const day = date(q, 'date');
  if (!day) throw new DcsaBadRequest('date', '', 'date is required');
  const calls = await seaCalls(ex, and(eq(scheduleCalls.location, code), touches(day, day)));
  return [{
    location: { UNLocationCode: code },
    vesselSchedules: calls.map((c) => ({
      servicePartners: [partner(c.carrier, c.serviceCode, c.serviceName, c.transportRef)],
      vessel: { vesselIMONumber: c.vesselImo!, name: c.vesselName!, operatorCarrierCode: c.carrier, operatorCarrierCodeListProvider: 'NMFTA' },
      isDummyVessel: false,
      timestamps: timestamps(c),
      ...(c.cutoffs ? { cutOffTimes: cutOffList(c.cutoffs) } : {}),
    })),
  }];
}

/** GET /vessel-schedules: services, their vessels and the vessels' calls, filtered as DCSA lists. */
export async function vesselSchedules(ex: Executor, places: PlaceIndex, q: Query, today: string) {
  const imo = q.vesselIMONumber;
  if (imo !== undefined && !/^\d{7,8}$/.test(imo)) throw new DcsaBadRequest('vesselIMONumber', imo, 'vesselIMONumber must be 7 digits');
  const at = port(q, 'UNLocationCode', places, false);
  const from = date(q, 'startDate') ?? today;
  const to = date(q, 'endDate') ?? addDays(from, 27);
  if (to < from) throw new DcsaBadRequest('endDate', to, 'endDate is before startDate');
  // The trips that match, then all their calls in the window (a vessel's rotation around the port asked for).
  const tripFilter = and(
    eq(scheduleTrips.mode, 'SEA'),
    imo ? eq(scheduleTrips.vesselImo, imo) : undefined,
    q.vesselName ? sql`upper(${scheduleTrips.vesselName}) = upper(${q.vesselName})` : undefined,
    q.carrierServiceCode ? eq(scheduleTrips.serviceCode, q.carrierServiceCode) : undefined,
    q.carrierVoyageNumber ? eq(scheduleTrips.transportRef, q.carrierVoyageNumber) : undefined,
    q.universalVoyageReference ? eq(scheduleTrips.transportRef, q.universalVoyageReference) : undefined,
    q.vesselOperatorCarrierCode ? eq(scheduleTrips.carrier, q.vesselOperatorCarrierCode) : undefined,
  );
  const trips = ex.select({ id: scheduleTrips.id }).from(scheduleTrips).where(tripFilter);
  const atPort = at ? inArray(scheduleCalls.tripId, ex.select({ id: scheduleCalls.tripId }).from(scheduleCalls).where(and(eq(scheduleCalls.location, at), touches(from, to)))) : undefined;
  const calls = await seaCalls(ex, and(inArray(scheduleCalls.tripId, trips), atPort, touches(from, to)));

  const services = new Map<string, { carrierServiceName: string; carrierServiceCode: string; vessels: Map<string, { vessel: object; calls: CallRow[] }> }>();
  for (const c of calls) {
    const code = c.serviceCode ?? c.carrier;
    const service = services.get(code) ?? { carrierServiceName: c.serviceName ?? code, carrierServiceCode: code, vessels: new Map() };
    services.set(code, service);
    const vessel = service.vessels.get(c.vesselImo!) ?? { vessel: { vesselIMONumber: c.vesselImo!, name: c.vesselName!, operatorCarrierCode: c.carrier, operatorCarrierCodeListProvider: 'NMFTA' }, calls: [] };
    service.vessels.set(c.vesselImo!, vessel);
    vessel.calls.push(c);
  }
  return [...services.values()].map((s) => ({
    carrierServiceName: s.carrierServiceName,
    carrierServiceCode: s.carrierServiceCode,
    vesselSchedules: [...s.vessels.values()].map((v) => ({
      vessel: v.vessel,
      isDummyVessel: false,
      transportCalls: v.calls.map((c) => ({
        transportCallReference: transportCallReference(c),
        carrierImportVoyageNumber: c.transportRef,
        carrierExportVoyageNumber: c.transportRef,
        location: { UNLocationCode: c.location },
        timestamps: timestamps(c),
        ...(c.cutoffs ? { cutOffTimes: cutOffList(c.cutoffs) } : {}),
      })),
    })),
  }));
}
