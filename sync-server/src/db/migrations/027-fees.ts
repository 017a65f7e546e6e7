import type { Knex } from 'knex';
import { complexVersionIndex, syncedColumns } from './synced-columns';

/**
 * Fees (rule S31). Money is whole đồng in `bigint` columns, never a float; a notice's lines keep
 * their amounts as integers in jsonb.
 * - `fee_types`: a complex's fees, with their prices, tiered tariffs and surcharges as jsonb
 *   (always read and written with their fee), and the units each is switched off for.
 * - `billing_periods`: one per complex and month; `last_invoice_number` is the month's counter,
 *   moved only by issuing under the period's row lock, so numbers have no gaps and no twins.
 * - `invoices`: one notice per unit and period (its id derived from both), frozen once issued;
 *   an issued notice's number is unique in its complex.
 * - Readings of a complex's month are read at once by an expression index (`complexPeriod`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('fee_types', (t) => {
    syncedColumns(knex, t);
    t.text('name').notNullable();
    t.text('basis').notNullable();
    t.bigInteger('unit_price').nullable();
    t.jsonb('vehicle_prices').notNullable().defaultTo('{}');
    t.text('meter_kind').nullable();
    t.jsonb('tariffs').notNullable().defaultTo('[]');
    t.jsonb('surcharges').notNullable().defaultTo('[]');
    t.jsonb('opted_out_unit_ids').notNullable().defaultTo('[]');
  });
  await knex.raw(
    `create unique index fee_types_name_unique on fee_types (complex_id, lower(name))
      where deleted_at is null`,
  );
  await knex.schema.createTable('billing_periods', (t) => {
    syncedColumns(knex, t);
    t.text('month').notNullable();
    t.text('status').notNullable().defaultTo('open');
    t.text('due_date').notNullable();
    t.integer('last_invoice_number').notNullable().defaultTo(0);
    t.timestamp('issued_at', { useTz: true }).nullable();
  });
  await knex.raw(
    `create unique index billing_periods_month_unique on billing_periods (complex_id, month)
      where deleted_at is null`,
  );
  await knex.schema.createTable('invoices', (t) => {
    syncedColumns(knex, t);
    t.uuid('period_id').notNullable();
    t.uuid('apartment_id').notNullable();
    t.text('month').notNullable();
    t.text('number').nullable();
    t.text('status').notNullable().defaultTo('draft');
    t.jsonb('lines').notNullable().defaultTo('[]');
    t.bigInteger('charges').notNullable();
    t.bigInteger('previous_balance').notNullable();
    t.bigInteger('credits').notNullable();
    t.bigInteger('amount_due').notNullable();
    t.bigInteger('credit_carried').notNullable();
    t.integer('flagged_lines').notNullable();
    t.text('due_date').notNullable();
    t.timestamp('issued_at', { useTz: true }).nullable();
    t.index(['period_id']);
    t.index(['apartment_id']);
  });
  await knex.raw(
    'create unique index invoices_number_unique on invoices (complex_id, number) where number is not null',
  );
  for (const table of ['fee_types', 'billing_periods', 'invoices']) {
    await complexVersionIndex(knex, table);
  }
  await knex.raw(
    `create index meter_readings_complex_period on meter_readings ((complex_id::text || '/' || period))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists meter_readings_complex_period');
  await knex.schema.dropTable('invoices');
  await knex.schema.dropTable('billing_periods');
  await knex.schema.dropTable('fee_types');
}
