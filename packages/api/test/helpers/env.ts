/** PostgreSQL for the suite: TEST_DATABASE_URL, else DATABASE_URL; unset means PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** Names shared between globalSetup and the test files (through the environment). */
export const TEMPLATE_ENV = { pglite: 'FREIGHTDECK_TEST_PGLITE_TEMPLATE', postgres: 'FREIGHTDECK_TEST_PG_TEMPLATE' } as const;

/** Redis for the rate-limit store tests: TEST_REDIS_URL, else the local default. */
export const testRedisUrl = (): string => process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** Set by globalSetup: the Redis URL when it answered, or why the Redis tests skip. */
export const REDIS_ENV = { url: 'FREIGHTDECK_TEST_REDIS_URL', skipReason: 'FREIGHTDECK_TEST_REDIS_SKIP' } as const;

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
