import type { Knex } from 'knex';

/**
 * Unit charges (rule S31): one-offs, adjustments and credit notes staff put on a unit's month,
 * in whole đồng (`bigint`). A period's drafts read a complex's month at once by an expression
 * index (`complexMonth`); the unit page reads a unit's by `apartment_id`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('unit_charges', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.uuid('complex_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.uuid('apartment_id').notNullable();
    t.uuid('fee_type_id').notNullable();
    t.text('month').notNullable();
    t.text('kind').notNullable();
    t.text('name').notNullable();
    t.bigInteger('amount').notNullable();
    t.uuid('corrects_invoice_id').nullable();
    t.index(['version']);
    t.index(['apartment_id']);
  });
  await knex.raw(
    'create index unit_charges_complex_version on unit_charges (complex_id, version) include (id)',
  );
  await knex.raw(
    `create index unit_charges_complex_month on unit_charges ((complex_id::text || '/' || month))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('unit_charges');
}
