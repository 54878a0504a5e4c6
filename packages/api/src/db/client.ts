import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database: code is written against the common PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export type DatabaseOptions =
  /**
   * `onIdleError`: a pooled connection that is idle can be ended by the server (a restart, an
   * administrator); the pool drops it and opens a new one when needed. Default: one stderr line.
   */
  | { databaseUrl: string; onIdleError?: (error: Error) => void }
  /** `dataDir` undefined: in memory. `loadDataDir`: start from a dumped template (tests). */
  | { databaseUrl?: undefined; dataDir?: string; loadDataDir?: Blob };

/** Connections to PostgreSQL per API process. */
const POOL_SIZE = 10;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined) {
    // A fixed-size pool (min = max): a connection once opened stays open. With the driver's default
    // (closed after 10 s idle) a quiet minute closed most of them, and the next burst opened new
    // ones in the middle of calls: a PostgreSQL backend forked, signed in, its catalog caches
    // filled and every named statement prepared again, some 40 ms for the calls that waited on
    // it (bench:bookings: the slow calls of a fixed-rate run came in such bursts, one for each
    // connection opened).
    // jit=off: the API runs short statements; the reports' LATERAL range scans were costed past
    // jit_above_cost and compiling took 20–500 ms of a 20 ms query (docs/adr/016-reports-and-emissions.md).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE, min: POOL_SIZE, options: '-c jit=off' });
    // Without a listener, an idle connection's error is an uncaught exception that ends the process.
    pool.on('error', options.onIdleError ?? ((error) => process.stderr.write(`database: idle connection lost: ${error.message}\n`)));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the bookings' free-text filter (migration 0003); PostgreSQL ships it in contrib.
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, driver: 'pglite', close: () => client.close() };
}
