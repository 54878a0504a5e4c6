import { sql } from 'drizzle-orm';
import { QUOTATION_STATUSES } from '@freightdeck/contracts';
import { selectRows } from '../../src/db';
import { loadReferenceData } from '../../src/modules/references/load';
import { QUOTATIONS_STEP, RATE_CARDS_STEP } from '../../src/seed/quotations';
import { SCHEDULES_STEP } from '../../src/seed/schedules';
import { seedDemo, WORLD_STEPS } from '../../src/seed';
import { demoRateCards } from '../../src/seed/rate-cards';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

jest.setTimeout(600_000);
let t: TestDatabase;
let seconds = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  await loadReferenceData(t.database.db);
  await seedDemo(t.database.db, { isProduction: false, seedDemo: true }, undefined, [...WORLD_STEPS, SCHEDULES_STEP]);
  const started = Date.now();
  expect(await seedDemo(t.database.db, { isProduction: false, seedDemo: true }, undefined, [...WORLD_STEPS, SCHEDULES_STEP, RATE_CARDS_STEP, QUOTATIONS_STEP])).toEqual({ ran: ['rate-cards', 'quotations'], skipped: null });
  seconds = (Date.now() - started) / 1000;
  console.log(`demo rate cards and quotations seeded in ${seconds.toFixed(1)} s`);
});
afterAll(() => t.dispose());

describe('demo rate cards and quotations', () => {
  it('enter the demo tariffs and exchange rates', async () => {
    const [cards] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from rate_cards`);
    expect(cards!.n).toBe(demoRateCards('2026-01-01').length);
    const [rates] = await selectRows<{ n: number }>(t.database.db, sql`select count(distinct rate_date)::int as n from exchange_rates`);
    expect(rates!.n).toBe(2);
  });

  it('make a few hundred quotations of the three customers in every status, booked ones linked to their bookings', async () => {
    const rows = await selectRows<{ status: string; n: number; orgs: number }>(t.database.db, sql`select status, count(*)::int as n, count(distinct organization_id)::int as orgs from quotations group by status`);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(240);
    for (const status of QUOTATION_STATUSES) expect([status, (byStatus[status] ?? 0) > 0]).toEqual([status, true]);
    const [orgs] = await selectRows<{ n: number }>(t.database.db, sql`select count(distinct organization_id)::int as n from quotations`);
    expect(orgs!.n).toBe(3);
    const linked = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from quotations q join bookings b on b.id = q.booking_id and b.quotation_id = q.id where q.status = 'BOOKED'`);
    expect(linked[0]!.n).toBe(byStatus.BOOKED);
    // Most requests priced at once by the cards; the desk's hand-priced ones e-mailed their requester.
    const [priced] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from quotations where option_count > 0`);
    expect(priced!.n).toBeGreaterThan(150);
    const [mails] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox where subject like 'Your quotation FDQ-%'`);
    expect(mails!.n).toBeGreaterThan(0);
  });

  it('seed once (a second run adds nothing)', async () => {
    expect(await seedDemo(t.database.db, { isProduction: false, seedDemo: true }, undefined, [...WORLD_STEPS, SCHEDULES_STEP, RATE_CARDS_STEP, QUOTATIONS_STEP])).toEqual({ ran: [], skipped: null });
  });
});
