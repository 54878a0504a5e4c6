import { parseCsv } from './csv';
import { validImo } from './dcsa-vessel-schedules';
import type { PlaceIndex } from './places';
import type { CallInput, RowError, TripInput } from './trip';
import { zonedInstant } from './zoned';

/**
 * The columns of an ocean schedule CSV, in order (docs/product/schedules.md#import): one port call
 * a row; the rows of one vessel and voyage, in call order, make a voyage. Times are local at the
 * port (`YYYY-MM-DD HH:MM`); the first call has no arrival, the last no departure; the four DCSA
 * cut-offs (documentation, VGM, FCL delivery, LCL delivery) are optional local times.
 */
export const OCEAN_CSV_COLUMNS = ['service_code', 'service_name', 'vessel_imo', 'vessel_name', 'voyage', 'port', 'arrives', 'departs', 'dco', 'vco', 'fco', 'lco'] as const;
const CUTOFF_CODES = ['DCO', 'VCO', 'FCO', 'LCO'] as const;

const LOCAL = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)$/;
const NOT_BLANK = /^\S(?:.*\S)?$/;

function localInstant(value: string, timeZone: string): Date | null | 'bad' {
  if (value === '') return null;
  const m = LOCAL.exec(value);
  if (!m || Number.isNaN(Date.parse(m[1]!)) || new Date(`${m[1]}T00:00:00Z`).toISOString().slice(0, 10) !== m[1]) return 'bad';
  return zonedInstant(m[1]!, `${m[2]}:${m[3]}`, timeZone);
}

/** An ocean CSV as voyages (one trip per vessel and voyage), each call's local times through the port's zone. */
export function readOceanCsv(text: string, carrier: string, places: PlaceIndex): { trips: TripInput[]; errors: RowError[] } {
  const rows = parseCsv(text);
  const errors: RowError[] = [];
  const header = rows[0]?.map((h) => h.trim().toLowerCase());
  if (!header || OCEAN_CSV_COLUMNS.some((c, i) => header[i] !== c)) {
    return { trips: [], errors: [{ row: 'row 1', message: `The header must be ${OCEAN_CSV_COLUMNS.join(',')}` }] };
  }
  const voyages = new Map<string, { trip: TripInput; firstRow: string }>();
  rows.slice(1).forEach((fields, index) => {
    const row = `row ${index + 2}`;
    const problems: string[] = [];
    const [serviceCode = '', serviceName = '', imo = '', vesselName = '', voyage = '', port = '', arrives = '', departs = '', ...cutoffFields] = fields.map((f) => f.trim());
    if (fields.length !== OCEAN_CSV_COLUMNS.length) problems.push(`${fields.length} columns instead of ${OCEAN_CSV_COLUMNS.length}`);
    if (!NOT_BLANK.test(serviceCode) || serviceCode.length > 11) problems.push(`service_code "${serviceCode}" must be 1–11 characters`);
    if (serviceName.length > 50) problems.push('service_name is longer than 50 characters');
    if (!validImo(imo)) problems.push(`vessel_imo "${imo}" is not an IMO number (7 digits, check digit)`);
    if (!NOT_BLANK.test(vesselName) || vesselName.length > 50) problems.push('vessel_name is missing or longer than 50 characters');
    if (!/^[A-Z0-9]{1,50}$/i.test(voyage)) problems.push(`voyage "${voyage}" is not a voyage number`);
    const place = places.place('SEA', port);
    if (!place) problems.push(`unknown port "${port}"`);
    const zone = place?.timeZone ?? 'UTC';
    const arrivalAt = localInstant(arrives, zone);
    const departureAt = localInstant(departs, zone);
    if (arrivalAt === 'bad') problems.push(`arrives "${arrives}" is not YYYY-MM-DD HH:MM`);
    if (departureAt === 'bad') problems.push(`departs "${departs}" is not YYYY-MM-DD HH:MM`);
    if (arrivalAt === null && departureAt === null) problems.push('neither arrives nor departs');
    if (arrivalAt instanceof Date && departureAt instanceof Date && departureAt < arrivalAt) problems.push('departs before it arrives');
    const cutoffs: Record<string, string> = {};
    CUTOFF_CODES.forEach((code, i) => {
      const at = localInstant(cutoffFields[i] ?? '', zone);
      if (at === 'bad') problems.push(`${code.toLowerCase()} "${cutoffFields[i]}" is not YYYY-MM-DD HH:MM`);
      else if (at) cutoffs[code] = at.toISOString();
    });
    if (problems.length > 0 || !place || arrivalAt === 'bad' || departureAt === 'bad') {
      errors.push({ row, message: problems.join('; ') });
      return;
    }
    const key = `${imo}|${voyage}`;
    const entry = voyages.get(key) ?? {
      firstRow: row,
      trip: {
        mode: 'SEA', carrier, tripKey: key, transportRef: voyage, serviceCode, serviceName: serviceName || null, vesselName, vesselImo: imo,
        aircraft: null, freighter: null, daysOfWeek: null, cutoffMinutes: null, calls: [],
      } satisfies TripInput,
    };
    voyages.set(key, entry);
    if (entry.trip.serviceCode !== serviceCode) {
      errors.push({ row, message: `voyage ${voyage} of ${imo} is on service ${entry.trip.serviceCode} in ${entry.firstRow}` });
      return;
    }
    const previous: CallInput | undefined = entry.trip.calls.at(-1);
    const previousAt = previous?.departureAt ?? previous?.arrivalAt;
    if (previousAt && (arrivalAt ?? departureAt)! < previousAt) {
      errors.push({ row, message: `calls of voyage ${voyage} are not in time order` });
      return;
    }
    entry.trip.calls.push({ location: place.code, city: place.city, timeZone: place.timeZone, arrivalAt, departureAt, cutoffs: Object.keys(cutoffs).length > 0 ? cutoffs : null });
  });
  const trips: TripInput[] = [];
  for (const { trip, firstRow } of voyages.values()) {
    if (trip.calls.length < 2 || !trip.calls.some((c) => c.departureAt)) errors.push({ row: firstRow, message: `voyage ${trip.transportRef} has fewer than two calls` });
    else trips.push(trip);
  }
  return { trips, errors };
}
