import type { Knex } from 'knex';

/**
 * Visibility moves (DESIGN "Visibility and partial sync"): when a write changes what a resident
 * user may see (assigned or moved out, their record's email changed or the record deleted, a
 * request re-linked), the version of that write is kept here under the user's email. A device of
 * that user pulling from an older cursor is told to resync: it forgets its mirror and pulls from
 * 0, so rows that became visible arrive and rows no longer visible leave it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scope_epochs', (t) => {
    t.text('email').primary();
    t.bigInteger('version').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('scope_epochs');
}
