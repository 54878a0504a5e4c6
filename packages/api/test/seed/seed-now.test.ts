import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../src/db';
import { loadReferenceData } from '../../src/modules/references/load';
import { seedDemo, SEED_STEPS, type SeedStep } from '../../src/seed';
import { seedDemoQuotations } from '../../src/seed/quotations';
import { createOutboxMailer } from '../../src/mail/outbox-mailer';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

// SEED_NOW (the e2e screenshot world, docs/adr/031-screenshot-suite.md#a-fixed-present): two seeds
// with the same present make the same demo world, whenever they run. Every step of `pnpm start`,
// with fewer bookings and quotations than a first start makes. The rows the database dates itself
// (`default now()`: organizations, users…) follow the process clock, which the e2e world sets to
// SEED_NOW (e2e/support/fixed-clock.mjs); here jest's fake Date does (PGlite reads the JS clock).
// A PostgreSQL server keeps its own clock: there, the instants it wrote itself during the run (and
// only those: real time, months after SEED_NOW) are set aside as `<server now>`.
jest.setTimeout(600_000);

const SEED_NOW = new Date('2026-03-10T08:00:00.000Z');
const DAY = 86_400_000;
const STEPS: SeedStep[] = SEED_STEPS.map((step) => (step.name !== 'quotations' ? step : {
  name: step.name,
  run: ({ db, services, now }) => seedDemoQuotations({ db, services, now, mailer: createOutboxMailer(db, { info: () => undefined }), publicUrl: 'http://localhost:8080', perCustomer: 4 }).then(() => undefined),
}));

/**
 * The seeded records of the tables a user reads, compared as values: generated ids (UUIDs, and
 * the short random ids of nested parts such as a quotation's options, in `id`, `…Id` and `…_id` fields)
 * and the secrets the services draw at random (password hashes, token and key hashes) become
 * placeholders, and the rows of a table are sorted.
 */
const TABLES = [
  'organizations', 'roles', 'users', 'memberships', 'organization_contacts', 'organization_links', 'user_tokens',
  'bookings', 'booking_history', 'booking_revisions', 'booking_drafts', 'data_loggers', 'data_logger_readings',
  'integrations', 'tracking_events', 'tracking_references', 'schedule_trips', 'schedule_calls',
  'rate_cards', 'exchange_rates', 'quotations', 'quotation_history', 'quotation_drafts',
];
const RANDOM_COLUMNS = new Set(['password_hash', 'token_hash', 'key_hash', 'key_prefix', 'secret']);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const NESTED_ID = /"(id|\w+Id|\w+_id)":"[^"]*"/g;

/**
 * A priced quotation's options come from the schedule search, which orders sailings that arrive
 * together after the same time on the road by their trip ids (random): which of two such sailings
 * a tariff offers is not yet the same on every seed. The options are left out of the comparison
 * (the rest of the quotation, its history and status, are compared).
 */
function withoutPricedOptions(table: string, row: Record<string, unknown>): Record<string, unknown> {
  if (table !== 'quotations') return row;
  const { data, ...rest } = row as { data: Record<string, unknown> };
  const { options: _options, ...kept } = data;
  return Object.fromEntries(Object.entries({ ...rest, data: kept }).filter(([k]) => !/option|total|transit|co2e/.test(k)));
}

// Taken at load, before the fake Date: the real window this file runs in (its timeout is 10 minutes).
const RUN_STARTED = Date.now();
const RUN_ENDS_BY = RUN_STARTED + 3_600_000;
const INSTANT = /"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?\+00:00)"/g;
/** On PostgreSQL, `default now()` instants are the server's real time during this run. */
function serverDated(text: string): string {
  return text.replace(INSTANT, (whole, iso: string) => {
    const at = Date.parse(iso);
    return at >= RUN_STARTED - 60_000 && at <= RUN_ENDS_BY ? '"<server now>"' : whole;
  });
}

async function records(db: Db, onServer: boolean): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await selectRows<{ r: Record<string, unknown> }>(db, sql`select to_jsonb(t) as r from ${sql.identifier(table)} t`);
    out[table] = rows
      .map(({ r }) => withoutPricedOptions(table, r))
      .map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, RANDOM_COLUMNS.has(k) ? '<random>' : v]))).replace(UUID, '<id>').replace(NESTED_ID, '"$1":"<id>"'))
      .map((text) => (onServer ? serverDated(text) : text))
      .sort();
  }
  return out;
}

async function seededWorld(): Promise<{ t: TestDatabase; records: Record<string, string[]> }> {
  const t = await createTestDatabase();
  await loadReferenceData(t.database.db);
  const result = await seedDemo(t.database.db, { isProduction: false, seedDemo: true, seedDemoBookings: 12, seedNow: SEED_NOW }, undefined, STEPS);
  expect(result.ran).toEqual(STEPS.map((s) => s.name));
  return { t, records: await records(t.database.db, t.url !== undefined) };
}

let first: Awaited<ReturnType<typeof seededWorld>>;
let second: Awaited<ReturnType<typeof seededWorld>>;

beforeAll(async () => {
  // Date alone: timers, microtasks and performance run as usual.
  jest.useFakeTimers({ now: SEED_NOW, doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  try {
    first = await seededWorld();
    second = await seededWorld();
  } finally {
    jest.useRealTimers();
  }
});
afterAll(async () => {
  await first?.t.dispose();
  await second?.t.dispose();
});

describe('SEED_NOW', () => {
  it('two seeds with the same present give the same records', () => {
    for (const table of TABLES) expect([table, second.records[table]]).toEqual([table, first.records[table]]);
    // Not an empty comparison: the world, its bookings, timetables and quotations are there.
    for (const table of ['users', 'bookings', 'booking_history', 'tracking_events', 'schedule_trips', 'quotations', 'rate_cards']) {
      expect([table, first.records[table]!.length > 0]).toEqual([table, true]);
    }
  });

  it('dates the world from SEED_NOW, not from the day the seed runs', async () => {
    const db = first.t.database.db;
    const [span] = await selectRows<{ newest: string; oldest: string }>(db, sql`select max(created_at) as newest, min(created_at) as oldest from bookings`);
    expect(new Date(span!.newest).getTime()).toBeLessThanOrEqual(SEED_NOW.getTime());
    expect(new Date(span!.newest).getTime()).toBeGreaterThan(SEED_NOW.getTime() - 30 * DAY);
    const [quotes] = await selectRows<{ newest: string }>(db, sql`select max(created_at) as newest from quotations`);
    expect(new Date(quotes!.newest).getTime()).toBeLessThanOrEqual(SEED_NOW.getTime());
    expect(new Date(quotes!.newest).getTime()).toBeGreaterThan(SEED_NOW.getTime() - 10 * DAY);
    // The timetables run for 26 weeks from SEED_NOW's day; the exchange rates are of that day and 90 days before.
    const [trips] = await selectRows<{ last: string }>(db, sql`select max(first_departure) as last from schedule_trips`);
    expect(new Date(trips!.last).getTime()).toBeGreaterThan(SEED_NOW.getTime() + 150 * DAY);
    expect(new Date(trips!.last).getTime()).toBeLessThan(SEED_NOW.getTime() + 200 * DAY);
    const dates = await selectRows<{ d: string }>(db, sql`select distinct rate_date::text as d from exchange_rates order by 1`);
    expect(dates.map((r) => r.d)).toEqual(['2025-12-10', '2026-03-10']);
  });
});
