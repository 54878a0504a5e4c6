// One API instance for the two-instance test (two-instances.test.ts): the whole app on the
// DATABASE_URL (and REDIS_URL) it is given, on an ephemeral port it reports to its parent.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db';

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_ROOT: '/nonexistent-static-root' });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
  process.once('SIGTERM', () => {
    void app.close().then(() => database.close()).then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
