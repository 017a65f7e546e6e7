import type { Knex } from 'knex';

/**
 * Bank notifications (rule S34), the server's own tables, never synced:
 * - `payment_webhooks`: a complex's key for each provider (SePay's API key, Casso's or payOS's
 *   checksum key), one per complex and provider.
 * - `bank_notifications`: each provider's transaction as it was posted, kept once per complex,
 *   provider and transaction, beside the payment it became.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_webhooks', (t) => {
    t.uuid('complex_id').notNullable();
    t.text('provider').notNullable();
    t.text('secret').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['complex_id', 'provider']);
  });
  await knex.schema.createTable('bank_notifications', (t) => {
    t.uuid('id').primary();
    t.uuid('complex_id').notNullable();
    t.text('provider').notNullable();
    t.text('transaction_id').notNullable();
    t.jsonb('payload').notNullable();
    t.uuid('payment_id').nullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['complex_id', 'provider', 'transaction_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bank_notifications');
  await knex.schema.dropTable('payment_webhooks');
}
