import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { checkReadiness, MIGRATIONS_FOLDER, runMigrations } from '../../src/db';
import { createTestDatabase } from '../helpers/database';

// 0000 the base, 0001 the sign-in flows (rate_limit_buckets, user_tokens), 0002 reference data.
const TABLES = [
  'app_settings', 'audit_log', 'mail_outbox', 'memberships', 'organizations', 'rate_limit_buckets', 'reference_records', 'reference_sets',
  'roles', 'sessions', 'two_fa_challenges', 'user_tokens', 'users',
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
});
