import type { Knex } from 'knex';

/** Staff's notes on a unit (the unit page edits them); existing units start with none. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('apartments', (t) => {
    t.text('notes').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('apartments', (t) => {
    t.dropColumn('notes');
  });
}
