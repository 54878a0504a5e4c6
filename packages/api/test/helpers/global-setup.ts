import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { openDatabase, runMigrations } from '../../src/db';
import { databaseUrlFor, REDIS_ENV, TEMPLATE_ENV, testDatabaseUrl, testRedisUrl } from './env';

/** Whether Redis answers (the Redis rate-limit tests skip, saying why, when it does not). */
async function probeRedis(): Promise<void> {
  const url = testRedisUrl();
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    process.env[REDIS_ENV.url] = url;
  } catch (error) {
    process.env[REDIS_ENV.skipReason] = `no Redis at ${url} (${error instanceof Error ? error.message || error.name : String(error)})`;
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}

/** Migrates one template database; every test file then starts from a copy of it. */
export default async function globalSetup() {
  await probeRedis();
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
