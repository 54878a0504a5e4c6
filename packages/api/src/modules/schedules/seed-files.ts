import { AIR_CSV_COLUMNS } from './air-csv';
import { AIR_FLIGHTS } from './data/air-flights';
import { OCEAN_SERVICES, type OceanService } from './data/ocean-services';
import type { DcsaServiceSchedule } from './dcsa-vessel-schedules';
import type { ScheduleImport } from './import-service';
import { addDays, zonedInstant } from './zoned';
import { placeIndex } from './places';

/** How far ahead the seed publishes timetables, and the cut-offs it states (docs/adr/014-schedules.md#timetable-data). */
export const SEED_HORIZON_DAYS = 182;
/** Air patterns are published for 8 weeks (a timetable's usual booking window); every day is a row, so this keeps the seed fast. */
export const SEED_AIR_HORIZON_DAYS = 56;
const AIR_CUTOFF_MINUTES = { freighter: 180, belly: 120 };
/** DCSA cut-offs before the vessel's departure from the port of loading, in hours. */
const SEA_CUTOFF_HOURS = { DCO: 72, VCO: 48, FCO: 36, LCO: 120 } as const;
const SEA_DEPARTS = '18:00';
const SEA_ARRIVES = '06:00';

/** The air table as one CSV per carrier, valid from `today` for the horizon. */
export function airScheduleFiles(today: string): ScheduleImport[] {
  const byCarrier = new Map<string, string[]>();
  for (const [flight, from, to, days, departs, arrives, offset, aircraft, freighter] of AIR_FLIGHTS) {
    const carrier = flight.slice(0, 2);
    const cutoff = freighter ? AIR_CUTOFF_MINUTES.freighter : AIR_CUTOFF_MINUTES.belly;
    const rows = byCarrier.get(carrier) ?? [AIR_CSV_COLUMNS.join(',')];
    rows.push([flight, from, to, days, departs, arrives, offset, aircraft, freighter ? 'Y' : 'N', today, addDays(today, SEED_AIR_HORIZON_DAYS), cutoff].join(','));
    byCarrier.set(carrier, rows);
  }
  return [...byCarrier].map(([carrier, rows]) => ({ carrier, format: 'CSV', content: rows.join('\n') }));
}

const weekOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  const thursday = new Date(d);
  thursday.setUTCDate(d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7));
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return { year: thursday.getUTCFullYear() % 100, week: Math.ceil(((thursday.getTime() - jan1) / 86_400_000 + 1) / 7) };
};

/**
 * A service's voyages as a DCSA vessel schedule: sailings every ceil(loop / vessels / 7) weeks
 * from the first port (each vessel in turn), the first from the week of `today` minus one loop so
 * vessels are already at sea, shifted by `phaseDays` so services do not all sail on the same day, each voyage through the rotation with local arrival 06:00 and
 * departure 18:00 at every port, and cut-offs at every port of loading.
 */
export function serviceSchedule(service: OceanService, today: string, phaseDays = 0): DcsaServiceSchedule {
  const places = placeIndex();
  const everyDays = Math.ceil(service.loopDays / service.vessels.length / 7) * 7;
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const start = addDays(monday, phaseDays % everyDays - Math.ceil(service.loopDays / everyDays) * everyDays);
  const end = addDays(today, SEED_HORIZON_DAYS);
  const vesselCalls = new Map<string, DcsaServiceSchedule['vesselSchedules'][number]['transportCalls']>();
  let sailing = 0;
  for (let first = start; first <= end; first = addDays(first, everyDays), sailing++) {
    const [name, imo] = service.vessels[sailing % service.vessels.length]!;
    const { year, week } = weekOf(first);
    const voyage = `${String(year).padStart(2, '0')}${String(week).padStart(2, '0')}${service.direction}`;
    const calls = vesselCalls.get(imo) ?? [];
    service.rotation.forEach(([port, day], i) => {
      const zone = places.place('SEA', port)!.timeZone;
      const date = addDays(first, day);
      const departs = zonedInstant(date, SEA_DEPARTS, zone);
      const last = i === service.rotation.length - 1;
      calls.push({
        transportCallReference: `${service.code}-${voyage}-${name.replace(/\W+/g, '')}-${i + 1}`.slice(0, 100),
        carrierImportVoyageNumber: voyage,
        carrierExportVoyageNumber: voyage,
        universalExportVoyageReference: voyage,
        location: { UNLocationCode: port },
        timestamps: [
          ...(i > 0 ? [{ eventTypeCode: 'ARRI' as const, eventClassifierCode: 'PLN' as const, eventDateTime: zonedInstant(date, SEA_ARRIVES, zone).toISOString() }] : []),
          ...(!last ? [{ eventTypeCode: 'DEPA' as const, eventClassifierCode: 'PLN' as const, eventDateTime: departs.toISOString() }] : []),
        ],
        ...(!last ? { cutOffTimes: Object.entries(SEA_CUTOFF_HOURS).map(([code, hours]) => ({ cutOffDateTimeCode: code, cutOffDateTime: new Date(departs.getTime() - hours * 3_600_000).toISOString() })) } : {}),
      } as never);
    });
    vesselCalls.set(imo, calls);
  }
  return {
    carrierServiceName: service.name,
    carrierServiceCode: service.code,
    vesselSchedules: service.vessels.filter(([, imo]) => vesselCalls.has(imo)).map(([name, imo]) => ({
      vessel: { vesselIMONumber: imo, name, operatorCarrierCode: service.scac, operatorCarrierCodeListProvider: 'NMFTA' },
      isDummyVessel: false,
      transportCalls: vesselCalls.get(imo)!,
    })),
  };
}

/** The ocean table as one DCSA vessel-schedules file per line. */
export function oceanScheduleFiles(today: string): ScheduleImport[] {
  const byLine = new Map<string, DcsaServiceSchedule[]>();
  // Services sail on different days and weeks: each is shifted 9 days more than the one before (modulo its frequency).
  OCEAN_SERVICES.forEach((service, i) => byLine.set(service.scac, [...(byLine.get(service.scac) ?? []), serviceSchedule(service, today, i * 9)]));
  return [...byLine].map(([carrier, services]) => ({ carrier, format: 'DCSA_VESSEL_SCHEDULES', content: JSON.stringify(services) }));
}
