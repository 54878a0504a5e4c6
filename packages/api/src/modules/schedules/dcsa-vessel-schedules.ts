import { z } from 'zod';
import type { PlaceIndex } from './places';
import type { CallInput, RowError, TripInput } from './trip';

// The part of DCSA Commercial Schedules 1.0 `ServiceSchedule` (standards/dcsa/CS_v1.0.3.yaml) an import reads.
const TimestampSchema = z.object({
  eventTypeCode: z.enum(['ARRI', 'DEPA']),
  eventClassifierCode: z.enum(['PLN', 'EST', 'ACT']),
  eventDateTime: z.iso.datetime({ offset: true }),
});
const CutOffSchema = z.object({ cutOffDateTimeCode: z.string().max(3), cutOffDateTime: z.iso.datetime({ offset: true }) });
const TransportCallSchema = z.object({
  transportCallReference: z.string().max(100),
  carrierImportVoyageNumber: z.string().max(50).optional(),
  carrierExportVoyageNumber: z.string().max(50).optional(),
  location: z.object({ UNLocationCode: z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/) }),
  timestamps: z.array(TimestampSchema).min(1),
  cutOffTimes: z.array(CutOffSchema).optional(),
});
const VesselScheduleSchema = z.object({
  vessel: z.object({ vesselIMONumber: z.string().regex(/^\d{7,8}$/), name: z.string().max(50).optional(), operatorCarrierCode: z.string().max(10).optional() }),
  isDummyVessel: z.boolean().optional(),
  transportCalls: z.array(TransportCallSchema).min(2),
});
const ServiceScheduleSchema = z.object({
  carrierServiceName: z.string().max(50),
  carrierServiceCode: z.string().max(11),
  universalServiceReference: z.string().optional(),
  vesselSchedules: z.array(VesselScheduleSchema).min(1),
});
export const VesselSchedulesFileSchema = z.array(ServiceScheduleSchema);
export type DcsaServiceSchedule = z.input<typeof ServiceScheduleSchema>;

/** The IMO number's check digit (the last) is the sum of the first six weighted 7…2, mod 10. */
export function validImo(imo: string): boolean {
  if (!/^\d{7}$/.test(imo)) return false;
  const sum = [...imo.slice(0, 6)].reduce((s, d, i) => s + Number(d) * (7 - i), 0);
  return sum % 10 === Number(imo[6]);
}

/** The instant a call gives for an event type: ACT before EST before PLN. */
function eventAt(call: z.output<typeof TransportCallSchema>, type: 'ARRI' | 'DEPA'): Date | null {
  const order = ['ACT', 'EST', 'PLN'];
  const best = call.timestamps.filter((t) => t.eventTypeCode === type).sort((a, b) => order.indexOf(a.eventClassifierCode) - order.indexOf(b.eventClassifierCode))[0];
  return best ? new Date(best.eventDateTime) : null;
}

/**
 * A DCSA vessel-schedules file (an array of ServiceSchedule) as voyages: one trip per vessel and
 * export voyage number, its calls in order. Errors name the element (`services[0].vesselSchedules[1].transportCalls[3]`).
 */
export function readVesselSchedules(json: unknown, carrier: string, places: PlaceIndex): { trips: TripInput[]; errors: RowError[] } {
  const parsed = VesselSchedulesFileSchema.safeParse(json);
  if (!parsed.success) {
    return { trips: [], errors: parsed.error.issues.slice(0, 50).map((i) => ({ row: `services${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`, message: i.message })) };
  }
  const trips: TripInput[] = [];
  const errors: RowError[] = [];
  parsed.data.forEach((service, s) => {
    service.vesselSchedules.forEach((vs, v) => {
      const where = `services[${s}].vesselSchedules[${v}]`;
      const imo = vs.vessel.vesselIMONumber;
      if (!validImo(imo)) errors.push({ row: `${where}.vessel`, message: `IMO number ${imo} fails its check digit` });
      // A vessel schedule may hold several voyages in a row: a new export voyage number starts the next trip.
      const voyages = new Map<string, CallInput[]>();
      vs.transportCalls.forEach((call, c) => {
        const row = `${where}.transportCalls[${c}]`;
        const voyage = call.carrierExportVoyageNumber ?? call.carrierImportVoyageNumber;
        const place = places.place('SEA', call.location.UNLocationCode);
        const arrivalAt = eventAt(call, 'ARRI');
        const departureAt = eventAt(call, 'DEPA');
        const problems: string[] = [];
        if (!voyage) problems.push('no carrier voyage number');
        if (!place) problems.push(`unknown port ${call.location.UNLocationCode}`);
        if (arrivalAt && departureAt && departureAt < arrivalAt) problems.push('departs before it arrives');
        if (!arrivalAt && !departureAt) problems.push('neither arrival nor departure');
        if (problems.length > 0 || !place || !voyage) {
          errors.push({ row, message: problems.join('; ') });
          return;
        }
        const cutoffs = call.cutOffTimes?.length ? Object.fromEntries(call.cutOffTimes.map((x) => [x.cutOffDateTimeCode, new Date(x.cutOffDateTime).toISOString()])) : null;
        const calls = voyages.get(voyage) ?? [];
        const previous = calls.at(-1);
        const previousAt = previous?.departureAt ?? previous?.arrivalAt;
        if (previousAt && (arrivalAt ?? departureAt)! < previousAt) errors.push({ row, message: 'calls are not in time order' });
        calls.push({ location: place.code, city: place.city, timeZone: place.timeZone, arrivalAt, departureAt, cutoffs });
        voyages.set(voyage, calls);
      });
      for (const [voyage, calls] of voyages) {
        if (calls.length < 2 || !calls.some((c) => c.departureAt)) {
          errors.push({ row: where, message: `voyage ${voyage} has fewer than two calls` });
          continue;
        }
        trips.push({
          mode: 'SEA', carrier, tripKey: `${imo}|${voyage}`, transportRef: voyage,
          serviceCode: service.carrierServiceCode, serviceName: service.carrierServiceName,
          vesselName: vs.vessel.name ?? null, vesselImo: imo, aircraft: null, freighter: null, daysOfWeek: null, cutoffMinutes: null, calls,
        });
      }
    });
  });
  return { trips, errors };
}
