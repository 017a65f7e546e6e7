import type { Knex } from 'knex';

/**
 * Residents' categories: a workflow template names the resident categories it serves ('Điện',
 * 'Nước', …; jsonb array of keys), so a resident's request of one is made from it. Every
 * existing template serves none until the office maps it. A request looks the templates of its
 * complex and the company's shared ones up by scope.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workflow_templates', (t) => {
    t.jsonb('resident_categories').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
  });
  await knex.raw(`create index workflow_templates_scope
    on workflow_templates ((coalesce(complex_id::text, 'shared'))) where deleted_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists workflow_templates_scope');
  await knex.schema.alterTable('workflow_templates', (t) => {
    t.dropColumn('resident_categories');
  });
}
