import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from './client';
import { renderStatement } from './render';

interface WithClient {
  $client?: unknown;
}

/** A statement's name on the server: the same text is the same statement, whatever asks for it. */
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    // Shapes are few (filters × sort); the bound only guards against a caller that breaks the rule below.
    if (names.size >= 5000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * The rows of a hand-written statement. Both drivers answer `execute` with `{ rows }` (node-postgres'
 * QueryResult, PGlite's Results); values come as each driver parses them, so statements that must
 * read the same on both format in SQL (timestamps `to_char`'d to ISO text, dates `::text`).
 *
 * `prepared`: on a PostgreSQL pool (not inside a transaction) the statement is named by its text,
 * so each connection parses and plans a shape once and then only binds values (bench:bookings:
 * planning the list's page took 0.25 ms of PostgreSQL's ~1 ms a call), and rendered by
 * renderStatement (render.ts), not drizzle's general renderer. For hot read paths whose text has a
 * bounded number of shapes; never for text built from user input.
 */
export async function selectRows<T extends Record<string, unknown>>(ex: Executor, query: SQL, { prepared = false } = {}): Promise<T[]> {
  const client = (ex as unknown as WithClient).$client;
  if (prepared && client instanceof pg.Pool) {
    const { sql: text, params } = renderStatement(query);
    const result = await client.query<T>({ name: statementName(text), text, values: params });
    return result.rows;
  }
  const result = (await ex.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? (result as unknown as T[]);
}
