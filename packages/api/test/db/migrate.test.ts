import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { checkReadiness, MIGRATIONS_FOLDER, runMigrations } from '../../src/db';
import { createTestDatabase } from '../helpers/database';

// 0000 the base, 0001 the sign-in flows (rate_limit_buckets, user_tokens), 0002 reference data, 0003 bookings,
// 0005 organization contacts and links, registration links and applications (0004, 0006 and 0007 change indexes only),
// later: schedules, quotations and the report rollups (0017 the narrow place and status rollups).
const TABLES = [
  'app_settings', 'audit_log', 'booking_documents', 'booking_drafts', 'booking_history', 'booking_org_rollups', 'booking_place_rollups', 'booking_revisions', 'booking_rollups',
  'booking_share_links', 'booking_status_counts', 'booking_status_rollups', 'booking_watches', 'bookings', 'data_logger_readings', 'data_loggers',
  'exchange_rates', 'idempotency_keys', 'integrations', 'mail_outbox', 'memberships', 'organization_contacts', 'organization_links',
  'organizations', 'quotation_drafts', 'quotation_history', 'quotation_share_links', 'quotations', 'rate_cards', 'rate_limit_buckets', 'reference_records', 'reference_sets', 'registration_links', 'registrations', 'roles', 'schedule_calls',
  'schedule_trips', 'sessions', 'spent_refresh_tokens', 'tracking_events', 'tracking_notification_settings', 'tracking_notifications_sent',
  'tracking_references', 'two_fa_challenges', 'user_tokens', 'users', 'webhook_deliveries',
];

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

