/**
 * pnpm bench:schedules — `GET /v1/schedules/search` (direct and one-stop) over the whole seeded
 * timetable network in PostgreSQL, in the shape of bench:bookings (docs/adr/014-schedules.md#search).
 *
 * Creates its own database (fd_bench_schedules, dropped at the end), starts the API on it (the
 * first start migrates, loads the reference data and seeds the demo world with its timetables
 * through the schedules import), starts a fresh API without seeding, then for each search:
 * - p50/p99 at a fixed 100 requests/s (open loop, the median of three runs of 10 s after a
 *   warm-up, keep-alive);
 * - the same for the raw `pg` driver running exactly the SQL the API ran for that request (read
 *   off the wire by a capturing proxy);
 * - the throughput of both in a closed loop (three alternating rounds of 3 s, each path's median).
 * Goal: p99 ≤ 50 ms at 100 req/s. Without PostgreSQL it says why and exits 0. Loopback only.
 * BENCH_RATE, BENCH_SECONDS, BENCH_RUNS, BENCH_PORT and BENCH_KEEP as in bench:bookings.
 */
import { cpus, loadavg } from 'node:os';
import { DEMO_PASSWORD } from '../support/accounts';
import { startApi, signIn } from './bookings/api-process';
import { startSqlCapture, type CapturedStatement } from './bookings/capture';
import { compareApiWithRaw } from './bookings/api-vs-raw';
import { httpGetter } from './bookings/load';
import { ADMIN_URL, databaseUrl, once, pg, unreachablePostgres } from './bookings/pg';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONCURRENCY = 8;
const port = Number(process.env.BENCH_PORT ?? 18415);
const DB = 'fd_bench_schedules';
const GOAL = { p99Ms: 50 };

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const week = (from: number, days: number) => `from=${addDays(from)}&to=${addDays(from + days - 1)}`;

/** The searches: a busy air lane with hubs on every side, a city code, and the ocean's main lane over two weeks. */
const SCENARIOS = [
  { name: 'air SIN → FRA, 7 days, one-stop', path: `/v1/schedules/search?mode=AIR&origin=SIN&destination=FRA&${week(7, 7)}` },
  { name: 'air HKG → USCHI (city), 7 days, one-stop', path: `/v1/schedules/search?mode=AIR&origin=HKG&destination=USCHI&${week(7, 7)}` },
  { name: 'sea CNSHA → NLRTM, 14 days, one-stop', path: `/v1/schedules/search?mode=SEA&origin=CNSHA&destination=NLRTM&${week(7, 14)}` },
];

interface Row { scenario: string; options: number; p50: number; p99: number; rawP50: number; rawP99: number; api: number; raw: number; failed: number }

const ms = (n: number) => n.toFixed(1);
const log = (line: string) => console.log(line);

/** Measures one search on both paths (bench/bookings/api-vs-raw.ts). */
async function measure(name: string, base: string, headers: Record<string, string>, path: string, sql: CapturedStatement[], options: number, benchUrl: string): Promise<Row> {
  const { api, raw, apiMax, rawMax, failed } = await compareApiWithRaw({
    base, headers, path, sql, databaseUrl: benchUrl, rate: RATE, seconds: SECONDS, runs: RUNS, concurrency: CONCURRENCY,
  });
  const row = { scenario: name, options, p50: api.p50, p99: api.p99, rawP50: raw.p50, rawP99: raw.p99, api: apiMax.perSecond, raw: rawMax.perSecond, failed };
  log(`  ${name} (${options} options): API p50 ${ms(row.p50)} ms p99 ${ms(row.p99)} ms (runs' p99 ${api.p99s.map(ms).join(', ')}) · raw p50 ${ms(row.rawP50)} p99 ${ms(row.rawP99)} (${raw.p99s.map(ms).join(', ')}) · max ${row.api.toFixed(0)}/s vs raw ${row.raw.toFixed(0)}/s · load average ${loadavg()[0]!.toFixed(1)}`);
  return row;
}

