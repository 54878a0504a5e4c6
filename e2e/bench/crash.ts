/**
 * pnpm bench:crash — no acknowledged booking is lost and none is created twice when the API dies
 * mid-load (docs/adr/017-hardening.md#reliability-proofs).
 *
 * On its own PostgreSQL database (dropped at the end) it starts the API, signs carl in and:
 * 1. baseline: sends BENCH_CRASH_REQUESTS (1,000) booking creations at once, each with its own
 *    Idempotency-Key, and lets them finish;
 * 2. crash: sends another 1,000 the same way and kills the API with SIGKILL (the whole process
 *    group: no shutdown hook runs) once a third of them are acknowledged; restarts it on the same
 *    database and resends, with the same key and body, every request that got no answer;
 * then counts, from the database, per run: acknowledged (answered 201/200 before the kill),
 * unanswered and resent, stored (bookings carrying the run's references), lost (acknowledged or
 * resent but not stored; goal 0) and duplicated (a reference stored twice; goal 0).
 * Ports: BENCH_PORT (default 18442). Without PostgreSQL it says why and exits 0.
 */
import { randomUUID } from 'node:crypto';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import { DEMO_PASSWORD } from '../support/accounts';
import { ADMIN_URL, pg, unreachablePostgres } from './bookings/pg';
import { dropDatabase, freshDatabase, signIn, startApi, type ApiProcess } from './reliability/api';

const REQUESTS = Number(process.env.BENCH_CRASH_REQUESTS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 18442);
const DB_NAME = `fd_crash_${PORT}`;

interface Sent { key: string; reference: string; body: unknown; status: number | null }

async function send(api: ApiProcess, headers: Record<string, string>, request: Sent): Promise<number | null> {
  try {
    const response = await fetch(`${api.url}/v1/bookings`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': request.key },
      body: JSON.stringify(request.body),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null; // the connection died with the process: no answer
  }
}

const batch = (run: string): Sent[] =>
  Array.from({ length: REQUESTS }, (_, i) => {
    const reference = `${run}-${String(i).padStart(5, '0')}`;
    return { key: randomUUID(), reference, body: sampleAirBooking({ customerReference: reference }), status: null };
  });

async function storedCounts(database: string, run: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    const { rows } = await client.query<{ ref: string; n: string }>(`select customer_reference as ref, count(*) as n from bookings where customer_reference like $1 group by 1`, [`${run}-%`]);
    return new Map(rows.map((r) => [r.ref, Number(r.n)]));
  } finally {
    await client.end();
  }
}

interface Row { run: string; sent: number; acknowledged: number; resent: number; resentAcknowledged: number; stored: number; lost: number; duplicated: number; seconds: number; perSecond: number }

function tally(run: string, requests: Sent[], resent: Sent[], stored: Map<string, number>, seconds: number): Row {
  const acknowledged = requests.filter((r) => r.status === 200 || r.status === 201);
  const shouldExist = new Set([...acknowledged, ...resent.filter((r) => r.status === 200 || r.status === 201)].map((r) => r.reference));
  return {
    run, sent: requests.length, acknowledged: acknowledged.length, resent: resent.length,
    resentAcknowledged: resent.filter((r) => r.status === 200 || r.status === 201).length,
    stored: [...stored.values()].reduce((a, b) => a + b, 0),
    lost: [...shouldExist].filter((ref) => !stored.has(ref)).length,
    duplicated: [...stored.values()].filter((n) => n > 1).length,
    seconds, perSecond: acknowledged.length / seconds,
  };
}

async function main() {
  const unreachable = await unreachablePostgres();
  if (unreachable) {
    console.log(`bench:crash needs PostgreSQL at ${ADMIN_URL} (BENCH_DATABASE_URL): ${unreachable}. Skipped.`);
    return;
  }
  const database = await freshDatabase(DB_NAME);
  let api = await startApi(PORT, database);
  try {
    let headers = await signIn(api.url, 'carl@acme-pharma.test', DEMO_PASSWORD);

    // 1. Baseline: the same load, no kill.
    const base = batch('BASE');
    let started = performance.now();
    await Promise.all(base.map(async (r) => { r.status = await send(api, headers, r); }));
    const baseRow = tally('baseline (no kill)', base, [], await storedCounts(database, 'BASE'), (performance.now() - started) / 1000);

    // 2. The crash: SIGKILL once a third are acknowledged.
    const crash = batch('CRASH');
    let acknowledged = 0;
    let killed: Promise<void> | null = null;
    const killAt = Math.floor(REQUESTS / 3);
    started = performance.now();
    await Promise.all(crash.map(async (r) => {
      r.status = await send(api, headers, r);
      if (r.status !== null && r.status < 300) acknowledged += 1;
      if (acknowledged >= killAt && !killed) killed = api.kill();
    }));
    await (killed ?? api.kill());
    const firstSeconds = (performance.now() - started) / 1000;
    const unanswered = crash.filter((r) => r.status === null);
    const refused = crash.filter((r) => r.status !== null && r.status >= 300);

    api = await startApi(PORT, database);
    headers = await signIn(api.url, 'carl@acme-pharma.test', DEMO_PASSWORD);
    const resent = unanswered.map((r) => ({ ...r, status: null as number | null }));
    await Promise.all(resent.map(async (r) => { r.status = await send(api, headers, r); }));
    const crashRow = tally('SIGKILL at 1/3 + resend', crash, resent, await storedCounts(database, 'CRASH'), firstSeconds);

    const columns: (keyof Row)[] = ['run', 'sent', 'acknowledged', 'resent', 'resentAcknowledged', 'stored', 'lost', 'duplicated', 'seconds', 'perSecond'];
    const fmt = (v: unknown) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(1)) : String(v));
    console.log(`\nbench:crash — ${REQUESTS} concurrent POST /v1/bookings with Idempotency-Keys, PostgreSQL\n`);
    console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
    for (const row of [baseRow, crashRow]) console.log(`| ${columns.map((c) => fmt(row[c])).join(' | ')} |`);
    const replayed = resent.filter((r) => r.status === 200).length;
    console.log(`\nrefused before the kill: ${refused.length} (${[...new Set(refused.map((r) => r.status))].join(', ') || 'none'}); resent answered 200 (stored before the kill, replayed): ${replayed}, 201 (created after the restart): ${resent.filter((r) => r.status === 201).length}`);
    console.log(`goal: lost 0, duplicated 0 — ${crashRow.lost === 0 && crashRow.duplicated === 0 && baseRow.lost === 0 && baseRow.duplicated === 0 ? 'met' : 'NOT met'}; acknowledged/s before the kill vs baseline: ${(crashRow.acknowledged / firstSeconds / baseRow.perSecond).toFixed(2)}×`);
    if (crashRow.lost > 0 || crashRow.duplicated > 0) process.exitCode = 1;
  } finally {
    await api.stop();
    await dropDatabase(DB_NAME);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
