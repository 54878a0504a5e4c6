/**
 * pnpm bench:tracking — `POST /v1/tracking/events` on PostgreSQL: ingestion throughput with
 * idempotency, then a kill -9 of the API in the middle of a run and the same batches resent.
 *
 * Creates its own database (fd_bench_tracking, dropped at the end), starts the API on it (the
 * demo world only), makes BOOKINGS confirmed air bookings through the API and one integration,
 * then:
 * - throughput: BATCHES batches of BATCH AIR events (each booking's RCS, MAN, DEP, ARR… so some
 *   events move bookings through the bookings service), CONCURRENCY at a time; events/s and the
 *   p50/p99 of a batch; the baseline, measured in the same run, is the raw `pg` driver inserting
 *   the same rows with the same ON CONFLICT DO NOTHING into a scratch table of the same shape
 *   (what the ingestion's one write costs without HTTP, checks, booking lookup and status moves);
 * - crash: new batches are sent and the API is killed (SIGKILL, its process group) once half are
 *   acknowledged; it is started again and every batch of the run is resent. Reported: events
 *   acknowledged before the kill, stored, lost (acknowledged but not stored; goal 0) and
 *   duplicated (stored more than once; goal 0).
 * Goal (docs/adr/015): ≥ 1,000 events/s. Without PostgreSQL it says why and exits 0.
 */
import { cpus, loadavg } from 'node:os';
import { makeAirWaybill } from '@freightdeck/contracts';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import { DEMO_PASSWORD } from '../support/accounts';
import { signIn, startApi } from './bookings/api-process';
import { ADMIN_URL, databaseUrl, once, pg } from './bookings/pg';

const DB = 'fd_bench_tracking';
const port = Number(process.env.BENCH_PORT ?? 18428);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const GOAL_EPS = 1000;
const CODES = ['BKD', 'RCS', 'FOH', 'PRE', 'MAN', 'DEP', 'CRC', 'CCD'] as const;

const pct = (values: number[], p: number) => { const s = [...values].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0; };
const log = (line: string) => console.log(line);

interface AirEvent { eventId: string; airWaybill: string; statusCode: string; eventDateTime: string; airport: string; flight: string; pieces: number; weightKg: number }

function batchesOf(run: string, awbs: string[], count: number): AirEvent[][] {
  const out: AirEvent[][] = [];
  let n = 0;
  for (let b = 0; b < count; b += 1) {
    const batch: AirEvent[] = [];
    for (let i = 0; i < BATCH; i += 1, n += 1) {
      const awb = awbs[n % awbs.length]!;
      const code = CODES[Math.floor(n / awbs.length) % CODES.length]!;
      batch.push({ eventId: `${run}-${n}`, airWaybill: awb, statusCode: code, eventDateTime: new Date(Date.now() - 86_400_000 + n * 1000).toISOString(), airport: 'SIN', flight: 'LH9771', pieces: 4, weightKg: 360 });
    }
    out.push(batch);
  }
  return out;
}

async function post(url: string, key: string, batch: AirEvent[]): Promise<{ ok: boolean; ms: number; acknowledged: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/v1/tracking/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ events: batch }) });
    const body = (await response.json()) as { accepted?: number; replayed?: number };
    return { ok: response.ok, ms: performance.now() - started, acknowledged: response.ok ? (body.accepted ?? 0) + (body.replayed ?? 0) : 0 };
  } catch {
    return { ok: false, ms: performance.now() - started, acknowledged: 0 };
  }
}

/** Sends the batches CONCURRENCY at a time; `stopAfter` stops taking new batches once that many are acknowledged. */
async function send(url: string, key: string, batches: AirEvent[][], onAck?: (done: number) => void) {
  const latencies: number[] = [];
  let next = 0;
  let acknowledged = 0;
  let failed = 0;
  let done = 0;
  const ackedIds: string[] = [];
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      const r = await post(url, key, batch);
      if (r.ok) { latencies.push(r.ms); acknowledged += r.acknowledged; ackedIds.push(...batch.map((e) => e.eventId)); done += 1; onAck?.(done); } else failed += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { seconds: (performance.now() - started) / 1000, latencies, acknowledged, failed, ackedIds };
}

