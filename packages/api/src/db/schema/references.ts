import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per reference set (docs/product/reference-data.md#wire-format): the content hash of what
 * `/v1/references/<set>` answers, and the hash of the built-in source last applied, so a start-up
 * load skips unchanged sets.
 */
export const referenceSets = pgTable('reference_sets', {
  name: text('name').primaryKey(),
  /** Content hash of the set's wire body (changes exactly when the data changes). */
  hash: text('hash').notNull(),
  /** Hash of the built-in rows last loaded (src/reference-data); null until loaded. */
  builtinHash: text('builtin_hash'),
  rowCount: integer('row_count').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The records of every set, as their wire tuples (contracts REFERENCE_ROW_SCHEMAS). `origin`
 * says who wrote the row: `builtin` (the packaged sources) or an operator import (`unlocode`);
 * a built-in reload never overwrites an imported row.
 */
export const referenceRecords = pgTable(
  'reference_records',
  {
    set: text('set').notNull(),
    code: text('code').notNull(),
    origin: text('origin').notNull(),
    row: jsonb('row').notNull(),
  },
  (t) => [primaryKey({ columns: [t.set, t.code] })],
);
