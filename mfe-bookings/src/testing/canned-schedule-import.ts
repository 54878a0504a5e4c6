import type { ScheduleImportResult, ScheduleImportTrip } from '@freightdeck/contracts';
import { answer, reply } from '@freightdeck/dev-shell';
import { CSV_COLUMNS } from '../features/schedules-import/file-format';

/**
 * POST /v1/schedules/imports in the dev shell: the file is read as the API reads its shape (a
 * CSV's header and column count per row, a DCSA file's routes or services), a row the API would
 * refuse for its shape is refused with its number, and every flight pattern or voyage of a good
 * file counts as added (the canned world keeps no timetable of its own; nothing is stored).
 */
type Body = { carrier?: string; format?: string; content?: string; dryRun?: boolean };

const refuse = (issues: { path: string; message: string }[]) =>
  reply(400, { code: 'VALIDATION_ERROR', message: `${issues.length} ${issues.length === 1 ? 'row' : 'rows'} of the file ${issues.length === 1 ? 'is' : 'are'} wrong; nothing was imported`, details: issues });

function csvTrips(content: string): ScheduleImportTrip[] | ReturnType<typeof reply> {
  const [header = '', ...rows] = content.split(/\r?\n/).filter((l) => l.trim() !== '');
  const air = header.trim().toLowerCase() === CSV_COLUMNS.AIR;
  if (!air && header.trim().toLowerCase() !== CSV_COLUMNS.SEA) return refuse([{ path: 'row 1', message: `The header must be ${CSV_COLUMNS.AIR} (air) or ${CSV_COLUMNS.SEA} (ocean)` }]);
  const width = (air ? CSV_COLUMNS.AIR : CSV_COLUMNS.SEA).split(',').length;
  const bad = rows.map((r, i) => ({ fields: r.split(','), row: `row ${i + 2}` })).filter((r) => r.fields.length !== width);
  if (bad.length > 0) return refuse(bad.map((r) => ({ path: r.row, message: `${r.fields.length} columns instead of ${width}` })));
  const trips = new Map<string, ScheduleImportTrip>();
  for (const f of rows.map((r) => r.split(',').map((x) => x.trim()))) {
    if (air) trips.set(`${f[0]}|${f[1]}`, { tripKey: `${f[0]}|${f[1]}|${f[9]}`, transportRef: f[0]!, from: f[1]!, to: f[2]!, departure: null });
    else {
      const key = `${f[2]}|${f[4]}`;
      const trip = trips.get(key);
      trips.set(key, trip ? { ...trip, to: f[5]! } : { tripKey: key, transportRef: f[4]!, from: f[5]!, to: null, departure: null });
    }
  }
  return [...trips.values()];
}

type Call = { location?: { UNLocationCode?: string }; carrierExportVoyageNumber?: string; timestamps?: { eventTypeCode?: string; eventDateTime?: string }[] };
type Leg = { transport?: { vessel?: { vesselIMONumber?: string }; servicePartners?: { carrierExportVoyageNumber?: string }[] }; departure?: { location?: { UNLocationCode?: string }; dateTime?: string }; arrival?: { location?: { UNLocationCode?: string } } };

function dcsaTrips(format: string, content: string): ScheduleImportTrip[] | ReturnType<typeof reply> {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return refuse([{ path: 'content', message: 'The file is not JSON' }]);
  }
  if (!Array.isArray(json)) return refuse([{ path: format === 'DCSA_POINT_TO_POINT' ? 'routes' : 'services', message: 'Invalid input: expected array' }]);
  if (format === 'DCSA_POINT_TO_POINT') {
    return (json as { legs?: Leg[] }[]).flatMap((route) => route.legs ?? []).map((leg) => {
      const voyage = leg.transport?.servicePartners?.[0]?.carrierExportVoyageNumber ?? '';
      return { tripKey: `${leg.transport?.vessel?.vesselIMONumber}|${voyage}`, transportRef: voyage, from: leg.departure?.location?.UNLocationCode ?? null, to: leg.arrival?.location?.UNLocationCode ?? null, departure: leg.departure?.dateTime ?? null };
    });
  }
  return (json as { vesselSchedules?: { vessel?: { vesselIMONumber?: string }; transportCalls?: Call[] }[] }[]).flatMap((s) => s.vesselSchedules ?? []).map((vs) => {
    const calls = vs.transportCalls ?? [];
    const voyage = calls[0]?.carrierExportVoyageNumber ?? '';
    return {
      tripKey: `${vs.vessel?.vesselIMONumber}|${voyage}`, transportRef: voyage, from: calls[0]?.location?.UNLocationCode ?? null, to: calls.at(-1)?.location?.UNLocationCode ?? null,
      departure: calls[0]?.timestamps?.find((t) => t.eventTypeCode === 'DEPA')?.eventDateTime ?? null,
    };
  });
}

export const cannedScheduleImport = {
  'POST /v1/schedules/imports': answer(({ body }) => {
    const { carrier = '', format = '', content = '', dryRun = false } = (body ?? {}) as Body;
    if (!carrier || !content) return reply(400, { code: 'VALIDATION_ERROR', message: 'Some fields are not valid', details: [{ path: carrier ? 'content' : 'carrier', message: 'Required' }] });
    const trips = format === 'CSV' ? csvTrips(content) : dcsaTrips(format, content);
    if (!Array.isArray(trips)) return trips;
    const mode = format === 'CSV' && content.trim().toLowerCase().startsWith('flight,') ? 'AIR' : 'SEA';
    const result: ScheduleImportResult = {
      carrier, mode, dryRun, added: trips.length, changed: 0, removed: 0, unchanged: 0,
      scope: 'canned answer of the dev shell: every flight pattern or voyage of the file counts as added, nothing is stored',
      trips: { added: trips.slice(0, 100), changed: [], removed: [] },
    };
    return result;
  }),
};
