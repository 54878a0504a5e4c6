// `pnpm test:all`: the API suite on PGlite, then again on PostgreSQL when one answers at
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). Each test file works in
// a database of its own, created from a template and dropped afterwards.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const require = createRequire(import.meta.url);
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const jestArgs = process.argv.slice(2);

function runSuite(label, databaseUrl) {
  console.log(`\n=== API tests on ${label} ===`);
  const env = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  const result = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), ...jestArgs], { cwd: packageRoot, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\nAPI tests failed on ${label}`);
    process.exit(result.status ?? 1);
  }
}

async function probe(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query('show server_version');
    return { ok: true, version: rows[0].server_version };
  } catch (error) {
    return { ok: false, reason: error.code || error.message || String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

const redacted = (url) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');

runSuite('PGlite (embedded)');
const pgStatus = await probe(postgresUrl);
if (pgStatus.ok) {
  runSuite(`PostgreSQL ${pgStatus.version} at ${redacted(postgresUrl)}`, postgresUrl);
} else {
  console.log(`\nskipped: no PostgreSQL at ${redacted(postgresUrl)} (${pgStatus.reason})`);
}