const floor2 = (n: number) => (Math.floor(n * 100) / 100).toFixed(2);

function table(rows: Row[]) {
  const header = ['search', 'options', 'p50 ms', 'p99 ms', 'raw p50', 'raw p99', 'p99 API/raw', 'API req/s', 'raw req/s', 'API/raw', 'goal'];
  const cells = rows.map((r) => [r.scenario, String(r.options), ms(r.p50), ms(r.p99), ms(r.rawP50), ms(r.rawP99), floor2(r.p99 / r.rawP99), r.api.toFixed(0), r.raw.toFixed(0), floor2(r.api / r.raw), r.failed === 0 && r.p99 <= GOAL.p99Ms ? 'met' : 'NOT met']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  log(`\n${line(header)}`);
  for (const c of cells) log(line(c));
}

async function main() {
  const unreachable = await unreachablePostgres();
  if (unreachable) {
    console.log(`bench:schedules skipped: no PostgreSQL at ${ADMIN_URL} (${unreachable}); set BENCH_DATABASE_URL to run it`);
    return;
  }
  const benchUrl = databaseUrl(DB);
  await once(ADMIN_URL, `drop database if exists ${DB} with (force)`);
  await once(ADMIN_URL, `create database ${DB}`);
  const started = performance.now();
  const seeding = await startApi(port, benchUrl, { SEED_DEMO: 'true', SEED_DEMO_BOOKINGS: '0' }, 600_000);
  await seeding.stop();
  const api = await startApi(port, benchUrl, { SEED_DEMO: 'false' }, 120_000);
  const admin = new pg.Client({ connectionString: benchUrl });
  await admin.connect();
  await admin.query('vacuum analyze schedule_trips, schedule_calls');
  const counts = await admin.query<{ trips: string; calls: string }>('select (select count(*) from schedule_trips) as trips, (select count(*) from schedule_calls) as calls');
  log(`API ready on ${DB} with the demo world and its timetables (${counts.rows[0]!.trips} trips, ${counts.rows[0]!.calls} calls) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const capture = await startSqlCapture({ host: new URL(ADMIN_URL).hostname, port: Number(new URL(ADMIN_URL).port || 5432) });
  const rows: Row[] = [];
  try {
    const spy = await startApi(port + 1, databaseUrl(DB, `postgres://postgres@127.0.0.1:${capture.port}`), { SEED_DEMO: 'false' }, 120_000);
    const headers = await signIn(api.url, 'carl@acme-pharma.test', DEMO_PASSWORD);
    const spyHeaders = await signIn(spy.url, 'carl@acme-pharma.test', DEMO_PASSWORD);
    const captured = new Map<string, { sql: CapturedStatement[]; options: number }>();
    for (const s of SCENARIOS) {
      const http = httpGetter(spy.url, spyHeaders, 1);
      await http.get(s.path);
      capture.statements = [];
      capture.recording = true;
      const answer = (await http.get(s.path)) as { options: unknown[] };
      capture.recording = false;
      http.close();
      captured.set(s.name, { sql: capture.statements, options: answer.options.length });
      log(`  ${s.name}: the API ran ${capture.statements.length} statements: ${capture.statements.map((x) => x.text.slice(0, 50).replace(/\s+/g, ' ')).join(' | ')}`);
    }
    await spy.stop();
    for (const s of SCENARIOS) {
      const { sql, options } = captured.get(s.name)!;
      rows.push(await measure(s.name, api.url, headers, s.path, sql, options, benchUrl));
    }
    table(rows);
    log(`\nload average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
    const failed = rows.some((r) => r.failed > 0 || r.p99 > GOAL.p99Ms);
    log(`goal: p99 ≤ ${GOAL.p99Ms} ms at ${RATE} req/s → ${failed ? 'NOT met' : 'met'}`);
    if (failed) process.exitCode = 1;
  } finally {
    await admin.end();
    await capture.close();
    await api.stop();
    if (!process.env.BENCH_KEEP) await once(ADMIN_URL, `drop database if exists ${DB} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
