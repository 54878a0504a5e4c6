import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { hasPermission, type PermissionRequirement } from '@freightdeck/contracts';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import { testDatabaseUrl } from '../helpers/env';
import { multipart, SAMPLES } from '../modules/booking-documents/multipart';
import { book, bookingsWorld, call, type BookingsWorld, type Who } from '../modules/bookings/helpers';
import { schemaArbitrary } from './openapi-arbitraries';
import { answerChecker, readOperations, type Operation } from './openapi-operations';

type Access = 'public' | 'signed-in' | { permission: PermissionRequirement };
type Scope = 'own' | 'other' | 'any';
type Records = Record<string, string>;

const ROLES: Who[] = ['admin', 'ops', 'anna', 'carl', 'vera', 'nils'];
/** Callers confined to their own organization; staff see every customer's records. */
const CUSTOMERS = new Set<Who>(['anna', 'carl', 'vera', 'nils']);
/** Who made the records a role calls its own: itself when it may create them; vera (a viewer) and staff use carl's bookings. */
const OWN_BOOKINGS: Record<Who, Who> = { admin: 'carl', ops: 'carl', anna: 'anna', carl: 'carl', vera: 'carl', nils: 'nils' };
/** Whose records are another organization's for a role. */
const OTHER: Record<Who, Who> = { admin: 'nils', ops: 'nils', anna: 'nils', carl: 'nils', vera: 'nils', nils: 'carl' };
/** Resources a path names by another word than its records'. */
const SAME_AS: Record<string, string> = { tracking: 'bookings' };
/** Methods that only read: on its own records an allowed role must get a 2xx. */
const SAFE = new Set(['GET', 'HEAD']);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const isAccess = (value: unknown): value is Access =>
  value === 'public' || value === 'signed-in' || (typeof value === 'object' && value !== null && 'permission' in value);

/**
 * The authorization matrix (docs/adr/017-hardening.md#generated-guards), generated from
 * /v1/openapi.json: every operation × every seeded role (and no one) × a record of the caller's
 * own and of another organization. Each path parameter takes a real record of the resource the
 * segment before it names (bookings, tracking, documents, share links, data loggers, drafts,
 * organizations, contacts, users, quotations with their drafts and share links), made through the API; resources the matrix has no record of
 * (listed in its output) take unknown ids. Every operation must declare its rule (`x-access`).
 * Then:
 * - no credentials on a guarded operation: 401;
 * - a role without the operation's permission: 403, before the body is even read;
 * - a role with it, on its own records: never 401, 403 or 404, and a read answers 2xx;
 * - a customer on another organization's record: 404 (a write may be 400 first), never a success;
 * - every answer: declared by the operation and `{ code, message, details }` when an error.
 * New operations are covered the moment they are registered; a new resource gets real records by
 * adding it to makeRecords.
 */
// PGlite only, like the fuzz suite: the rules are the app's, and CI time is short (the modules' own matrices run on both).
const describeOnPglite = testDatabaseUrl() ? describe.skip : describe;

