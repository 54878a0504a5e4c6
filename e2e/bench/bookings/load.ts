import { Agent, request } from 'node:http';

/** One operation of the load: resolves when done, rejects on failure (an HTTP status other than 200). */
export type Operation = () => Promise<void>;

/** `achievedRate`: how fast the requests went out (the schedule held when it is about `rate`). */
export interface OpenLoopResult { sent: number; failed: number; p50: number; p99: number; max: number; achievedRate: number }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Fixed-rate (open-loop) load: request i starts at i / rate seconds whether or not earlier ones
 * have answered, and its latency counts from that scheduled instant, so a server that falls
 * behind shows it in the tail instead of slowing the load down (no coordinated omission).
 */
export async function openLoop(op: Operation, rate: number, seconds: number): Promise<OpenLoopResult> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now() + 50;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    // Never before its instant: a request sent early and timed from its instant could read below 0 ms.
    while (performance.now() < due) await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    inFlight.push(op().then(() => { latencies.push(performance.now() - due); }, () => { failed += 1; }));
  }
  const sendingSeconds = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return { sent: total, failed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies[latencies.length - 1] ?? NaN, achievedRate: total / sendingSeconds };
}

export interface ClosedLoopResult { done: number; failed: number; perSecond: number }

/** Closed-loop throughput: `concurrency` workers each start the next operation when theirs ends. */
export async function closedLoop(op: Operation, concurrency: number, seconds: number): Promise<ClosedLoopResult> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      try {
        await op();
        done += 1;
      } catch {
        failed += 1;
      }
    }
  }));
  return { done, failed, perSecond: done / ((performance.now() - started) / 1000) };
}

/** GET with keep-alive: the body is read to the end (and parsed, as a client would). */
export function httpGetter(base: string, headers: Record<string, string>, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  /** GET `path`, or POST `body` (JSON) to it. */
  const get = (path: string, body?: string) => new Promise<unknown>((resolve, reject) => {
    const options = body === undefined ? { agent, headers } : { agent, method: 'POST', headers: { ...headers, 'content-type': 'application/json' } };
    const req = request(`${base}${path}`, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}: ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`));
        else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
  return { get, close: () => agent.destroy() };
}
