/**
 * pnpm bench:bookings — `GET /v1/bookings` on 10,000 and 1,000,000 bookings in PostgreSQL.
 *
 * Creates its own database (fd_bench, dropped at the end), starts the API on it (the first
 * start migrates, loads the reference data and seeds the demo world with its 2,000 bookings
 * made through the services), fills it with set-based SQL (bench/bookings/fill.ts), ANALYZEs,
 * then for each size and each list call: p50/p99 at a fixed 500 requests/s (open loop, 10 s
 * after a warm-up, keep-alive), the same for the raw `pg` driver running exactly the SQL the API
 * ran for that request (read off the wire by a capturing proxy), and the throughput of both in a
 * closed loop. Goals: p99 ≤ 25 ms at 500 req/s on 1 M, API/raw throughput ≥ 0.5, 1 M p99 ≤
 * 1.5 × 10 k p99. Without PostgreSQL it says why and exits 0. Loopback only.
 */
import { cpus, loadavg } from 'node:os';
import { DEMO_PASSWORD } from '../support/accounts';
import { startApi, signIn } from './bookings/api-process';
import { startSqlCapture, type CapturedStatement } from './bookings/capture';
import { fillBookings } from './bookings/fill';
import { closedLoop, httpGetter, openLoop } from './bookings/load';
import { ADMIN_URL, BENCH_DB, databaseUrl, once, pg, type PgClient } from './bookings/pg';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = 16;
const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const port = Number(process.env.BENCH_PORT ?? 18320);
const GOAL = { p99Ms: 25, ratio: 0.5, growth: 1.5 };

interface Scenario { name: string; user: string; path: string }
const FIXED_SCENARIOS: Scenario[] = [
  { name: 'carl: status=IN_TRANSIT', user: 'carl@acme-pharma.test', path: '/v1/bookings?status=IN_TRANSIT&sort=-createdAt&pageSize=50' },
  { name: 'carl: mode=SEA', user: 'carl@acme-pharma.test', path: '/v1/bookings?mode=SEA&sort=-createdAt&pageSize=50' },
  // A word in one booking of twenty (a consignee's name): the heavy end of free-text search.
  { name: 'ops: q=tsukiji', user: 'ops@freightdeck.test', path: '/v1/bookings?q=tsukiji&sort=-createdAt&pageSize=50' },
];

/** The daily search: one air waybill, looked up by operations (picked from the table, as typed: digits only). */
async function awbScenario(client: PgClient): Promise<Scenario> {
  const { rows } = await client.query<{ awb: string }>(`select carrier_reference as awb from bookings where mode = 'AIR' and carrier_reference is not null order by ref limit 1 offset 100`);
  const awb = rows[0]!.awb.replace('-', '');
  return { name: 'ops: q=<air waybill>', user: 'ops@freightdeck.test', path: `/v1/bookings?q=${awb}&sort=-createdAt&pageSize=50` };
}

interface Row { size: number; scenario: string; p50: number; p99: number; rawP50: number; rawP99: number; api: number; raw: number; failed: number }

const ms = (n: number) => n.toFixed(1);
const log = (line: string) => console.log(line);