describeOnPglite('authorization matrix from /v1/openapi.json', () => {
  let w: BookingsWorld;
  let operations: Operation[];
  /** Per role: the id of each kind of record it calls its own, and another organization's. */
  const own = {} as Record<Who, Records>;
  const other = {} as Record<Who, Records>;
  /** The records each creator made through the API (bookings and what hangs on them, drafts). */
  const made = {} as Record<Who, Records>;

  /** Makes, as `who`, one record of every kind the matrix knows, through the API users call. */
  async function makeRecords(who: Who, booking: string | null): Promise<Records> {
    const expect2xx = async (what: string, response: Awaited<ReturnType<typeof call>>) => {
      if (response.statusCode >= 300) throw new Error(`the matrix could not make ${what} as ${who}: ${response.statusCode} ${response.body}`);
      return response.json<{ id: string; ref?: string }>();
    };
    const draft = await expect2xx('a draft', await call(w, who, 'POST', '/v1/bookings/drafts', { mode: 'AIR', step: 1, data: { customerReference: `MATRIX-${who}` } }));
    const quotationDraft = await expect2xx('a quotation draft', await call(w, who, 'POST', '/v1/quotations/drafts', { mode: 'AIR', step: 1, data: { origin: 'SIN' } }));
    const drafts = { drafts: draft.id, 'quotation-drafts': quotationDraft.id };
    if (!booking) return drafts;
    const { ref } = await expect2xx('a booking read', await call(w, who, 'GET', `/v1/bookings/${booking}`));
    const upload = multipart([{ name: 'type', value: 'INVOICE' }, { name: 'file', fileName: `matrix-${who}.pdf`, contentType: 'application/pdf', content: SAMPLES.pdf }]);
    const document = await expect2xx('a document', await w.t.app.inject({ method: 'POST', url: `/v1/bookings/${booking}/documents`, payload: upload.payload, headers: { ...w.headers[who], ...upload.headers } }));
    const link = await expect2xx('a share link', await call(w, who, 'POST', `/v1/bookings/${booking}/share-links`, { expiresInDays: 7 }));
    const logger = await expect2xx('a data logger', await call(w, who, 'POST', '/v1/bookings/data-loggers', { bookingRef: ref, serialNumber: `MX-${who}-${randomUUID().slice(0, 8)}`, model: 'TempTale 4' }));
    return { bookings: booking, documents: document.id, 'share-links': link.id, 'data-loggers': logger.id, ...drafts };
  }

  beforeAll(async () => {
    w = await bookingsWorld();
    const bookings = {
      anna: (await book(w, 'anna', sampleAirBooking({ customerReference: 'MATRIX-ANNA' }))).id,
      carl: (await book(w, 'carl', sampleAirBooking({ customerReference: 'MATRIX-A' }))).id,
      nils: (await book(w, 'nils', sampleAirBooking({ origin: 'OSL', customerReference: 'MATRIX-N' }))).id,
    };
    for (const who of ['anna', 'carl', 'nils'] as const) made[who] = await makeRecords(who, bookings[who]);
    // Drafts are each user's own: staff keep theirs too.
    for (const who of ['admin', 'ops'] as const) made[who] = await makeRecords(who, null);
    const userId = async (email: string) => (await call(w, 'admin', 'GET', `/v1/users?q=${encodeURIComponent(email)}`)).json<{ items: { id: string }[] }>().items[0]!.id;
    // Users no test identity signs in as: deactivating them does not end a session the matrix uses.
    const contact = async (who: Who, organization: string) => {
      const response = await call(w, who, 'POST', `/v1/organizations/${organization}/contacts`, { name: `Matrix ${who}`, email: `matrix-${who}@example.com` });
      if (response.statusCode !== 201) throw new Error(`the matrix could not add a contact as ${who}: ${response.statusCode} ${response.body}`);
      return response.json<{ id: string }>().id;
    };
    // Quotations (no rate cards here: they wait for the pricing desk, REQUESTED), one per organization.
    const quote = async (who: Who, origin: string) => {
      const { mode, cargo, cargoReadyDate } = sampleAirBooking();
      const response = await call(w, who, 'POST', '/v1/quotations', { mode, origin, destination: 'FRA', cargo, cargoReadyDate });
      if (response.statusCode !== 201) throw new Error(`the matrix could not request a quotation as ${who}: ${response.statusCode} ${response.body}`);
      const id = response.json<{ id: string }>().id;
      const link = await call(w, who, 'POST', `/v1/quotations/${id}/share-links`, { expiresInDays: 7 });
      if (link.statusCode !== 201) throw new Error(`the matrix could not share a quotation as ${who}: ${link.statusCode} ${link.body}`);
      return { quotations: id, 'quotation-share-links': link.json<{ id: string }>().id };
    };
    const people = {
      acme: { organizations: w.acmeId, users: await userId('ivan@acme-pharma.test'), contacts: await contact('anna', w.acmeId), ...(await quote('carl', 'SIN')) },
      nordic: { organizations: w.nordicId, users: await userId('tina@nordic-fresh.test'), contacts: await contact('nils', w.nordicId), ...(await quote('nils', 'OSL')) },
    };
    for (const who of ROLES) {
      const home = who === 'nils' ? people.nordic : people.acme;
      const away = who === 'nils' ? people.acme : people.nordic;
      const { drafts: otherDraft, 'quotation-drafts': otherQuotationDraft, ...otherBookings } = made[OTHER[who]]!;
      const ownDrafts = made[who] ?? made.carl!;
      own[who] = { ...made[OWN_BOOKINGS[who]], drafts: ownDrafts.drafts!, 'quotation-drafts': ownDrafts['quotation-drafts']!, ...home };
      other[who] = { ...otherBookings, drafts: otherDraft!, 'quotation-drafts': otherQuotationDraft!, ...away };
    }
    // The health probes live outside /v1 and outside the route contract: public by design (docs/adr/002-one-port-portal.md).
    // Reads first, deletions last: a record one cell deletes is gone for the cells after it.
    operations = (await readOperations(w.t.app)).filter((o) => o.path.startsWith('/v1/')).sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  }, 120_000);
  afterAll(() => w.t.close());

  /** Each path parameter's resource: the segment before it (`/v1/bookings/{id}/documents/{docId}` → bookings, documents). */
  const resourcesOf = (operation: Operation): string[] =>
    [...operation.path.matchAll(/\/([a-z-]+)\/\{[^}]+\}/g)].map((m) => {
      const resource = SAME_AS[m[1]!] ?? m[1]!;
      // A quotation's drafts and share links are records of their own, not the bookings' ones.
      return operation.path.startsWith('/v1/quotations/') && resource !== 'quotations' ? `quotation-${resource}` : resource;
    });
  /** Whether the matrix has a record for every parameter of the path (then own records must answer). */
  const fullyKnown = (operation: Operation) => resourcesOf(operation).every((r) => r in own.carl);
  const scopesOf = (operation: Operation): Scope[] => (resourcesOf(operation).some((r) => r in own.carl) ? ['own', 'other'] : ['any']);

  function url(operation: Operation, scope: Scope, who: Who): string {
    const resources = resourcesOf(operation);
    let index = 0;
    return operation.path.replace(/\{([^}]+)\}/g, () => {
      const resource = resources[index++]!;
      const records = scope === 'own' ? own[who] : scope === 'other' ? other[who] : {};
      return records[resource] ?? randomUUID();
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
    /** Record ids a deletion already removed: a later cell may find them gone. */
    const deleted = new Set<string>();
    let cells = 0;
    let ownSuccesses = 0;
    for (const [index, operation] of operations.entries()) {
      const access = operation.access as Access;
      const payload = bodyOf(operation, index);
      for (const who of [null, ...ROLES]) {
        for (const scope of scopesOf(operation)) {
          const target = url(operation, scope, who ?? 'carl');
          const response = await w.t.app.inject({
            method: operation.method as 'GET', url: target,
            headers: who ? w.headers[who] : {},
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          cells += 1;
          const status = response.statusCode;
          const cell = `${operation.name} as ${who ?? 'no one'} (${scope}: ${target})`;
          const problem = check(operation, status, String(response.headers['content-type'] ?? ''), response.body);
          if (problem) problems.push(`${cell}: ${problem}${payload === undefined ? '' : `; sent ${JSON.stringify(payload).slice(0, 300)}`}`);
          const ids = Object.values(scope === 'own' ? own[who ?? 'carl'] : other[who ?? 'carl']).filter((id) => target.includes(id));
          if (operation.method === 'DELETE' && status < 300) ids.forEach((id) => deleted.add(id));
          if (access === 'public') continue;
          if (!who) {
            if (status !== 401) problems.push(`${cell}: ${status} without credentials, not 401`);
            continue;
          }
          const allowed = access === 'signed-in' || hasPermission(w.self[who].permissions, access.permission);
          if (!allowed && status !== 403) problems.push(`${cell}: ${status} without the permission ${JSON.stringify((access as { permission: unknown }).permission)}, not 403`);
          if (!allowed) continue;
          if (status === 401) problems.push(`${cell}: 401 for a signed-in caller`);
          if (scope === 'own' && fullyKnown(operation)) {
            // Allowed, on its own records: never refused, and a read succeeds.
            // A 404 may name a record the generated body refers to (a partner organization), or one a deletion took.
            const gone = status === 404 && (ids.some((id) => deleted.has(id)) || (!SAFE.has(operation.method) && UUID.test(JSON.stringify(payload ?? null))));
            if (status === 403 || (status === 404 && !gone)) problems.push(`${cell}: ${status} on its own record`);
            else if (SAFE.has(operation.method) && (status < 200 || status >= 300)) problems.push(`${cell}: ${status} reading its own record, not 2xx`);
            if (status < 300) ownSuccesses += 1;
          }
          if (scope === 'other' && CUSTOMERS.has(who)) {
            // Out of scope is not found: the record's existence is not revealed.
            if (SAFE.has(operation.method) ? status !== 404 : ![400, 404, 413, 415].includes(status)) problems.push(`${cell}: ${status} on another organization's record, not 404`);
          }
        }
      }
    }
    const unknown = [...new Set(operations.flatMap(resourcesOf).filter((r) => !(r in own.carl)))].sort();
    console.log(`authorization matrix: ${cells} cells over ${operations.length} operations, ${ownSuccesses} successes on own records, ${problems.length} problems; path resources without matrix records (random ids): ${unknown.join(', ')}`);
    expect(problems.slice(0, 40)).toEqual([]);
  }, 300_000);
});
