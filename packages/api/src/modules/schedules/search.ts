import { sql } from 'drizzle-orm';
import { type ScheduleLeg, type ScheduleOption, type ScheduleSearchResult, type ScheduleTime } from '@freightdeck/contracts';
import { selectRows, type Executor } from '../../db';
import { errors } from '../../lib/app-error';
import type { PlaceIndex } from './places';
import { CONNECTION_RULES, SEARCH_LIMITS } from './rules';
import { addDays, localTime } from './zoned';

export interface SearchInput {
  mode: 'AIR' | 'SEA';
  origin: string;
  destination: string;
  from?: string;
  to?: string;
  directOnly?: boolean;
  /** Only options whose first leg is one of these carriers (instant pricing asks for its rate cards' carriers). */
  carriers?: readonly string[];
}

interface Row extends Record<string, unknown> {
  t1: string; t2: string | null;
  o_loc: string; o_tz: string; o_dep: number; o_cutoffs: Record<string, string> | null;
  h_loc: string; h_tz: string; h_arr: number;
  n_dep: number | null;
  d_loc: string; d_tz: string; d_arr: number;
}

interface TripRow extends Record<string, unknown> {
  id: string; carrier: string; transport_ref: string; service_code: string | null; service_name: string | null;
  vessel_name: string | null; vessel_imo: string | null; aircraft: string | null; freighter: boolean | null;
  days_of_week: string | null; cutoff_minutes: number | null;
}

const epoch = (column: string) => sql.raw(`extract(epoch from ${column})::float8`);
const textArray = (codes: string[]) => sql`array[${sql.join(codes.map((c) => sql`${c}`), sql`, `)}]::text[]`;

/**
 * The one statement of a search (docs/adr/014-schedules.md#search): departures from the origin in
 * the window, then either the same trip's later call at the destination (direct) or a later call
 * at a hub, a connecting departure there within the connection rules, and that trip's call at
 * the destination (one stop). Each step walks an index: (mode, location|city, departure_at) for
 * the origin and the connection, the primary key (trip_id, seq) for the later calls.
 */
export function searchStatement(mode: 'AIR' | 'SEA', origins: string[], destinations: string[], fromUtc: Date, toUtc: Date, directOnly: boolean, carriers?: readonly string[]) {
  const rules = CONNECTION_RULES[mode];
  const orig = textArray(origins);
  const dest = textArray(destinations);
  const direct = sql`
    select o.trip_id::text as t1, null::text as t2, o.location as o_loc, o.time_zone as o_tz, ${epoch('o.departure_at')} as o_dep, o.cutoffs as o_cutoffs,
      d.location as h_loc, d.time_zone as h_tz, ${epoch('d.arrival_at')} as h_arr, null::float8 as n_dep,
      d.location as d_loc, d.time_zone as d_tz, ${epoch('d.arrival_at')} as d_arr, o.carrier as c1, null::text as c2
    from o join schedule_calls d on d.trip_id = o.trip_id and d.seq > o.seq
    where (d.location = any(${dest}) or d.city = any(${dest})) and d.arrival_at is not null`;
  // Of the connections after one first leg at one hub, only the one arriving first (distinct on):
  // a busy hub offers dozens, and each would be a row to convert and drop (bench:schedules).
  const oneStop = sql`
    select distinct on (o.trip_id, o.seq, h.location) o.trip_id::text, n.trip_id::text, o.location, o.time_zone, ${epoch('o.departure_at')}, o.cutoffs,
      h.location, h.time_zone, ${epoch('h.arrival_at')}, ${epoch('n.departure_at')},
      d.location, d.time_zone, ${epoch('d.arrival_at')}, o.carrier, n.carrier
    from o
    join schedule_calls h on h.trip_id = o.trip_id and h.seq > o.seq and h.arrival_at is not null
    join schedule_calls n on n.mode = ${mode} and n.location = h.location and n.trip_id <> o.trip_id
      and n.departure_at >= h.arrival_at + (case when n.carrier = o.carrier then ${rules.sameCarrierMinutes}::int else ${rules.otherCarrierMinutes}::int end) * interval '1 minute'
      and n.departure_at <= h.arrival_at + ${rules.maxLayoverMinutes}::int * interval '1 minute'
    join schedule_calls d on d.trip_id = n.trip_id and d.seq > n.seq and (d.location = any(${dest}) or d.city = any(${dest})) and d.arrival_at is not null
    where not (h.location = any(${dest}) or h.city = any(${dest}) or h.location = any(${orig}) or h.city = any(${orig}))
      and not exists (select 1 from schedule_calls x where x.trip_id = o.trip_id and x.seq > o.seq and (x.location = any(${dest}) or x.city = any(${dest})))
    order by o.trip_id, o.seq, h.location, d.arrival_at, n.departure_at desc`;
  return sql`
    with o as materialized (
      select c.trip_id, c.seq, c.location, c.time_zone, c.departure_at, c.carrier, c.cutoffs from schedule_calls c
      where c.mode = ${mode} and (c.location = any(${orig}) or c.city = any(${orig}))
        and c.departure_at >= ${fromUtc.toISOString()}::timestamptz and c.departure_at < ${toUtc.toISOString()}::timestamptz
        ${carriers ? sql`and c.carrier = any(${textArray([...carriers])})` : sql``}
    )
    select * from (${direct}${directOnly ? sql`` : sql` union all (${oneStop})`}) options
    -- Ties broken by what the options are (places, times, carriers), never by the trips' random ids,
    -- so the same timetable always gives the same options in the same order (docs/adr/031-screenshot-suite.md).
    order by d_arr, d_arr - o_dep, o_loc, h_loc, d_loc, n_dep nulls first, c1, c2 nulls first
    limit 2000`;
}

