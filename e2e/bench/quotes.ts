/**
 * pnpm bench:quotes — instant pricing of a quotation request (`POST /v1/quotations/price`: rate
 * cards of the lane × schedule options, engine, CO2e) with 10,000 rate cards in PostgreSQL, in
 * the shape of bench:schedules (docs/adr/019-quotations-and-rate-cards.md#instant-pricing).
 *
 * Creates its own database (fd_bench_quotes, dropped at the end), starts the API on it (the first
 * start migrates, loads the reference data, seeds the demo world, its timetables, the demo rate
 * cards and quotations, and says how long that took), adds rate cards up to 10,000 on lanes
 * between the reference data's airports and ports (a few dozen more on the measured lanes, most
 * of them outside their validity), then for each request:
 * - p50/p99 at a fixed 100 requests/s (open loop, the median of three runs of 10 s after a warm-up);
 * - the same for the raw `pg` driver running exactly the SQL the API ran for that request;
 * - the throughput of both in a closed loop (bench/bookings/api-vs-raw.ts).
 * Goal: p99 ≤ 50 ms at 100 req/s. Without PostgreSQL it says why and exits 0.
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
const CARDS = 10_000;
const port = Number(process.env.BENCH_PORT ?? 18420);
const DB = 'fd_bench_quotes';
const GOAL = { p99Ms: 50 };
const PATH = '/v1/quotations/price';

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const SCENARIOS = [
  {
    name: 'air SIN → FRA, pharmaceutical, 4 pallets',
    body: {
      mode: 'AIR', origin: 'SIN', destination: 'FRA', cargoReadyDate: addDays(3), declaredValue: { amount: 250_000, currency: 'EUR' },
      cargo: { type: 'PHARMACEUTICAL', commodity: 'Vaccines', temperature: { minC: 2, maxC: 8 }, handlingCodes: ['COL', 'PIL'], pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90 }] },
    },
  },
  {
    name: 'sea CNSHA → NLRTM, FCL 2 × 40\' HC',
    body: {
      mode: 'SEA', seaLoad: 'FCL', origin: 'CNSHA', destination: 'NLRTM', cargoReadyDate: addDays(5),
      cargo: { type: 'GENERAL', commodity: 'Machine parts', containers: [{ type: '45G1', count: 2, cargoWeightKg: 14_500 }] },
    },
  },
];

interface Row { scenario: string; options: number; p50: number; p99: number; rawP50: number; rawP99: number; api: number; raw: number; failed: number }
const ms = (n: number) => n.toFixed(1);
const log = (line: string) => console.log(line);
const floor2 = (n: number) => (Math.floor(n * 100) / 100).toFixed(2);

function table(rows: Row[]) {
  const header = ['request', 'options', 'p50 ms', 'p99 ms', 'raw p50', 'raw p99', 'p99 API/raw', 'API req/s', 'raw req/s', 'API/raw', 'goal'];
  const cells = rows.map((r) => [r.scenario, String(r.options), ms(r.p50), ms(r.p99), ms(r.rawP50), ms(r.rawP99), floor2(r.p99 / r.rawP99), r.api.toFixed(0), r.raw.toFixed(0), floor2(r.api / r.raw), r.failed === 0 && r.p99 <= GOAL.p99Ms ? 'met' : 'NOT met']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  log(`\n${line(header)}`);
  for (const c of cells) log(line(c));
}

/** A seeded generator (mulberry32): the same 10,000 cards on every run. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { int, pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)]! };
}

/** Rate cards up to CARDS: copies of the seeded cards' tariffs on lanes between known places, and older and future periods of the measured lanes. */
async function fillRateCards(client: InstanceType<typeof pg.Client>): Promise<number> {
  const random = createRandom(2026);
  const templates = (await client.query<{ mode: 'AIR' | 'SEA'; tariff: unknown; carrier: string; origin_key: string; destination_key: string; currency: string }>('select mode, tariff, carrier, origin_key, destination_key, currency from rate_cards')).rows;
  const airports = (await client.query<{ code: string }>("select code from reference_records where set = 'airports' order by code limit 600")).rows.map((r) => r.code);
  const ports = (await client.query<{ code: string }>("select code from reference_records where set = 'seaports' order by code limit 400")).rows.map((r) => r.code);
  const [{ n: existing }] = (await client.query<{ n: number }>('select count(*)::int as n from rate_cards')).rows as [{ n: number }];
  const rows: unknown[][] = [];
  let i = 0;
  // The measured lanes' other periods: last year's and next year's tariffs of their carriers (not valid today).
  for (const t of templates) {
    for (const [from, to] of [[-400, -200], [-199, -20], [200, 380]] as const) {
      rows.push([`BENCH-${i++}`, t.carrier, t.mode, t.origin_key, t.destination_key, addDays(from), addDays(to), t.currency, t.tariff]);
    }
  }
  while (existing + rows.length < CARDS) {
    const t = random.pick(templates);
    const places = t.mode === 'AIR' ? airports : ports;
    const kind = t.mode === 'AIR' ? 'AIRPORT' : 'PORT';
    const o = random.pick(places);
    let d = random.pick(places);
    while (d === o) d = random.pick(places);
    const start = random.int(-300, 60);
    rows.push([`BENCH-${i++}`, t.carrier, t.mode, `${kind}:${o}`, `${kind}:${d}`, addDays(start), addDays(start + random.int(60, 365)), t.currency, t.tariff]);
  }
  for (let at = 0; at < rows.length; at += 500) {
    const batch = rows.slice(at, at + 500);
    const values = batch.map((_, j) => `(${Array.from({ length: 9 }, (__, k) => `$${j * 9 + k + 1}`).join(', ')})`).join(', ');
    await client.query(`insert into rate_cards (reference, carrier, mode, origin_key, destination_key, valid_from, valid_to, currency, tariff) values ${values}`, batch.flat());
  }
  await client.query('vacuum analyze rate_cards');
  return (await client.query<{ n: number }>('select count(*)::int as n from rate_cards')).rows[0]!.n;
}

