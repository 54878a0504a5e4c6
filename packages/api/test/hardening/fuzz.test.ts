import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import { testDatabaseUrl } from '../helpers/env';
import { book, bookingsWorld, type BookingsWorld } from '../modules/bookings/helpers';
import { encodeParameter, HOSTILE_QUERY_VALUES, HOSTILE_SEGMENTS, hostileValue, schemaArbitrary } from './openapi-arbitraries';
import { answerChecker, readOperations, type Operation } from './openapi-operations';

/** Requests per operation and identity; 94 operations × 2 identities × this ≈ the suite's size. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_323);

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/**
 * The fuzz suite (docs/adr/017-hardening.md#generated-guards): for every operation of
 * /v1/openapi.json, as a signed-in customer and as staff, requests generated from the
 * operation's own schemas by fast-check, with hostile values mixed in (NUL, lone surrogates,
 * 1 MB strings, huge numbers, deep nesting, wrong types, path traversal, invalid ids, wrong
 * content types). Fails on any 5xx, any error not `{ code, message, details }`, any status or
 * body the operation does not declare. Runs on PGlite only: input handling does not depend on
 * the driver (PGlite refuses what PostgreSQL refuses), and CI time is short.
 */
const describeOnPglite = testDatabaseUrl() ? describe.skip : describe;

describeOnPglite('fuzzing every operation of /v1/openapi.json', () => {
  let w: BookingsWorld;
  let operations: Operation[];
  const known: string[] = [];
  beforeAll(async () => {
    w = await bookingsWorld();
    const booking = await book(w, 'carl', sampleAirBooking({ customerReference: 'FUZZ-1' }));
    known.push(booking.id, booking.ref, w.acmeId, w.nordicId, randomUUID());
    operations = await readOperations(w.t.app);
  }, 60_000);
  afterAll(() => w.t.close());

  function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
    const segment = fc.oneof({ arbitrary: fc.constantFrom(...known).map(encodeURIComponent), weight: 2 }, { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 3 });
    const pathParams = operation.parameters.filter((p) => p.in === 'path');
    const queryParams = operation.parameters.filter((p) => p.in === 'query');
    const headerParams = operation.parameters.filter((p) => p.in === 'header' && !['authorization', 'x-public-key'].includes(p.name));
    const queryValue = (schema: Operation['parameters'][number]['schema']) =>
      fc.oneof({ arbitrary: schemaArbitrary(schema).map(encodeParameter), weight: 4 }, { arbitrary: fc.constantFrom(...HOSTILE_QUERY_VALUES), weight: 1 });
    return fc.record({
      path: fc.tuple(...pathParams.map(() => segment)),
      query: fc.tuple(...queryParams.map((p) => (p.required ? queryValue(p.schema) : fc.option(queryValue(p.schema), { nil: undefined, freq: 3 })))),
      headers: fc.tuple(...headerParams.map((p) => fc.option(schemaArbitrary(p.schema).map((v) => String(v ?? '').replace(/[^\x20-\x7e]/g, '')), { nil: undefined }))),
      body: operation.body ? fc.oneof({ arbitrary: schemaArbitrary(operation.body), weight: 9 }, { arbitrary: hostileValue, weight: 1 }) : fc.constant(undefined),
      contentType: fc.oneof({ arbitrary: fc.constant('application/json'), weight: 8 }, fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1')),
      brokenJson: fc.oneof({ arbitrary: fc.constant(false), weight: 12 }, fc.constant(true)),
    }).map(({ path, query, headers, body, contentType, brokenJson }) => {
      let url = operation.path;
      pathParams.forEach((p, i) => { url = url.replace(`{${p.name}}`, path[i]!); });
      const pairs = queryParams.flatMap((p, i) => (query[i] === undefined ? [] : [`${encodeURIComponent(p.name)}=${query[i]}`]));
      if (pairs.length) url += `?${pairs.join('&')}`;
      const extra = Object.fromEntries(headerParams.flatMap((p, i) => (headers[i] === undefined ? [] : [[p.name, headers[i]]])));
      if (body === undefined && !operation.body) return { url, headers: extra };
      const payload = brokenJson ? '{"a": [1, 2' : (JSON.stringify(body) ?? 'null');
      return { url, headers: { ...extra, 'content-type': contentType }, payload };
    });
  }

  it('answers every generated request with a declared, contract-shaped answer', async () => {
    const check = answerChecker();
    const problems: string[] = [];
    let sent = 0;
    const slowest: [number, string][] = [];
    for (const [index, operation] of operations.entries()) {
      const started = performance.now();
      const requests = fc.sample(requestArbitrary(operation), { numRuns: RUNS, seed: SEED + index });
      for (const who of ['carl', 'admin'] as const) {
        for (const request of requests) {
          const response = await w.t.app.inject({ method: operation.method as 'GET', url: request.url, headers: { ...w.headers[who], ...request.headers }, ...(request.payload === undefined ? {} : { payload: request.payload }) });
          sent += 1;
          const problem = check(operation, response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
          if (problem) problems.push(`${operation.name} as ${who}: ${request.url.slice(0, 160)} ${request.payload?.slice(0, 120) ?? ''} → ${problem}`);
        }
      }
      slowest.push([performance.now() - started, operation.name]);
    }
    if (process.env.FUZZ_TIMES) console.log(slowest.sort((a, b) => b[0] - a[0]).slice(0, 12).map(([ms, name]) => `${Math.round(ms)} ms ${name}`).join('\n'));
    console.log(`fuzz: ${sent} requests over ${operations.length} operations (seed ${SEED}), ${problems.length} problems`);
    expect(problems.slice(0, 25)).toEqual([]);
  }, 120_000);
});