const at = (seconds: number, timeZone: string): ScheduleTime => {
  const instant = new Date(seconds * 1000);
  return { utc: instant.toISOString(), ...localTime(instant, timeZone), timeZone };
};

/** Keeps, of options sharing a first or a second leg, the one that arrives first and then leaves last. */
function prune(rows: Row[]): Row[] {
  const bestFirst = new Map<string, Row>();
  const bestSecond = new Map<string, Row>();
  for (const r of rows) {
    if (!r.t2) continue;
    const a = bestFirst.get(`${r.t1}|${r.o_loc}|${r.h_loc}`);
    if (!a || r.d_arr < a.d_arr) bestFirst.set(`${r.t1}|${r.o_loc}|${r.h_loc}`, r);
    const b = bestSecond.get(`${r.t2}|${r.d_loc}`);
    if (!b || r.o_dep > b.o_dep) bestSecond.set(`${r.t2}|${r.d_loc}`, r);
  }
  return rows.filter((r) => !r.t2 || (bestFirst.get(`${r.t1}|${r.o_loc}|${r.h_loc}`) === r && bestSecond.get(`${r.t2}|${r.d_loc}`) === r));
}

export async function searchSchedules(ex: Executor, places: PlaceIndex, input: SearchInput, today: string): Promise<ScheduleSearchResult> {
  const { mode } = input;
  const origin = input.origin.toUpperCase();
  const destination = input.destination.toUpperCase();
  const issues = [
    ...(!places.knows(mode, origin) ? [{ path: 'origin', message: `Unknown ${mode === 'AIR' ? 'airport' : 'port'} or city ${origin}` }] : []),
    ...(!places.knows(mode, destination) ? [{ path: 'destination', message: `Unknown ${mode === 'AIR' ? 'airport' : 'port'} or city ${destination}` }] : []),
  ];
  const from = input.from ?? today;
  const to = input.to ?? addDays(from, 6);
  if (to < from) issues.push({ path: 'to', message: 'The last day is before the first' });
  if (to > addDays(from, SEARCH_LIMITS.rangeDays - 1)) issues.push({ path: 'to', message: `At most ${SEARCH_LIMITS.rangeDays} days` });
  if (issues.length > 0) throw errors.validation(issues);
  // Codes as given, plus the port an alias code names (CNSGH → CNSHA).
  const codes = (code: string) => [...new Set([code, places.place(mode, code)?.code ?? code])];

  // Local days at the origin: a UTC window wide enough for every zone, then the exact local date.
  const fromUtc = new Date(Date.parse(`${from}T00:00:00Z`) - 14 * 3_600_000);
  const toUtc = new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) + 14 * 3_600_000);
  const rows = await selectRows<Row>(ex, searchStatement(mode, codes(origin), codes(destination), fromUtc, toUtc, input.directOnly ?? false, input.carriers), { prepared: true });
  const inRange = rows.filter((r) => {
    const day = at(r.o_dep, r.o_tz).local.slice(0, 10);
    return day >= from && day <= to;
  });
  const chosen = prune(inRange).slice(0, SEARCH_LIMITS.options);

  const tripIds = [...new Set(chosen.flatMap((r) => (r.t2 ? [r.t1, r.t2] : [r.t1])))];
  const trips = tripIds.length === 0 ? [] : await selectRows<TripRow>(ex, sql`
    select id::text, carrier, transport_ref, service_code, service_name, vessel_name, vessel_imo, aircraft, freighter, days_of_week, cutoff_minutes
    from schedule_trips where id in (${sql.join(tripIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  const tripById = new Map(trips.map((t) => [t.id, t]));
  const leg = (id: string, fromLoc: string, departure: ScheduleTime, toLoc: string, arrival: ScheduleTime): ScheduleLeg => {
    const t = tripById.get(id)!;
    return {
      tripId: id, carrier: t.carrier, transportRef: t.transport_ref, serviceCode: t.service_code, serviceName: t.service_name,
      vesselName: t.vessel_name, vesselImo: t.vessel_imo, aircraft: t.aircraft, freighter: t.freighter, daysOfWeek: t.days_of_week,
      from: fromLoc, to: toLoc, departure, arrival,
    };
  };

  const options = chosen.map((r): ScheduleOption => {
    const departure = at(r.o_dep, r.o_tz);
    const arrival = at(r.d_arr, r.d_tz);
    const legs = r.t2
      ? [leg(r.t1, r.o_loc, departure, r.h_loc, at(r.h_arr, r.h_tz)), leg(r.t2, r.h_loc, at(r.n_dep!, r.h_tz), r.d_loc, arrival)]
      : [leg(r.t1, r.o_loc, departure, r.d_loc, arrival)];
    const first = tripById.get(r.t1)!;
    const cutoffAt = mode === 'AIR'
      ? r.o_dep - (first.cutoff_minutes ?? 0) * 60
      : r.o_cutoffs?.FCO ? Date.parse(r.o_cutoffs.FCO) / 1000 : null;
    return {
      id: r.t2 ? `${r.t1}.${r.o_loc}.${r.t2}.${r.d_loc}` : `${r.t1}.${r.o_loc}.${r.d_loc}`,
      mode, legs, stops: legs.length - 1,
      connections: r.t2 ? [{ at: r.h_loc, minutes: Math.round((r.n_dep! - r.h_arr) / 60) }] : [],
      transitMinutes: Math.round((r.d_arr - r.o_dep) / 60),
      cutoff: cutoffAt === null ? null : at(cutoffAt, r.o_tz),
      cutoffs: mode === 'SEA' ? r.o_cutoffs : null,
    };
  });
  return { mode, origin, destination, from, to, options };
}
