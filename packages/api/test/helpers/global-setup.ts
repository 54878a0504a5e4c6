import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, runMigrations } from '../../src/db';
import { databaseUrlFor, TEMPLATE_ENV, testDatabaseUrl } from './env';

/** Migrates one template database; every test file then starts from a copy of it. */
export default async function globalSetup() {
  const adminUrl = testDatabaseUrl();
  if (adminUrl) {
    const name = `fd_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name) });
    await runMigrations(database);
    await database.close();
    process.env[TEMPLATE_ENV.postgres] = name;
    return;
  }
  const database = await openDatabase({});
  await runMigrations(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `freightdeck-api-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env[TEMPLATE_ENV.pglite] = file;
}
