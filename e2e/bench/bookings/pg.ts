import { createRequire } from 'node:module';
import { join } from 'node:path';
import { workspaceRoot } from '../../support/portal-process';

/** The few calls of node-postgres the benchmark makes. */
/** A query by its text, or a named (prepared) statement. */
export interface PgQueryConfig { text: string; values?: unknown[]; name?: string }
export interface PgClient {
  connect(): Promise<unknown>;
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
  end(): Promise<void>;
}
export interface PgPool {
  query<R = Record<string, unknown>>(config: PgQueryConfig): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}
interface PgModule {
  Client: new (options: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient;
  Pool: new (options: { connectionString: string; max: number; min?: number }) => PgPool;
}

/**
 * The raw PostgreSQL driver, the very `pg` the API runs on (resolved from the API package, so
 * the comparison is driver to driver and the e2e package needs no dependency of its own).
 */
export const pg = createRequire(join(workspaceRoot, 'packages', 'api', 'package.json'))('pg') as PgModule;

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The bench's own database (BENCH_DB_NAME: another, to keep one size while measuring another). */
export const BENCH_DB = process.env.BENCH_DB_NAME ?? 'fd_bench';

export function databaseUrl(name: string, base = ADMIN_URL): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on a short-lived connection. */
export async function once(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL at ADMIN_URL cannot be reached (its error code or message), or null when it can. */
export async function unreachablePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return (error as { code?: string; message?: string }).code ?? (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}
