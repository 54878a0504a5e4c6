/**
 * pnpm bench:soak — a mixed load at a fixed rate for a bounded time against the API on
 * PostgreSQL (docs/adr/017-hardening.md#reliability-proofs): sign-ins, booking lists, booking
 * details, booking creations, refreshes and /users/self, open loop (a request leaves on schedule
 * whether or not the previous ones answered). Prints per minute: requests, errors (goal 0), p50
 * and p99, and the API process's resident memory, with its ratio to the first minute after the
 * warm-up (goal: growth ≤ 10 %). The first minute is the warm-up and its own baseline.
 * SOAK_MINUTES (default 10), SOAK_RATE (requests/s, default 20), BENCH_PORT (default 18443).
 * Without PostgreSQL it says why and exits 0.
 */
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import { DEMO_PASSWORD } from '../support/accounts';
import { ADMIN_URL, unreachablePostgres } from './bookings/pg';
import { apiRssMb, dropDatabase, freshDatabase, startApi, tokensOf } from './reliability/api';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 18443);
const DB_NAME = `fd_soak_${PORT}`;
const USERS = ['carl@acme-pharma.test', 'anna@acme-pharma.test', 'nils@nordic-fresh.test', 'ops@freightdeck.test'];

interface Session { email: string; accessToken: string; publicKey: string; refreshToken: string; busy: boolean }
interface Sample { minute: number; ms: number; ok: boolean; kind: string }

const headersOf = (s: Session) => ({ authorization: `Bearer ${s.accessToken}`, 'x-public-key': s.publicKey });
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main() {
  const unreachable = await unreachablePostgres();
  if (unreachable) {
    console.log(`bench:soak needs PostgreSQL at ${ADMIN_URL} (BENCH_DATABASE_URL): ${unreachable}. Skipped.`);
    return;
  }
  const database = await freshDatabase(DB_NAME);
  const api = await startApi(PORT, database);
  const samples: Sample[] = [];
  const errors: string[] = [];
  const rss: number[] = [];
  try {
    const sessions: Session[] = [];
    for (const email of USERS) sessions.push({ email, ...(await tokensOf(api.url, email, DEMO_PASSWORD)), busy: false });
    const bookingIds: string[] = [];
    let created = 0;
    const started = performance.now();
    const minuteNow = () => Math.floor((performance.now() - started) / 60_000);

    const call = async (kind: string, path: string, init: RequestInit = {}, okStatus = [200, 201, 204]) => {
      const t0 = performance.now();
      let ok = false;
      let body: unknown = null;
      try {
        const response = await fetch(`${api.url}${path}`, init);
        const text = await response.text();
        ok = okStatus.includes(response.status);
        body = text ? JSON.parse(text) : null;
        if (!ok) errors.push(`${kind} ${response.status} ${text.slice(0, 120)}`);
      } catch (error) {
        errors.push(`${kind} ${(error as Error).message}`);
      }
      samples.push({ minute: minuteNow(), ms: performance.now() - t0, ok, kind });
      return body;
    };

    // One scheduled request: the mix of a portal's day.
    const one = async (n: number) => {
      const roll = n % 20;
      const session = sessions[n % sessions.length]!;
      const json = { ...headersOf(session), 'content-type': 'application/json' };
      if (roll === 0) {
        await call('sign-in', '/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: session.email, password: DEMO_PASSWORD }) });
      } else if (roll <= 2) {
        // A session refreshes one at a time (a tab), so rotation never looks like reuse.
        if (session.busy) return;
        session.busy = true;
        const pair = (await call('refresh', '/v1/auth/token/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: session.refreshToken }) })) as Session | null;
        if (pair?.refreshToken) Object.assign(session, { accessToken: pair.accessToken, refreshToken: pair.refreshToken, publicKey: pair.publicKey });
        session.busy = false;
      } else if (roll <= 9) {
        await call('list', `/v1/bookings?pageSize=50&sort=-createdAt${roll % 2 ? '&status=PENDING' : ''}`, { headers: headersOf(session) });
      } else if (roll <= 14) {
        const id = bookingIds[n % Math.max(1, bookingIds.length)];
        if (id) await call('detail', `/v1/bookings/${id}`, { headers: headersOf(sessions[0]!) });
        else await call('self', '/v1/users/self', { headers: headersOf(session) });
      } else if (roll <= 17) {
        const mine = sessions[n % 2]!; // carl and anna book for Acme Pharma
        created += 1;
        const booking = (await call('create', '/v1/bookings', { method: 'POST', headers: { ...headersOf(mine), 'content-type': 'application/json' }, body: JSON.stringify(sampleAirBooking({ customerReference: `SOAK-${created}` })) })) as { id?: string } | null;
        if (booking?.id && bookingIds.length < 500) bookingIds.push(booking.id);
      } else {
        await call('self', '/v1/users/self', { headers: json });
      }
    };

    const total = Math.round(MINUTES * 60 * RATE);
    const inFlight: Promise<void>[] = [];
    const rssTimer = setInterval(() => rss.push(apiRssMb(api.pid)), 60_000);
    for (let n = 0; n < total; n += 1) {
      const due = started + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inFlight.push(one(n));
    }
    await Promise.all(inFlight);
    clearInterval(rssTimer);
    rss.push(apiRssMb(api.pid));

    const minutes = Math.ceil(MINUTES);
    console.log(`\nbench:soak — ${RATE} requests/s for ${MINUTES} min, PostgreSQL, API on port ${PORT}\n`);
    console.log('| minute | requests | errors | p50 ms | p99 ms | p99 vs min 1 | API RSS MB | RSS vs min 1 |\n|---|---|---|---|---|---|---|---|');
    const firstP99 = percentile(samples.filter((s) => s.minute === 0).map((s) => s.ms), 99);
    for (let m = 0; m < minutes; m += 1) {
      const inMinute = samples.filter((s) => s.minute === m);
      const p99 = percentile(inMinute.map((s) => s.ms), 99);
      const memory = rss[m] ?? Number.NaN;
      console.log(`| ${m + 1} | ${inMinute.length} | ${inMinute.filter((s) => !s.ok).length} | ${percentile(inMinute.map((s) => s.ms), 50).toFixed(1)} | ${p99.toFixed(1)} | ${(p99 / firstP99).toFixed(2)}× | ${memory.toFixed(0)} | ${(memory / rss[0]!).toFixed(2)}× |`);
    }
    const kinds = [...new Set(samples.map((s) => s.kind))];
    console.log(`\nby kind: ${kinds.map((k) => `${k} ${samples.filter((s) => s.kind === k).length} (p99 ${percentile(samples.filter((s) => s.kind === k).map((s) => s.ms), 99).toFixed(0)} ms)`).join(', ')}`);
    const growth = rss.length > 1 ? rss.at(-1)! / rss[0]! - 1 : 0;
    console.log(`errors: ${errors.length} (goal 0)${errors.length ? `, first: ${errors.slice(0, 5).join(' | ')}` : ''}; RSS growth after the first minute: ${(growth * 100).toFixed(1)} % (goal ≤ 10 %)`);
    if (errors.length > 0 || growth > 0.1) process.exitCode = 1;
  } finally {
    await api.stop();
    await dropDatabase(DB_NAME);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
