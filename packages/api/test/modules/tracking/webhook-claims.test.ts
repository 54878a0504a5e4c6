import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../src/db';
import { webhookDeliveries } from '../../../src/db/schema';
import { createIntegrationService, integrationById } from '../../../src/modules/integrations';
import { createWebhooks } from '../../../src/modules/tracking';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { testDatabaseUrl } from '../../helpers/env';

// Two API instances retrying webhooks at once (docs/adr/015-track-and-trace.md#webhooks-on-several-instances):
// on PostgreSQL each worker has its own connection pool, as two servers would; PGlite is one
// process with one connection, so there the two workers share it (the claim is the same statement).
let t: TestDatabase;
let second: Database | undefined;
beforeAll(async () => {
  t = await createTestDatabase();
  if (t.url) second = await openDatabase({ databaseUrl: t.url });
});
afterAll(async () => {
  await second?.close();
  await t.dispose();
});

const where = () => (testDatabaseUrl() ? 'PostgreSQL, two connection pools' : 'PGlite, one shared connection (PostgreSQL runs this with two pools)');

describe(`webhook retries claimed FOR UPDATE SKIP LOCKED (${where()})`, () => {
  it('never lets two workers deliver the same attempt, and every delivery ends delivered', async () => {
    const db = t.database.db;
    const hooked = await createIntegrationService({ db, now: () => new Date() }).create(null as unknown as string, { name: 'Two instances', kind: 'CARRIER', carrierCodes: ['LH'], webhookUrl: 'https://hooks.example.test/in' });
    let clock = new Date('2026-11-25T10:00:00Z');
    const now = () => clock;
    const N = 120;
    await db.insert(webhookDeliveries).values(Array.from({ length: N }, (_, i) => ({ integrationId: hooked.id, body: JSON.stringify({ n: i }), createdAt: clock, nextAttemptAt: clock })));

    // Every POST seen, by delivery and attempt; a third of the deliveries fail their first attempt.
    const seen = new Map<string, string[]>();
    const post = (worker: string) => async (_url: string, init: { headers: Record<string, string> }) => {
      const key = `${init.headers['x-freightdeck-delivery']}#${init.headers['x-freightdeck-attempt']}`;
      seen.set(key, [...(seen.get(key) ?? []), worker]);
      await new Promise((r) => setTimeout(r, Math.random() * 4));
      const n = Number(init.headers['x-freightdeck-attempt']);
      return { status: n === 1 && key.charCodeAt(0) % 3 === 0 ? 503 : 204 };
    };
    const workerA = createWebhooks({ db, now, post: post('A') });
    const workerB = createWebhooks({ db: second?.db ?? db, now, post: post('B') });
    const integrationOf = (id: string) => integrationById(db, id);
    const drain = async (w: typeof workerA) => {
      let total = 0;
      for (let n = await w.retryDue(integrationOf, 7); n > 0; n = await w.retryDue(integrationOf, 7)) total += n;
      return total;
    };

    const first = await Promise.all([drain(workerA), drain(workerB), drain(workerA), drain(workerB)]);
    expect(first.reduce((a, b) => a + b, 0)).toBe(N);
    // Both workers took part (the claims interleave rather than one worker taking all).
    expect(new Set([...seen.values()].flat())).toEqual(new Set(['A', 'B']));
    // The failed ones fall due after their backoff (30 s) and are claimed again, once each.
    clock = new Date(clock.getTime() + 31_000);
    const second_ = await Promise.all([drain(workerA), drain(workerB)]);
    const failedFirst = [...seen.keys()].filter((k) => k.endsWith('#1') && k.charCodeAt(0) % 3 === 0).length;
    expect(second_.reduce((a, b) => a + b, 0)).toBe(failedFirst);

    const twice = [...seen.entries()].filter(([, workers]) => workers.length > 1);
    expect(twice).toEqual([]);
    expect(seen.size).toBe(N + failedFirst);
    const rows = ((await db.execute(sql`select status, attempts, count(*)::int as n from webhook_deliveries group by status, attempts order by attempts`)) as unknown as { rows: { status: string; attempts: number; n: number }[] }).rows;
    expect(rows).toEqual([
      { status: 'DELIVERED', attempts: 1, n: N - failedFirst },
      ...(failedFirst ? [{ status: 'DELIVERED', attempts: 2, n: failedFirst }] : []),
    ]);
  });

  it('does not take a delivery whose attempt another worker holds (its lease), nor one not yet due', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from webhook_deliveries`);
    const [integration] = (await db.execute(sql`select id from integrations limit 1`) as unknown as { rows: { id: string }[] }).rows;
    const at = new Date('2026-11-25T12:00:00Z');
    await db.insert(webhookDeliveries).values([
      { integrationId: integration!.id, body: '{}', createdAt: at, nextAttemptAt: at },
      { integrationId: integration!.id, body: '{}', createdAt: at, nextAttemptAt: new Date(at.getTime() + 1_000) },
    ]);
    const a = createWebhooks({ db, now: () => at });
    const b = createWebhooks({ db: second?.db ?? db, now: () => at });
    expect(await a.claimDue(10)).toHaveLength(1);
    // A's claim holds the due one (leased 60 s ahead); the other is not due yet.
    expect(await b.claimDue(10)).toHaveLength(0);
  });
});
