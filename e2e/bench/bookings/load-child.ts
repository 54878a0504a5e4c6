/**
 * The load generator, run as a child process of bench:bookings (see loadInChild): a fresh Node.js
 * process per measurement and path, so every measurement starts from the same state. In the
 * bench's own long-lived process the load generator's collections grew with its age (a full
 * collection every 300 ms after half a minute of load, 15 minutes in) and counted as the tail of
 * whatever was being measured at the time, API and raw driver alike; and a process that had run
 * one path collected more while it loaded the other.
 */
import type { CapturedStatement } from './capture';
import { closedLoop, httpGetter, openLoop, type ClosedLoopResult, type OpenLoopResult, type Operation } from './load';
import { pg } from './pg';

/** What to load: the API over HTTP, or the raw driver running the SQL the API ran for that call. */
export type Target =
  | { kind: 'http'; base: string; headers: Record<string, string>; path: string; /** A POST with this JSON body instead of a GET. */ body?: unknown }
  | { kind: 'raw'; databaseUrl: string; sql: CapturedStatement[] };

/** One step: a fixed-rate (open) run or a closed-loop run at `concurrency`, on the job's target. */
export type Step =
  | { load: 'open'; rate: number; seconds: number }
  | { load: 'closed'; concurrency: number; seconds: number };

export interface Job { target: Target; steps: Step[] }
export type StepResult = OpenLoopResult | ClosedLoopResult;

function operation(target: Target): { op: Operation; close(): Promise<void> } {
  if (target.kind === 'http') {
    const http = httpGetter(target.base, target.headers, 64);
    const body = target.body === undefined ? undefined : JSON.stringify(target.body);
    return { op: async () => { await http.get(target.path, body); }, close: async () => http.close() };
  }
  // The API's pool (packages/api/src/db/client.ts): ten connections that stay open.
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10, min: 10 });
  // Each statement as the API sends it (packages/api/src/db/rows.ts, selectRows): `pool.query` with
  // the statement's name, so a connection prepares it once and then only binds; a fresh config per
  // call, as there (the driver writes its callback into it). Not `pool.connect()` and an awaited
  // `client.query()`: in node-postgres 8.23 that form made this process's young collections take
  // 4–5 ms instead of 0.3–0.4 (with full collections besides), and the raw driver's p99 read 6 ms
  // where the API's read 3.
  const op = async () => {
    for (const s of target.sql) await pool.query({ name: s.name, text: s.text, values: s.values });
  };
  return { op, close: () => pool.end() };
}

async function run(job: Job): Promise<StepResult[]> {
  const { op, close } = operation(job.target);
  try {
    const results: StepResult[] = [];
    for (const step of job.steps) {
      results.push(step.load === 'open' ? await openLoop(op, step.rate, step.seconds) : await closedLoop(op, step.concurrency, step.seconds));
    }
    return results;
  } finally {
    await close();
  }
}

process.once('message', (job: Job) => {
  run(job).then(
    (results) => process.send!({ results }, () => process.exit(0)),
    (error: unknown) => process.send!({ error: String((error as Error).stack ?? error) }, () => process.exit(1)),
  );
});