async function main() {
  const probe = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try { await probe.connect(); await probe.end(); } catch (error) {
    log(`bench:tracking needs PostgreSQL at ${ADMIN_URL} (BENCH_DATABASE_URL): ${(error as Error).message}. Nothing measured.`);
    return;
  }
  await once(ADMIN_URL, `drop database if exists ${DB} with (force)`);
  await once(ADMIN_URL, `create database ${DB}`);
  const url = databaseUrl(DB);
  const env = { SEED_DEMO_BOOKINGS: '0' };
  let api = await startApi(port, url, env, 300_000);
  try {
    const carl = await signIn(api.url, 'carl@acme-pharma.test', DEMO_PASSWORD);
    const ops = await signIn(api.url, 'ops@freightdeck.test', DEMO_PASSWORD);
    const awbs: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const created = await (await fetch(`${api.url}/v1/bookings`, { method: 'POST', headers: { ...carl, 'content-type': 'application/json' }, body: JSON.stringify(sampleAirBooking({ customerReference: `BENCH-${i}` })) })).json() as { id: string };
      const awb = makeAirWaybill('020', 6_000_000 + i);
      const legs = [{ carrier: 'LH', transportId: 'LH9771', from: 'SIN', to: 'FRA', departureAt: new Date(Date.now() - 86_400_000).toISOString(), arrivalAt: new Date(Date.now() + 86_400_000).toISOString() }];
      const confirmed = await fetch(`${api.url}/v1/bookings/${created.id}/confirm`, { method: 'POST', headers: { ...ops, 'content-type': 'application/json' }, body: JSON.stringify({ carrierReference: awb, legs }) });
      if (!confirmed.ok) throw new Error(`confirm: ${await confirmed.text()}`);
      awbs.push(awb);
    }
    const integration = await (await fetch(`${api.url}/v1/integrations`, { method: 'POST', headers: { ...ops, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench carrier', kind: 'CARRIER', carrierCodes: ['LH'] }) })).json() as { id: string; apiKey: string };

    // Warm-up, then the measured run, then the same batches again (all REPLAYED).
    await send(api.url, integration.apiKey, batchesOf('warm', awbs, 4));
    const batches = batchesOf('run', awbs, BATCHES);
    const first = await send(api.url, integration.apiKey, batches);
    const replay = await send(api.url, integration.apiKey, batches);

    // Baseline: the same rows through the raw driver, one multi-row INSERT … ON CONFLICT DO NOTHING per batch.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create table bench_events (like tracking_events including all)');
    const ids = (await client.query<{ id: string; bid: string }>(`select i.id, b.id as bid from integrations i, bookings b where i.name = 'Bench carrier' limit 1`)).rows[0]!;
    const rawLatencies: number[] = [];
    const rawStarted = performance.now();
    for (const batch of batchesOf('raw', awbs, BATCHES)) {
      const values: unknown[] = [];
      const rows = batch.map((e, i) => {
        values.push(ids.id, e.eventId, ids.bid, e.statusCode, e.eventDateTime, JSON.stringify(e));
        const o = i * 6;
        return `($${o + 1}, $${o + 2}, $${o + 3}, 'AIR', 'AIR', $${o + 4}, 'ACT', $${o + 5}, now(), $${o + 6})`;
      });
      const t = performance.now();
      await client.query(`insert into bench_events (integration_id, source_event_id, booking_id, mode, event_type, code, classifier, event_at, event_created_at, payload) values ${rows.join(',')} on conflict do nothing`, values);
      rawLatencies.push(performance.now() - t);
    }
    const rawSeconds = (performance.now() - rawStarted) / 1000;
    await client.end();

    // Crash: kill -9 once half the batches are acknowledged, restart, resend all.
    const crashBatches = batchesOf('crash', awbs, BATCHES);
    let killed = false;
    const crash = await send(api.url, integration.apiKey, crashBatches, (done) => {
      if (!killed && done >= BATCHES / 2) {
        killed = true;
        api.kill();
      }
    });
    await api.exited;
    api = await startApi(port, url, env, 300_000);
    // Lost: acknowledged before the kill, but not in the database after it (before anything is resent).
    const afterKill = new pg.Client({ connectionString: url });
    await afterKill.connect();
    const storedAcked = (await afterKill.query<{ n: number }>('select count(*)::int as n from tracking_events where source_event_id = any($1)', [crash.ackedIds])).rows[0]!.n;
    await afterKill.end();
    const resend = await send(api.url, integration.apiKey, crashBatches);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const stored = (await check.query<{ n: number; d: number }>(`select count(*)::int as n, count(distinct source_event_id)::int as d from tracking_events where source_event_id like 'crash-%'`)).rows[0]!;
    await check.end();

    const total = BATCH * BATCHES;
    const eps = total / first.seconds;
    const rawEps = total / rawSeconds;
    log(`\nbench:tracking — ${BATCHES} batches × ${BATCH} AIR events over ${BOOKINGS} bookings, ${CONCURRENCY} in flight, PostgreSQL; ${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(2)}\n`);
    log('| run | events | seconds | events/s | p50 batch ms | p99 batch ms | failed batches | ratio to raw |');
    log('|---|---:|---:|---:|---:|---:|---:|---:|');
    log(`| API, first time | ${total} | ${first.seconds.toFixed(2)} | ${eps.toFixed(0)} | ${pct(first.latencies, 50).toFixed(0)} | ${pct(first.latencies, 99).toFixed(0)} | ${first.failed} | ${(eps / rawEps).toFixed(3)} |`);
    log(`| API, same batches again (replayed) | ${total} | ${replay.seconds.toFixed(2)} | ${(total / replay.seconds).toFixed(0)} | ${pct(replay.latencies, 50).toFixed(0)} | ${pct(replay.latencies, 99).toFixed(0)} | ${replay.failed} | ${((total / replay.seconds) / rawEps).toFixed(3)} |`);
    log(`| baseline: raw pg insert, same rows | ${total} | ${rawSeconds.toFixed(2)} | ${rawEps.toFixed(0)} | ${pct(rawLatencies, 50).toFixed(0)} | ${pct(rawLatencies, 99).toFixed(0)} | 0 | 1.000 |`);
    log(`\nGoal ≥ ${GOAL_EPS} events/s: ${eps >= GOAL_EPS ? 'met' : 'NOT met'} (${eps.toFixed(0)}).`);
    const acknowledged = crash.acknowledged;
    log('\n| kill -9 mid-run | events |');
    log('|---|---:|');
    log(`| sent in the run | ${total} |`);
    log(`| acknowledged before the kill | ${acknowledged} |`);
    log(`| stored after the resend | ${stored.n} |`);
    log(`| acknowledged and found stored after the restart | ${storedAcked} |`);
    log(`| lost (acknowledged, not stored; goal 0) | ${crash.ackedIds.length - storedAcked} |`);
    log(`| duplicated (stored twice; goal 0) | ${stored.n - stored.d} |`);
    log(`| missing after the resend | ${total - stored.d} |`);
    log(`| resend: batches failed | ${resend.failed} |`);
  } finally {
    await api.stop();
    if (!process.env.BENCH_KEEP) await once(ADMIN_URL, `drop database if exists ${DB} with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
