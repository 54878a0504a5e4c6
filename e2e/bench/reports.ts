/**
 * pnpm bench:reports — every booking report call on 10,000 and 1,000,000 bookings in PostgreSQL.
 *
 * Creates its own database (fd_bench_reports, dropped at the end), starts the API on it (the first
 * start migrates and seeds the demo world with its bookings made through the services), fills it
 * with the same set-based SQL as bench:bookings (bench/bookings/fill.ts: copies of the demo
 * bookings, dates over the last 24 months; the rollup triggers run for every statement), ANALYZEs,
 * then for each size, each caller (ops: every organization; anna: her organization) and each call
 * measures p50 and p99 of 200 sequential requests (booking dates; the narrowest rollup that has the call's dimensions) after 20 warm-up requests, months cut in
 * Europe/Berlin (so the quarter-hour edges are read). Goal (docs/adr/016): p99 ≤ 100 ms on 1 M.
 * Prints the table with the growth 1 M / 10 k of each p99. Without PostgreSQL it says why and
 * exits 0. BENCH_KEEP keeps the database, BENCH_REUSE starts from it; BENCH_SIZES changes the sizes.
 */
import { loadavg } from 'node:os';
import { DEMO_PASSWORD } from '../support/accounts';
import { signIn, startApi } from './bookings/api-process';
import { fillBookings } from './bookings/fill';
import { ADMIN_URL, databaseUrl, once, pg, unreachablePostgres } from './bookings/pg';

const DB = process.env.BENCH_DB_NAME ?? 'fd_bench_reports';
const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const GOAL_P99_MS = 100;
const port = Number(process.env.BENCH_PORT ?? 18432);
const CALLS = [
  'count', 'summary', 'status', 'transportation-type', 'location', 'monthly-shipment', 'monthly-volume', 'monthly-co2e',
  'monthly-co2e-intensity', 'monthly-summary', 'week',
];
const ROLLUP_TABLES = ['booking_rollups', 'booking_org_rollups', 'booking_status_rollups', 'booking_place_rollups'];
const CALLERS = [{ name: 'ops', email: 'ops@freightdeck.test' }, { name: 'anna', email: 'anna@acme-pharma.test' }];

interface Row { size: number; caller: string; call: string; p50: number; p99: number; bookings: number }

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeCall(base: string, headers: Record<string, string>, path: string): Promise<{ p50: number; p99: number; body: unknown }> {
  const get = async () => {
    const response = await fetch(`${base}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  for (let i = 0; i < WARM_UP; i += 1) await get();
  const times: number[] = [];
  let body: unknown;
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    body = await get();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), body };
}

function table(rows: Row[]): string {
  const big = Math.max(...SIZES);
  const small = Math.min(...SIZES);
  const head = ['size', 'caller', 'call', 'bookings counted', 'p50 ms', 'p99 ms', `${big / 1000}k/${small / 1000}k p99`, 'goal'];
  const cells = rows.map((r) => {
    const base = rows.find((x) => x.size === small && x.caller === r.caller && x.call === r.call);
    const growth = r.size === big && big !== small && base ? (r.p99 / base.p99).toFixed(2) : '';
    const goal = r.size === big ? (r.p99 <= GOAL_P99_MS ? 'met' : 'NOT met') : '';
    return [r.size.toLocaleString('en'), r.caller, r.call, r.bookings.toLocaleString('en'), r.p50.toFixed(1), r.p99.toFixed(1), growth, goal];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i <= 2 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

async function main() {
  const missing = await unreachablePostgres();
  if (missing) {
    console.log(`bench:reports needs PostgreSQL at ${ADMIN_URL} (${missing}); nothing measured.`);
    return;
  }
  const url = databaseUrl(DB);
  // BENCH_REUSE: start from a database an earlier run kept (BENCH_KEEP), seeded and partly filled.
  if (!process.env.BENCH_REUSE) {
    await once(ADMIN_URL, `drop database if exists ${DB} with (force)`);
    await once(ADMIN_URL, `create database ${DB}`);
    const seeding = await startApi(port, url, { SEED_DEMO: 'true' }, 1_800_000);
    await seeding.stop();
  }
  const api = await startApi(port, url, { SEED_DEMO: 'false' }, 600_000);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const rows: Row[] = [];
  try {
    for (const size of [...SIZES].sort((a, b) => a - b)) {
      const started = performance.now();
      await fillBookings(admin, size, (line) => console.log(line));
      await admin.query('vacuum analyze bookings');
      const counts: { t: string; n: number }[] = [];
      for (const t of ROLLUP_TABLES) {
        await admin.query(`vacuum analyze ${t}`);
        counts.push({ t, n: (await admin.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]!.n });
      }
      console.log(`\n${size.toLocaleString('en')} bookings; rollup rows: ${counts.map((c) => `${c.t} ${c.n.toLocaleString('en')}`).join(', ')} (filled and analyzed in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
      for (const caller of CALLERS) {
        const headers = { ...(await signIn(api.url, caller.email, DEMO_PASSWORD)), 'x-timezone': 'Europe/Berlin' };
        for (const call of CALLS) {
          const { p50, p99, body } = await timeCall(api.url, headers, `/v1/bookings/reports/${call}`);
          const counted = (body as { bookings?: number; totals?: { bookings: number } }).bookings ?? (body as { totals?: { bookings: number } }).totals?.bookings ?? NaN;
          rows.push({ size, caller: caller.name, call, p50, p99, bookings: Number.isFinite(counted) ? counted : 0 });
          console.log(`  ${caller.name} ${call}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (load average ${loadavg()[0]!.toFixed(1)})`);
        }
      }
    }
    console.log(`\nBooking reports, ${REQUESTS} sequential requests per call after ${WARM_UP} warm-up, months cut in Europe/Berlin (ms)\n`);
    console.log(table(rows));
  } finally {
    await admin.end();
    await api.stop();
    if (!process.env.BENCH_KEEP) await once(ADMIN_URL, `drop database if exists ${DB} with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
