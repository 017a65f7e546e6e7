import type { Knex } from 'knex';

/**
 * A reading may be staff's estimate of a meter they could not read (rule S31: charged like a
 * read one, marked on the notice). Every reading taken so far was read: false.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('meter_readings', (t) => {
    t.boolean('estimated').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('meter_readings', (t) => {
    t.dropColumn('estimated');
  });
}
