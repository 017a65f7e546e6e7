import type { Knex } from 'knex';
import { complexVersionIndex, syncedColumns } from './synced-columns';

/**
 * Unit charges (rule S31): one-offs, adjustments and credit notes staff put on a unit's month,
 * in whole đồng (`bigint`). A period's drafts read a complex's month at once by an expression
 * index (`complexMonth`); the unit page reads a unit's by `apartment_id`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('unit_charges', (t) => {
    syncedColumns(knex, t);
    t.uuid('apartment_id').notNullable();
    t.uuid('fee_type_id').notNullable();
    t.text('month').notNullable();
    t.text('kind').notNullable();
    t.text('name').notNullable();
    t.bigInteger('amount').notNullable();
    t.uuid('corrects_invoice_id').nullable();
    t.index(['apartment_id']);
  });
  await complexVersionIndex(knex, 'unit_charges');
  await knex.raw(
    `create index unit_charges_complex_month on unit_charges ((complex_id::text || '/' || month))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('unit_charges');
}