async function probe(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return (error as { code?: string; message?: string }).code ?? (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function captureSql(base: string, headers: Record<string, string>, path: string, capture: Awaited<ReturnType<typeof startSqlCapture>>): Promise<CapturedStatement[]> {
  const http = httpGetter(base, headers, 1);
  await http.get(path); // warm: a first request may prepare what later ones reuse
  capture.statements = [];
  capture.recording = true;
  await http.get(path);
  capture.recording = false;
  http.close();
  return capture.statements;
}

async function measure(size: number, scenario: Scenario, base: string, headers: Record<string, string>, sql: CapturedStatement[], pool: InstanceType<typeof pg.Pool>): Promise<Row> {
  const http = httpGetter(base, headers, 64);
  const apiOp = async () => { await http.get(scenario.path); };
  const rawOp = async () => {
    const client = await pool.connect();
    try {
      // Named statements as the API named them: prepared once per connection, then only bound.
      for (const s of sql) await client.query(s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values });
    } finally {
      client.release();
    }
  };
  await closedLoop(apiOp, CONCURRENCY, 2);
  const api = await openLoop(apiOp, RATE, SECONDS);
  const apiMax = await closedLoop(apiOp, CONCURRENCY, 4);
  await closedLoop(rawOp, CONCURRENCY, 1);
  const raw = await openLoop(rawOp, RATE, SECONDS);
  const rawMax = await closedLoop(rawOp, CONCURRENCY, 4);
  http.close();
  const row = { size, scenario: scenario.name, p50: api.p50, p99: api.p99, rawP50: raw.p50, rawP99: raw.p99, api: apiMax.perSecond, raw: rawMax.perSecond, failed: api.failed + apiMax.failed + raw.failed + rawMax.failed };
  log(`  ${scenario.name}: API p50 ${ms(row.p50)} ms p99 ${ms(row.p99)} ms (sent at ${api.achievedRate.toFixed(0)}/s) · raw p50 ${ms(row.rawP50)} p99 ${ms(row.rawP99)} · max ${row.api.toFixed(0)}/s vs raw ${row.raw.toFixed(0)}/s · load average ${loadavg()[0]!.toFixed(1)}`);
  return row;
}

async function explain(client: PgClient, sql: CapturedStatement[]) {
  const page = sql.find((s) => /from "bookings"/i.test(s.text) && /limit/i.test(s.text) && /order by/i.test(s.text));
  if (!page) return;
  log(`\n${page.text}\nparams: ${JSON.stringify(page.values)}${page.name ? ` (prepared as ${page.name})` : ''}`);
  const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${page.text}`, page.values);
  for (const line of plan.rows) log(`  ${line['QUERY PLAN']}`);
}

function table(rows: Row[]) {
  const header = ['size', 'call', 'p50 ms', 'p99 ms', 'raw p50', 'raw p99', 'API req/s', 'raw req/s', 'API/raw', '1M/10k p99'];
  const cells = rows.map((r) => {
    const small = rows.find((x) => x.scenario === r.scenario && x.size === Math.min(...SIZES));
    const growth = r.size === Math.max(...SIZES) && small && small !== r ? (r.p99 / small.p99).toFixed(2) : '';
    return [r.size.toLocaleString('en'), r.scenario, ms(r.p50), ms(r.p99), ms(r.rawP50), ms(r.rawP99), r.api.toFixed(0), r.raw.toFixed(0), (r.api / r.raw).toFixed(2), growth];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i === 1 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  log(`\n${line(header)}`);
  for (const c of cells) log(line(c));
}

async function main() {
  const unreachable = await probe();
  if (unreachable) {
    console.log(`bench:bookings skipped: no PostgreSQL at ${ADMIN_URL} (${unreachable}); set BENCH_DATABASE_URL to run it`);
    return;
  }
  const benchUrl = databaseUrl(BENCH_DB);
  await once(ADMIN_URL, `drop database if exists ${BENCH_DB} with (force)`);
  await once(ADMIN_URL, `create database ${BENCH_DB}`);
  let started = performance.now();
  const api = await startApi(port, benchUrl, { SEED_DEMO: 'true' }, 900_000);
  log(`API ready on ${BENCH_DB} with the demo world and its bookings in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const capture = await startSqlCapture({ host: new URL(ADMIN_URL).hostname, port: Number(new URL(ADMIN_URL).port || 5432) });
  const admin = new pg.Client({ connectionString: benchUrl });
  await admin.connect();
  const pool = new pg.Pool({ connectionString: benchUrl, max: 10 });
  const rows: Row[] = [];
  let failedGoal = false;
  try {
    for (const size of SIZES) {
      started = performance.now();
      await fillBookings(admin, size, log);
      // As after any bulk load: otherwise autovacuum's insert-triggered vacuum of a million new rows runs during the measurements.
      await admin.query('vacuum analyze bookings');
      // The fill dirtied gigabytes of pages: flush them now, not in a checkpoint during the measurements.
      await admin.query('checkpoint');
      await admin.query('analyze booking_status_counts');
      log(`\n${size.toLocaleString('en')} bookings (filled and analyzed in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
      // A second API on the capturing proxy, only to read the SQL of each call.
      const spy = await startApi(port + 1, databaseUrl(BENCH_DB, `postgres://postgres@127.0.0.1:${capture.port}`), { SEED_DEMO: 'false' }, 120_000);
      const SCENARIOS = [...FIXED_SCENARIOS, await awbScenario(admin)];
      const headers = new Map<string, Record<string, string>>();
      for (const s of SCENARIOS) if (!headers.has(s.user)) headers.set(s.user, await signIn(api.url, s.user, DEMO_PASSWORD));
      const statements = new Map<string, CapturedStatement[]>();
      for (const s of SCENARIOS) statements.set(s.name, await captureSql(spy.url, headers.get(s.user)!, s.path, capture));
      await spy.stop();
      for (const s of SCENARIOS) {
        const sql = statements.get(s.name)!;
        if (size === SIZES[0]) log(`  ${s.name}: the API ran ${sql.length} statements: ${sql.map((x) => x.text.slice(0, 60).replace(/\s+/g, ' ')).join(' | ')}`);
        const row = await measure(size, s, api.url, headers.get(s.user)!, sql, pool);
        rows.push(row);
        const big = size === Math.max(...SIZES);
        const small = rows.find((x) => x.scenario === s.name && x.size === Math.min(...SIZES));
        const fails = row.failed > 0 || (big && (row.p99 > GOAL.p99Ms || (small && small !== row && row.p99 > GOAL.growth * small.p99))) || row.api / row.raw < GOAL.ratio;
        if (fails || process.env.BENCH_EXPLAIN) await explain(admin, sql);
        failedGoal ||= !!fails;
      }
    }
    table(rows);
    // Both the load and the servers share this machine's cores: a busy machine shows in every figure.
    log(`\nload average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
    log(`\ngoals: p99 ≤ ${GOAL.p99Ms} ms at ${RATE} req/s on ${Math.max(...SIZES).toLocaleString('en')}, API/raw ≥ ${GOAL.ratio}, 1M/10k p99 ≤ ${GOAL.growth} → ${failedGoal ? 'NOT all met' : 'all met'}`);
    if (failedGoal) process.exitCode = 1;
  } finally {
    await pool.end();
    await admin.end();
    await capture.close();
    await api.stop();
    if (!process.env.BENCH_KEEP) await once(ADMIN_URL, `drop database if exists ${BENCH_DB} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
