import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db';
import type { Clock } from '../../src/lib/clock';
import { loadReferenceData } from '../../src/modules/references/load';
import { SEED_STEPS, seedDemo, WORLD_STEPS } from '../../src/seed';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: boolean;
  /**
   * Also seed the ~2,000 demo bookings (slow: seconds per test file). Default false: tests start
   * from the demo world (organizations, roles, users) and make the bookings they need.
   */
  demoBookings?: boolean;
  /** Called before app.ready(): tests may add routes of their own. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** The app's clock (tokens, links, challenges, rate limits); default the system's. */
  now?: Clock;
}

/** The real app on a fresh migrated database; seeded with the demo world unless `seed: false`. */
export async function createTestApp({ env = {}, seed = true, demoBookings = false, extend, now }: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_ROOT: '/nonexistent-static-root', ...env });
  const { database, dispose } = await createTestDatabase();
  const app = await buildApp({ config, database, now });
  // The demo bookings name airports and ports: the reference data comes first, as at start-up.
  if (seed && demoBookings) await loadReferenceData(database.db);
  if (seed) await seedDemo(database.db, { ...config, isProduction: false, seedDemo: true }, undefined, demoBookings ? SEED_STEPS : WORLD_STEPS);
  await extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
