/**
 * pnpm bench:references — the reference data on the wire.
 *
 * Starts the API alone (tsx src/server.ts) on a fresh embedded database (the start-up load
 * fills the seven sets), then fetches /v1/references/hash and each set with
 * `Accept-Encoding: gzip`, as a browser would, and prints per set the rows, the JSON size and
 * the gzip bytes actually sent; then the total against the goal (≤ 400 KB gzip for all seven),
 * and checks that a revalidation with the ETag costs a 304 with no body.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { REFERENCE_SET_NAMES, REFERENCE_SET_PATHS, type ReferenceHash } from '@freightdeck/contracts';
import { startPortal } from '../support/portal-process';

const GOAL_KB = 400;
const port = Number(process.env.BENCH_PORT ?? 18310);
const base = `http://127.0.0.1:${port}`;

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes as sent (compressed when the server compressed). */
  wire: Buffer;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const { stop } = await startPortal(port, { SEED_DEMO: 'false' }, { apiOnly: true });
  try {
    const hash = await get('/v1/references/hash');
    const hashes = JSON.parse(hash.body.toString('utf8')) as ReferenceHash;
    const rows: string[][] = [];
    let total = 0;
    let revalidated = 0;
    for (const set of REFERENCE_SET_NAMES) {
      const path = `/v1/references/${REFERENCE_SET_PATHS[set]}`;
      const started = performance.now();
      const response = await get(path);
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (response.headers.etag !== `"${hashes[set]}"`) throw new Error(`${path}: ETag ${String(response.headers.etag)} is not the set's hash`);
      const count = (JSON.parse(response.body.toString('utf8')) as unknown[]).length;
      total += response.wire.length;
      rows.push([set, count.toLocaleString('en'), kb(response.body.length), kb(response.wire.length), String(response.headers['content-encoding'] ?? 'none'), ms.toFixed(0)]);
      const again = await get(path, { 'if-none-match': String(response.headers.etag) });
      if (again.status === 304 && again.wire.length === 0) revalidated += 1;
    }
    total += hash.wire.length;
    rows.push(['(hash)', '7 fields', kb(hash.body.length), kb(hash.wire.length), String(hash.headers['content-encoding'] ?? 'none'), '']);

    const header = ['set', 'rows', 'JSON KB', 'wire KB', 'encoding', 'ms'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    const ratio = total / (GOAL_KB * 1024);
    console.log(`\ntotal on the wire: ${kb(total)} KB gzip · goal ≤ ${GOAL_KB} KB · ${(ratio * 100).toFixed(1)} % of the goal ${ratio <= 1 ? '(met)' : '(NOT met)'}`);
    console.log(`revalidation with the ETag: ${revalidated}/7 sets answered 304 with an empty body`);
    if (ratio > 1 || revalidated !== 7) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
