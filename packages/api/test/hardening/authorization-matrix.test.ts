import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { hasPermission, type PermissionRequirement } from '@freightdeck/contracts';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import { testDatabaseUrl } from '../helpers/env';
import { book, bookingsWorld, call, type BookingsWorld, type Who } from '../modules/bookings/helpers';
import { schemaArbitrary } from './openapi-arbitraries';
import { answerChecker, readOperations, type Operation } from './openapi-operations';

type Access = 'public' | 'signed-in' | { permission: PermissionRequirement };
type Scope = 'own' | 'other' | 'any';

const ROLES: Who[] = ['admin', 'ops', 'anna', 'carl', 'vera', 'nils'];
/** Callers confined to their own organization; staff see every customer's records. */
const CUSTOMERS = new Set<Who>(['anna', 'carl', 'vera', 'nils']);
/** Acme Pharma's people are "own" for anna, carl and vera; Nordic Fresh's for nils. */
const HOME: Record<Who, 'acme' | 'nordic'> = { admin: 'acme', ops: 'acme', anna: 'acme', carl: 'acme', vera: 'acme', nils: 'nordic' };

const isAccess = (value: unknown): value is Access =>
  value === 'public' || value === 'signed-in' || (typeof value === 'object' && value !== null && 'permission' in value);

/**
 * The authorization matrix (docs/adr/017-hardening.md#generated-guards), generated from
 * /v1/openapi.json: every operation × every seeded role (and no one) × a record of the caller's
 * own organization and of another one. Every operation must declare its rule (`x-access`);
 * without one, or a rule the test does not know, it fails. Then:
 * - no credentials on a guarded operation: 401;
 * - a role without the operation's permission: 403, before the body is even read;
 * - a role with it: never 401 or 403-for-the-rule on its own records;
 * - a customer on another organization's record: never a success;
 * - every answer: declared by the operation and `{ code, message, details }` when an error.
 * New operations are covered the moment they are registered.
 */
// PGlite only, like the fuzz suite: the rules are the app's, and CI time is short (the modules' own matrices run on both).
const describeOnPglite = testDatabaseUrl() ? describe.skip : describe;

describeOnPglite('authorization matrix from /v1/openapi.json', () => {
  let w: BookingsWorld;
  let operations: Operation[];
  const records: Record<'acme' | 'nordic', Record<string, string>> = { acme: {}, nordic: {} };
  beforeAll(async () => {
    w = await bookingsWorld();
    const [acmeBooking, nordicBooking] = [await book(w, 'carl', sampleAirBooking({ customerReference: 'MATRIX-A' })), await book(w, 'nils', sampleAirBooking({ origin: 'OSL', customerReference: 'MATRIX-N' }))];
    const userId = async (email: string) => (await call(w, 'admin', 'GET', `/v1/users?q=${encodeURIComponent(email)}`)).json<{ items: { id: string }[] }>().items[0]!.id;
    // Users no test identity signs in as: deactivating them does not end a session the matrix uses.
    // Quotations (no rate cards here: they wait for the pricing desk, REQUESTED).
    const quote = async (who: Who, origin: string) => {
      const { mode, cargo, cargoReadyDate } = sampleAirBooking();
      return (await call(w, who, 'POST', '/v1/quotations', { mode, origin, destination: 'FRA', cargo, cargoReadyDate })).json<{ id: string }>().id;
    };
    records.acme = { bookings: acmeBooking.id, organizations: w.acmeId, users: await userId('ivan@acme-pharma.test'), quotations: await quote('carl', 'SIN') };
    records.nordic = { bookings: nordicBooking.id, organizations: w.nordicId, users: await userId('tina@nordic-fresh.test'), quotations: await quote('nils', 'OSL') };
    // The health probes live outside /v1 and outside the route contract: public by design (docs/adr/002-one-port-portal.md).
    operations = (await readOperations(w.t.app)).filter((o) => o.path.startsWith('/v1/'));
  }, 60_000);
  afterAll(() => w.t.close());

  /** The resource a path's first parameter names (`/v1/bookings/{id}/…` → bookings), when the matrix has a record of it. */
  const resourceOf = (operation: Operation): string | null => {
    const match = /^\/v1\/([a-z-]+)\/\{[^}]+\}/.exec(operation.path);
    return match?.[1] && match[1] in records.acme ? match[1] : null;
  };

  function url(operation: Operation, scope: Scope, who: Who): string {
    const resource = resourceOf(operation);
    const home = HOME[who];
    const org = scope === 'own' ? home : home === 'acme' ? 'nordic' : 'acme';
    let first = true;
    return operation.path.replace(/\{([^}]+)\}/g, () => {
      const value = first && resource && scope !== 'any' ? records[org][resource]! : randomUUID();
      first = false;
      return value;
    });
  }

  const bodyOf = (operation: Operation, index: number) =>
    operation.body ? fc.sample(schemaArbitrary(operation.body, 0), { numRuns: 1, seed: index })[0] : undefined;

  it('every operation declares who may call it', () => {
    const undeclared = operations.filter((o) => !isAccess(o.access)).map((o) => o.name);
    expect(undeclared).toEqual([]);
    expect(operations.length).toBeGreaterThan(90);
  });

  it('every operation × role × own/other organization answers as its rule says', async () => {
    const check = answerChecker();
    const problems: string[] = [];
    let cells = 0;
    for (const [index, operation] of operations.entries()) {
      const access = operation.access as Access;
      const scopes: Scope[] = resourceOf(operation) ? ['own', 'other'] : ['any'];
      const payload = bodyOf(operation, index);
      for (const who of [null, ...ROLES]) {
        for (const scope of scopes) {
          const target = url(operation, scope, who ?? 'carl');
          const response = await w.t.app.inject({
            method: operation.method as 'GET', url: target,
            headers: who ? w.headers[who] : {},
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          cells += 1;
          const status = response.statusCode;
          const cell = `${operation.name} as ${who ?? 'no one'} (${scope})`;
          const problem = check(operation, status, String(response.headers['content-type'] ?? ''), response.body);
          if (problem) problems.push(`${cell}: ${problem}`);
          if (access === 'public') continue;
          if (!who) {
            if (status !== 401) problems.push(`${cell}: ${status} without credentials, not 401`);
            continue;
          }
          const allowed = access === 'signed-in' || hasPermission(w.self[who].permissions, access.permission);
          if (!allowed && status !== 403) problems.push(`${cell}: ${status} without the permission ${JSON.stringify((access as { permission: unknown }).permission)}, not 403`);
          if (allowed && status === 401) problems.push(`${cell}: 401 for a signed-in caller`);
          if (allowed && scope === 'other' && CUSTOMERS.has(who) && status < 300) problems.push(`${cell}: ${status} on another organization's record`);
        }
      }
    }
    console.log(`authorization matrix: ${cells} cells over ${operations.length} operations, ${problems.length} problems`);
    expect(problems.slice(0, 25)).toEqual([]);
  }, 120_000);
});
