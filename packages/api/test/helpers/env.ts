/** PostgreSQL for the suite: TEST_DATABASE_URL, else DATABASE_URL; unset means PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** Names shared between globalSetup and the test files (through the environment). */
export const TEMPLATE_ENV = { pglite: 'FREIGHTDECK_TEST_PGLITE_TEMPLATE', postgres: 'FREIGHTDECK_TEST_PG_TEMPLATE' } as const;

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
