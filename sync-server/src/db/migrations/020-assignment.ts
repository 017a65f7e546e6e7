import type { Knex } from 'knex';

/**
 * Automatic assignment (rule S28): a complex's ordered rules (jsonb, `[]` until set),
 * a block's staff member on duty, and the account an automatically assigned request went to.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('complexes', (t) => {
    t.jsonb('assignment_rules').notNullable().defaultTo('[]');
  });
  await knex.schema.alterTable('blocks', (t) => {
    t.text('on_duty_id').nullable();
    t.text('on_duty_name').nullable();
  });
  await knex.schema.alterTable('inquiries', (t) => {
    t.text('assignee_id').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiries', (t) => t.dropColumn('assignee_id'));
  await knex.schema.alterTable('blocks', (t) => t.dropColumns('on_duty_id', 'on_duty_name'));
  await knex.schema.alterTable('complexes', (t) => t.dropColumn('assignment_rules'));
}
