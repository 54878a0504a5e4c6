import { parseCsv } from './csv';
import type { PlaceIndex } from './places';
import type { RowError, TripInput } from './trip';
import { addDays, isoWeekday, zonedInstant } from './zoned';

/** The columns of an air schedule CSV, in order (docs/product/schedules.md#import). */
export const AIR_CSV_COLUMNS = ['flight', 'from', 'to', 'days', 'departs', 'arrives', 'day_offset', 'aircraft', 'freighter', 'valid_from', 'valid_to', 'cutoff_minutes'] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAYS = /^[1-7]{1,7}$/;
const MAX_VALIDITY_DAYS = 400;

/**
 * An air CSV (one flight pattern a row, times local to each airport) as dated flights: one trip
 * per operating day between valid_from and valid_to, departure and arrival turned into instants
 * with each airport's time zone, so DST and midnight fall where they do.
 */
export function readAirCsv(text: string, carrier: string, places: PlaceIndex): { trips: TripInput[]; errors: RowError[] } {
  const rows = parseCsv(text);
  const errors: RowError[] = [];
  const trips: TripInput[] = [];
  const header = rows[0]?.map((h) => h.trim().toLowerCase());
  if (!header || AIR_CSV_COLUMNS.some((c, i) => header[i] !== c)) {
    return { trips, errors: [{ row: 'row 1', message: `The header must be ${AIR_CSV_COLUMNS.join(',')}` }] };
  }
  const seen = new Set<string>();
  rows.slice(1).forEach((fields, index) => {
    const row = `row ${index + 2}`;
    const problems: string[] = [];
    const [flight = '', from = '', to = '', days = '', departs = '', arrives = '', dayOffset = '', aircraft = '', freighter = '', validFrom = '', validTo = '', cutoff = ''] = fields.map((f) => f.trim());
    if (fields.length !== AIR_CSV_COLUMNS.length) problems.push(`${fields.length} columns instead of ${AIR_CSV_COLUMNS.length}`);
    if (!/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/.test(flight)) problems.push(`flight "${flight}" is not a flight number`);
    else if (flight.slice(0, 2) !== carrier) problems.push(`flight ${flight} is not a flight of ${carrier}`);
    const origin = places.place('AIR', from);
    const destination = places.place('AIR', to);
    if (!origin) problems.push(`unknown airport "${from}"`);
    if (!destination) problems.push(`unknown airport "${to}"`);
    if (from === to) problems.push('from and to are the same airport');
    if (!DAYS.test(days)) problems.push(`days "${days}" must be ISO weekdays 1-7 (1357)`);
    if (!TIME.test(departs)) problems.push(`departs "${departs}" is not HH:MM`);
    if (!TIME.test(arrives)) problems.push(`arrives "${arrives}" is not HH:MM`);
    const offset = Number(dayOffset);
    if (!/^\d$/.test(dayOffset) || offset > 2) problems.push(`day_offset "${dayOffset}" must be 0, 1 or 2`);
    if (!aircraft || aircraft.length > 4) problems.push(`aircraft "${aircraft}" is not an aircraft type code`);
    if (freighter !== 'Y' && freighter !== 'N') problems.push('freighter must be Y or N');
    if (!DATE.test(validFrom) || Number.isNaN(Date.parse(validFrom))) problems.push(`valid_from "${validFrom}" is not a date`);
    if (!DATE.test(validTo) || Number.isNaN(Date.parse(validTo))) problems.push(`valid_to "${validTo}" is not a date`);
    else if (validTo < validFrom) problems.push('valid_to is before valid_from');
    else if ((Date.parse(validTo) - Date.parse(validFrom)) / 86_400_000 > MAX_VALIDITY_DAYS) problems.push(`a validity longer than ${MAX_VALIDITY_DAYS} days`);
    const cutoffMinutes = Number(cutoff);
    if (!/^\d{1,4}$/.test(cutoff)) problems.push(`cutoff_minutes "${cutoff}" is not a number of minutes`);
    if (seen.has(`${flight}|${from}`)) problems.push(`flight ${flight} from ${from} appears twice`);
    seen.add(`${flight}|${from}`);
    if (problems.length > 0 || !origin || !destination) {
      errors.push({ row, message: problems.join('; ') });
      return;
    }
    for (let date = validFrom; date <= validTo; date = addDays(date, 1)) {
      if (!days.includes(String(isoWeekday(date)))) continue;
      const departureAt = zonedInstant(date, departs, origin.timeZone);
      const arrivalAt = zonedInstant(addDays(date, offset), arrives, destination.timeZone);
      if (arrivalAt <= departureAt) {
        errors.push({ row, message: `arrives before it departs on ${date} (check day_offset)` });
        return;
      }
      trips.push({
        mode: 'AIR', carrier, tripKey: `${flight}|${from}|${date}`, transportRef: flight,
        serviceCode: null, serviceName: null, vesselName: null, vesselImo: null,
        aircraft, freighter: freighter === 'Y', daysOfWeek: days, cutoffMinutes,
        calls: [
          { location: origin.code, city: origin.city, timeZone: origin.timeZone, arrivalAt: null, departureAt, cutoffs: null },
          { location: destination.code, city: destination.city, timeZone: destination.timeZone, arrivalAt, departureAt: null, cutoffs: null },
        ],
      });
    }
  });
  return { trips, errors };
}
