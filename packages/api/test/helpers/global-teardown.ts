import { rmSync } from 'node:fs';
import pg from 'pg';
import { TEMPLATE_ENV, testDatabaseUrl } from './env';

export default async function globalTeardown() {
  const pgliteTemplate = process.env[TEMPLATE_ENV.pglite];
  if (pgliteTemplate) rmSync(pgliteTemplate, { force: true });
  const adminUrl = testDatabaseUrl();
  const template = process.env[TEMPLATE_ENV.postgres];
  if (adminUrl && template) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${template}" with (force)`);
    await admin.end();
  }
}