describe('migrations', () => {
  it('apply on an empty database, once, and make it ready', async () => {
    const t = await createTestDatabase({ empty: true });
    try {
      expect((await checkReadiness(t.database)).ok).toBe(false);
      await runMigrations(t.database);
      await runMigrations(t.database); // already applied: nothing to do
      const tables = rowsOf<{ table_name: string }>(
        await t.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`),
      ).map((r) => r.table_name);
      expect(tables).toEqual(TABLES);
      const applied = rowsOf<{ n: string | number }>(await t.database.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`));
      expect(Number(applied[0]!.n)).toBe(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length);
      expect(await checkReadiness(t.database)).toEqual({ ok: true });
    } finally {
      await t.dispose();
    }
  });

  it('enforce unique e-mail addresses whatever their case', async () => {
    const t = await createTestDatabase();
    try {
      await t.database.db.execute(sql`insert into users (email, first_name, last_name) values ('Case@Example.test', 'A', 'B')`);
      await expect(t.database.db.execute(sql`insert into users (email, first_name, last_name) values ('case@example.TEST', 'C', 'D')`)).rejects.toThrow();
    } finally {
      await t.dispose();
    }
  });

  it('keep booking_status_counts and the report rollups in step with every insert, change and delete of a booking', async () => {
    const t = await createTestDatabase();
    const db = t.database.db;
    const counts = async () => rowsOf<{ mode: string; status: string; count: string | number }>(
      await db.execute(sql`select mode, status, count from booking_status_counts where count <> 0 order by mode, status`),
    ).map((r) => `${r.mode} ${r.status} ${Number(r.count)}`);
    try {
      const org = rowsOf<{ id: string }>(await db.execute(sql`insert into organizations (name) values ('Counted') returning id`))[0]!.id;
      const user = rowsOf<{ id: string }>(await db.execute(sql`insert into users (email, first_name, last_name) values ('c@example.test', 'C', 'D') returning id`))[0]!.id;
      const insert = (ref: string, mode: string) => db.execute(sql`
        insert into bookings (ref, mode, organization_id, created_by_id, origin, destination, cargo_ready_date, cargo_type, shipper_company,
          consignee_company, pieces, gross_weight_kg, volume_m3, chargeable_value, chargeable_unit, search_text, data)
        values (${ref}, ${mode}, ${org}, ${user}, 'SIN', 'FRA', '2026-12-01', 'GENERAL', 'S', 'C', 1, 1, 1, 1, 'KG', ${ref}, '{}')`);
      await insert('A1', 'AIR');
      await insert('A2', 'AIR');
      await insert('S1', 'SEA');
      expect(await counts()).toEqual(['AIR PENDING 2', 'SEA PENDING 1']);
      await db.execute(sql`update bookings set status = 'CONFIRMED' where ref = 'A1'`);
      await db.execute(sql`update bookings set version = version + 1 where ref = 'A2'`); // no status change: no count change
      expect(await counts()).toEqual(['AIR CONFIRMED 1', 'AIR PENDING 1', 'SEA PENDING 1']);
      await db.execute(sql`delete from bookings where ref = 'S1'`);
      expect(await counts()).toEqual(['AIR CONFIRMED 1', 'AIR PENDING 1']);
      // The reports' rollups (migration 0009) follow the same writes, in each of their three grains,
      // and a multi-row statement (the seed's re-dating) moves bookings between buckets.
      // Both rollups (with and without lanes), each by booking date (basis B) and by departure (D).
      const rollups = async (table: 'booking_rollups' | 'booking_org_rollups' = 'booking_rollups', basis = 'B') => rowsOf<{ grain: string; status: string; n: string | number; kg: string | number }>(
        await db.execute(sql`select grain, status, sum(bookings) as n, sum(gross_weight_kg) as kg from ${sql.raw(table)} where basis = ${basis} group by grain, status having sum(bookings) <> 0 order by grain, status`),
      ).map((r) => `${r.grain} ${r.status} ${Number(r.n)} ${Number(r.kg)}`);
      const buckets = async (basis: string) => rowsOf<{ grain: string; bucket: string }>(await db.execute(sql`select grain, to_char(bucket at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as bucket from booking_org_rollups where basis = ${basis} and bookings <> 0 group by grain, bucket order by grain, bucket`)).map((b) => `${b.grain} ${b.bucket}`);
      const both = async () => [await rollups(), await rollups('booking_org_rollups'), await rollups('booking_rollups', 'D'), await rollups('booking_org_rollups', 'D')];
      const ONE = ['d CONFIRMED 1 1', 'd PENDING 1 1', 'm CONFIRMED 1 1', 'm PENDING 1 1', 'q CONFIRMED 1 1', 'q PENDING 1 1'];
      expect(await both()).toEqual([ONE, ONE, ONE, ONE]);
      // No departure yet, no planned one: departure = the cargo ready date.
      expect(await buckets('D')).toEqual(['d 2026-12-01 00:00', 'm 2026-12-01 00:00', 'q 2026-12-01 00:00']);
      await db.execute(sql`update bookings set created_at = '2025-03-01T12:00:00Z', gross_weight_kg = 5`);
      expect(await buckets('B')).toEqual(['d 2025-03-01 00:00', 'm 2025-03-01 00:00', 'q 2025-03-01 12:00']);
      const FIVE = ['d CONFIRMED 1 5', 'd PENDING 1 5', 'm CONFIRMED 1 5', 'm PENDING 1 5', 'q CONFIRMED 1 5', 'q PENDING 1 5'];
      expect(await both()).toEqual([FIVE, FIVE, FIVE, FIVE]);
      // Departing moves a booking's departure buckets only.
      await db.execute(sql`update bookings set departed_at = '2026-11-20T08:10:00Z' where ref = 'A1'`);
      expect(await buckets('D')).toEqual(['d 2026-11-20 00:00', 'd 2026-12-01 00:00', 'm 2026-11-01 00:00', 'm 2026-12-01 00:00', 'q 2026-11-20 08:00', 'q 2026-12-01 00:00']);
      expect(await buckets('B')).toEqual(['d 2025-03-01 00:00', 'm 2025-03-01 00:00', 'q 2025-03-01 12:00']);
      await db.execute(sql`delete from bookings`);
      expect(await both()).toEqual([[], [], [], []]);
    } finally {
      await t.dispose();
    }
  });
});
