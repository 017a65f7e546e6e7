import type { Knex } from 'knex';

/**
 * The columns every synced row of one complex carries (id, version, complex, its times), and the
 * feed's index by version; a table of one complex also gets `complexVersionIndex`. What the
 * migrations since fees (027) write for each new table of synced rows.
 */
export function syncedColumns(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.uuid('id').primary();
  t.bigInteger('version').notNullable();
  t.uuid('complex_id').notNullable();
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('deleted_at', { useTz: true }).nullable();
  t.index(['version']);
}

/** A complex's rows read from its `(complex_id, version)` index, in version order (the feed). */
export async function complexVersionIndex(knex: Knex, table: string): Promise<void> {
  await knex.raw(
    `create index ${table}_complex_version on ${table} (complex_id, version) include (id)`,
  );
}