async function main() {
  const unreachable = await unreachablePostgres();
  if (unreachable) {
    console.log(`bench:quotes skipped: no PostgreSQL at ${ADMIN_URL} (${unreachable}); set BENCH_DATABASE_URL to run it`);
    return;
  }
  const benchUrl = databaseUrl(DB);
  await once(ADMIN_URL, `drop database if exists ${DB} with (force)`);
  await once(ADMIN_URL, `create database ${DB}`);
  const started = performance.now();
  const seeding = await startApi(port, benchUrl, { SEED_DEMO: 'true', SEED_DEMO_BOOKINGS: '0' }, 900_000);
  await seeding.stop();
  log(`first start (migrations, reference data, demo world, timetables, rate cards, quotations) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const admin = new pg.Client({ connectionString: benchUrl });
  await admin.connect();
  const seededQuotes = (await admin.query<{ n: number }>('select count(*)::int as n from quotations')).rows[0]!.n;
  const cards = await fillRateCards(admin);
  log(`${cards} rate cards, ${seededQuotes} demo quotations`);
  const api = await startApi(port, benchUrl, { SEED_DEMO: 'false' }, 120_000);
  const capture = await startSqlCapture({ host: new URL(ADMIN_URL).hostname, port: Number(new URL(ADMIN_URL).port || 5432) });
  const rows: Row[] = [];
  try {
    const spy = await startApi(port + 1, databaseUrl(DB, `postgres://postgres@127.0.0.1:${capture.port}`), { SEED_DEMO: 'false' }, 120_000);
    const headers = await signIn(api.url, 'carl@acme-pharma.test', DEMO_PASSWORD);
    const spyHeaders = await signIn(spy.url, 'carl@acme-pharma.test', DEMO_PASSWORD);
    const captured = new Map<string, { sql: CapturedStatement[]; options: number }>();
    for (const s of SCENARIOS) {
      const http = httpGetter(spy.url, spyHeaders, 1);
      const body = JSON.stringify(s.body);
      await http.get(PATH, body);
      capture.statements = [];
      capture.recording = true;
      const answer = (await http.get(PATH, body)) as { options: unknown[] };
      capture.recording = false;
      http.close();
      captured.set(s.name, { sql: capture.statements, options: answer.options.length });
      log(`  ${s.name}: the API ran ${capture.statements.length} statements: ${capture.statements.map((x) => x.text.slice(0, 60).replace(/\s+/g, ' ')).join(' | ')}`);
    }
    await spy.stop();
    const plan = await admin.query<{ 'QUERY PLAN': string }>(`explain select * from rate_cards where mode = 'AIR' and origin_key = any($1) and destination_key = any($2) and valid_from <= $3 and valid_to >= $3`, [['AIRPORT:SIN', 'CITY:SGSIN', 'COUNTRY:SG'], ['AIRPORT:FRA', 'CITY:DEFRA', 'COUNTRY:DE'], addDays(3)]);
    log(`  the lane lookup's plan: ${plan.rows.map((r) => r['QUERY PLAN'].trim()).join(' / ')}`);
    for (const s of SCENARIOS) {
      const { sql, options } = captured.get(s.name)!;
      const { api: a, raw, apiMax, rawMax, failed } = await compareApiWithRaw({
        base: api.url, headers, path: PATH, body: s.body, sql, databaseUrl: benchUrl, rate: RATE, seconds: SECONDS, runs: RUNS, concurrency: CONCURRENCY,
      });
      const row = { scenario: s.name, options, p50: a.p50, p99: a.p99, rawP50: raw.p50, rawP99: raw.p99, api: apiMax.perSecond, raw: rawMax.perSecond, failed };
      log(`  ${s.name} (${options} options): API p50 ${ms(row.p50)} ms p99 ${ms(row.p99)} ms (runs' p99 ${a.p99s.map(ms).join(', ')}) · raw p50 ${ms(row.rawP50)} p99 ${ms(row.rawP99)} · max ${row.api.toFixed(0)}/s vs raw ${row.raw.toFixed(0)}/s · load average ${loadavg()[0]!.toFixed(1)}`);
      rows.push(row);
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
