import type { CapturedStatement } from './capture';
import type { ClosedLoopResult, OpenLoopResult } from './load';
import type { Step, Target } from './load-child';
import { loadInChild } from './load-process';

/** The middle one of `items` by `by`, with the failures of all of them. */
export function median<T extends { failed: number }>(items: T[], by: (item: T) => number): T {
  const middle = [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;
  return { ...middle, failed: items.reduce((sum, r) => sum + r.failed, 0) };
}

export interface Comparison {
  /** The fixed-rate run with the median p99 of each path, and every run's p99. */
  api: OpenLoopResult & { p99s: number[] };
  raw: OpenLoopResult & { p99s: number[] };
  /** The closed-loop rounds of each path, and the median round of each. */
  apiRounds: ClosedLoopResult[];
  rawRounds: ClosedLoopResult[];
  apiMax: ClosedLoopResult;
  rawMax: ClosedLoopResult;
  /** Failed requests on both paths, over every run and round. */
  failed: number;
}

/**
 * One call measured on both paths — the API over HTTP and the raw `pg` driver running exactly the
 * SQL the API ran for it — each from fresh load-generator processes (load-child.ts), one path per
 * process: a process warms its path up (2 s) and then makes `runs` fixed-rate runs (the one with
 * the median p99 is reported); then `runs` closed-loop throughput rounds alternate, API then raw,
 * each path's median: the machine's speed drifts over minutes, and the ratio should compare the
 * two paths at the same moment. Each round is a process of its own too: in one process that had
 * run the raw driver, the HTTP rounds' load generator ran 6–29 full collections a round (a fresh
 * one none) and read the API's throughput 5–10 % low (docs/adr/008-bookings-api.md).
 */
export async function compareApiWithRaw(options: {
  base: string; headers: Record<string, string>; path: string; sql: CapturedStatement[]; databaseUrl: string;
  /** POST this JSON body (default: GET). */
  body?: unknown;
  rate: number; seconds: number; runs: number; concurrency: number;
}): Promise<Comparison> {
  const { rate, seconds, runs, concurrency } = options;
  const targets: Record<'api' | 'raw', Target> = {
    api: { kind: 'http', base: options.base, headers: options.headers, path: options.path, body: options.body },
    raw: { kind: 'raw', databaseUrl: options.databaseUrl, sql: options.sql },
  };
  const closed = (s: number): Step => ({ load: 'closed', concurrency, seconds: s });
  const afterWarmUp = async (path: 'api' | 'raw', warmUpSeconds: number, steps: Step[]) =>
    (await loadInChild({ target: targets[path], steps: [closed(warmUpSeconds), ...steps] })).slice(1);
  const fixedRate = async (path: 'api' | 'raw') => {
    const results = await afterWarmUp(path, 2, Array.from({ length: runs }, (): Step => ({ load: 'open', rate, seconds }))) as OpenLoopResult[];
    return { ...median(results, (r) => r.p99), p99s: results.map((r) => r.p99) };
  };
  const api = await fixedRate('api');
  const raw = await fixedRate('raw');
  const apiRounds: ClosedLoopResult[] = [];
  const rawRounds: ClosedLoopResult[] = [];
  for (let i = 0; i < runs; i += 1) {
    apiRounds.push(...await afterWarmUp('api', 1, [closed(3)]) as ClosedLoopResult[]);
    rawRounds.push(...await afterWarmUp('raw', 1, [closed(3)]) as ClosedLoopResult[]);
  }
  const apiMax = median(apiRounds, (r) => r.perSecond);
  const rawMax = median(rawRounds, (r) => r.perSecond);
  return { api, raw, apiRounds, rawRounds, apiMax, rawMax, failed: api.failed + apiMax.failed + raw.failed + rawMax.failed };
}
