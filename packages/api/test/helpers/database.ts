import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db';
import { databaseUrlFor, TEMPLATE_ENV, testDatabaseUrl } from './env';

export interface TestDatabase {
  database: Database;
  /** The database's URL on PostgreSQL (a second pool can open it: another API instance); undefined on PGlite. */
  url?: string;
  /** Closes and, on PostgreSQL, drops the database: a run leaves nothing behind. */
  dispose(): Promise<void>;
}

async function adminQuery(adminUrl: string, query: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database for one test file: migrated (a copy of the template) unless `empty`.
 * PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set, PGlite in memory otherwise.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  if (adminUrl) {
    const name = `fd_test_${process.pid}_${randomBytes(6).toString('hex')}`;
    const template = process.env[TEMPLATE_ENV.postgres];
    await adminQuery(adminUrl, empty || !template ? `create database "${name}"` : `create database "${name}" template "${template}"`);
    const url = databaseUrlFor(adminUrl, name);
    const database = await openDatabase({ databaseUrl: url });
    return {
      database,
      url,
      async dispose() {
        await database.close();
        await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const templateFile = process.env[TEMPLATE_ENV.pglite];
  const loadDataDir = !empty && templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
  const database = await openDatabase({ loadDataDir });
  return { database, dispose: () => database.close() };
}
