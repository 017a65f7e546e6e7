import type { Knex } from 'knex';

/**
 * Inspections ("Walk-throughs"): checklists and the inspections made from them. Both
 * are synced entities (version, soft delete, audit like the others); items and results are jsonb
 * lists read and written whole by the mutations, which merge results item by item.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inspection_templates', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.text('name').notNullable();
    t.jsonb('items').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
  });
  await knex.schema.createTable('inspections', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.uuid('apartment_id').notNullable().references('id').inTable('apartments');
    t.uuid('template_id').notNullable().references('id').inTable('inspection_templates');
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true }).nullable();
    t.text('inspector_id').notNullable();
    t.jsonb('results').notNullable().defaultTo('[]');
    t.text('summary').nullable();
    t.text('signed_by').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
    t.index(['apartment_id', 'started_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inspections');
  await knex.schema.dropTable('inspection_templates');
}
