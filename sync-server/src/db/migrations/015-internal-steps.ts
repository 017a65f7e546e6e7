import type { Knex } from 'knex';

/**
 * Internal steps (issue 22): a step of a request's progress marked internal is the staff's
 * alone. Residents' devices never receive it, nor its files (the access module's resident
 * condition), and marking or unmarking one is a move for the request's resident (rule S19).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiry_progress', (t) => {
    t.boolean('is_internal').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiry_progress', (t) => {
    t.dropColumn('is_internal');
  });
}
