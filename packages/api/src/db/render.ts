import * as drizzle from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

// Taken once: this module runs as CommonJS, where each use of a named import of drizzle-orm
// reads it through a chain of re-export getters (half of the walk's cost, when it checked each
// chunk against imported classes).
const { Column, getTableName, is, Param, Placeholder, SQL, StringChunk, Table } = drizzle;
type SQL = drizzle.SQL;
type Column = drizzle.Column;
type Table = drizzle.Table;

export interface RenderedStatement {
  sql: string;
  params: unknown[];
}

const dialect = new PgDialect();
/** drizzle keeps a table's schema under this symbol (Table.Symbol.Schema); ours have none. */
const TABLE_SCHEMA = (Table as unknown as { Symbol: { Schema: symbol } }).Symbol.Schema;
const quotedTables = new WeakMap<Table, string>();
const quotedColumns = new WeakMap<Column, string>();

function tableText(table: Table): string | null {
  let text = quotedTables.get(table);
  if (text === undefined) {
    if ((table as unknown as Record<symbol, unknown>)[TABLE_SCHEMA] !== undefined) return null;
    text = dialect.escapeName(getTableName(table));
    quotedTables.set(table, text);
  }
  return text;
}

function columnText(column: Column): string | null {
  let text = quotedColumns.get(column);
  if (text === undefined) {
    const table = tableText(column.table);
    if (table === null) return null;
    text = `${table}.${dialect.escapeName(column.name)}`;
    quotedColumns.set(column, text);
  }
  return text;
}

/** Thrown (without a stack to build) where a chunk is not one of the kinds rendered here. */
const UNSUPPORTED = Symbol('unsupported chunk');

/**
 * Appends one chunk's text to `out` and its values to `params`, as drizzle's PgDialect renders it.
 * Only the chunks hand-written statements are made of: text, nested SQL, tables and columns of the
 * public schema, parameters (a column's value mapped by the column) and plain values, lists of
 * values. Anything else (aliases, subqueries, views, placeholders, inlined values) throws
 * UNSUPPORTED and the caller lets drizzle render the statement.
 */
function append(chunk: unknown, out: string[], params: unknown[]): void {
  if (chunk instanceof StringChunk) {
    out.push(chunk.value.join(''));
  } else if (chunk instanceof SQL) {
    // `.inlineParams()` writes values into the text: drizzle's business.
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw UNSUPPORTED;
    for (const inner of chunk.queryChunks) append(inner, out, params);
  } else if (chunk === undefined) {
    // drizzle renders an undefined chunk as nothing
  } else if (Array.isArray(chunk)) {
    out.push('(');
    chunk.forEach((item, i) => {
      if (i > 0) out.push(', ');
      append(item, out, params);
    });
    out.push(')');
  } else if (chunk instanceof Column) {
    const text = columnText(chunk);
    if (text === null) throw UNSUPPORTED;
    out.push(text);
  } else if (chunk instanceof Table) {
    const text = tableText(chunk);
    if (text === null) throw UNSUPPORTED;
    out.push(text);
  } else if (chunk instanceof Param) {
    if (is(chunk.value, Placeholder)) throw UNSUPPORTED;
    const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (is(value, SQL)) throw UNSUPPORTED;
    params.push(value);
    out.push(dialect.escapeParam(params.length - 1));
  } else if (chunk === null || typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean' || typeof chunk === 'bigint' || chunk instanceof Date) {
    params.push(chunk);
    out.push(dialect.escapeParam(params.length - 1));
  } else {
    // Names, aliases, subqueries, views, placeholders, enums, other objects: drizzle's business.
    throw UNSUPPORTED;
  }
}

/**
 * The statement's text and values exactly as drizzle's PgDialect renders them (the unit test
 * renders every list shape both ways), or drizzle's own rendering where a chunk is not one of
 * the kinds above. drizzle's general renderer tests each chunk against a dozen entity kinds by
 * walking prototype chains: on the bookings list that was a quarter of the API's CPU per call
 * (bench:bookings), and this walk is a few instanceof checks. Tables' and columns' quoted names
 * are remembered.
 */
export function renderStatement(query: SQL): RenderedStatement {
  return renderDirectly(query) ?? dialect.sqlToQuery(query);
}

/** The walk alone: null where a chunk is not one of the kinds it renders. */
export function renderDirectly(query: SQL): RenderedStatement | null {
  const out: string[] = [];
  const params: unknown[] = [];
  try {
    append(query, out, params);
  } catch (error) {
    if (error === UNSUPPORTED) return null;
    throw error;
  }
  return { sql: out.join(''), params };
}
