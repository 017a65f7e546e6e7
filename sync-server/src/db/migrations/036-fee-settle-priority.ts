import type { Knex } from 'knex';

/**
 * A fee's settling priority (rule S34): when a notice is paid in part, the board's order of
 * fees decides which lines count as paid first; null is after every fee that has one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('fee_types', (t) => {
    t.integer('settle_priority');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('fee_types', (t) => {
    t.dropColumn('settle_priority');
  });
}
