import type { Knex } from 'knex';
import { complexVersionIndex, syncedColumns } from './synced-columns';

/**
 * Payments (rule S34): money received for a unit, whole đồng in `bigint`. A provider's
 * transaction is recorded once per complex (a unique index decides between racing retries); a
 * receipt's official number is unique in its complex;
 * a notice keeps the unit's payments it counted when it was made (`payments_counted`), from
 * which what was paid since follows without storing allocations.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    syncedColumns(knex, t);
    t.uuid('apartment_id').nullable();
    t.uuid('invoice_id').nullable();
    t.text('method').notNullable();
    t.bigInteger('amount').notNullable();
    t.timestamp('paid_at', { useTz: true }).notNullable();
    t.text('memo').notNullable().defaultTo('');
    t.text('payer_name').nullable();
    t.text('provider').nullable();
    t.text('provider_transaction_id').nullable();
    t.text('status').notNullable();
    t.text('matched_by').nullable();
    t.text('void_reason').nullable();
    t.text('receipt_number').nullable();
    t.index(['apartment_id']);
  });
  await complexVersionIndex(knex, 'payments');
  await knex.raw(
    `create unique index payments_provider_transaction on payments
      (complex_id, provider, provider_transaction_id) where provider is not null`,
  );
  await knex.raw(
    `create unique index payments_receipt_number on payments (complex_id, receipt_number)
      where receipt_number is not null`,
  );
  await knex.raw(
    `create index payments_provider_key on payments ((provider || ':' || provider_transaction_id))`,
  );
  await knex.schema.alterTable('invoices', (t) => {
    t.bigInteger('payments_counted').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invoices', (t) => t.dropColumn('payments_counted'));
  await knex.schema.dropTable('payments');
}
