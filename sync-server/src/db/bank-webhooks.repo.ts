import { type PaymentProvider, paymentProviders } from '@chungcu/contracts';
import type { Knex } from 'knex';
import type { Db, Tx } from './database';

/** One provider's transaction as it was posted, kept beside the payment it became. */
export interface BankNotificationRow {
  id: string;
  complexId: string;
  provider: PaymentProvider;
  transactionId: string;
  payload: unknown;
  paymentId: string;
}

/** A provider a complex set its key for, and when its latest notification arrived. */
export interface ConfiguredProvider {
  provider: PaymentProvider;
  updatedAt: Date;
  lastReceivedAt: Date | null;
}

/** A complex's webhook keys (rule S34): the server's alone, never synced or audited in full. */
export function createBankWebhooksRepo(db: Db) {
  return {
    /** The key a complex set for `provider`, or null when it set none. */
    async secretOf(complexId: string, provider: PaymentProvider): Promise<string | null> {
      const row = await db('payment_webhooks')
        .where({ complex_id: complexId, provider })
        .first('secret');
      return (row?.secret as string | undefined) ?? null;
    },
    /** A complex's configured providers, without their keys. */
    async configured(complexId: string): Promise<ConfiguredProvider[]> {
      const rows = await db('payment_webhooks as w')
        .where('w.complex_id', complexId)
        .orderBy('w.provider')
        .select(
          'w.provider',
          'w.updated_at',
          latestReceived(db, complexId, db.ref('w.provider')).as('last_received_at'),
        );
      return rows.map((row) => ({
        provider: paymentProviders.schema.parse(row.provider),
        updatedAt: new Date(row.updated_at as string),
        lastReceivedAt: dateOrNull(row.last_received_at),
      }));
    },
  };
}

/** Sets a complex's key for a provider inside a write, replacing the one before. */
export async function setWebhookSecret(
  trx: Tx,
  complexId: string,
  provider: PaymentProvider,
  secret: string,
  now: Date,
): Promise<void> {
  await trx('payment_webhooks')
    .insert({ complex_id: complexId, provider, secret, updated_at: now })
    .onConflict(['complex_id', 'provider'])
    .merge(['secret', 'updated_at']);
}

/** When a complex's latest notification from `provider` arrived, or null before any. */
export async function lastReceivedAt(
  trx: Tx,
  complexId: string,
  provider: PaymentProvider,
): Promise<Date | null> {
  const row = await latestReceived(trx, complexId, provider).first();
  return dateOrNull(row?.at);
}

/**
 * When a complex's latest notification from a provider arrived, as a query (alone, or a subquery
 * with the provider a reference); the unique index (complex, provider, transaction) leads it.
 */
function latestReceived(
  q: Db | Tx,
  complexId: string,
  provider: PaymentProvider | Knex.Ref<string, object>,
) {
  return q('bank_notifications')
    .where('complex_id', complexId)
    .where('provider', provider)
    .max('received_at as at');
}

function dateOrNull(value: unknown): Date | null {
  return value ? new Date(value as string) : null;
}

/** Keeps a posted transaction as it came; a retry's copy is not kept twice. */
export async function keepBankNotification(trx: Tx, row: BankNotificationRow): Promise<void> {
  await trx('bank_notifications')
    .insert({
      id: row.id,
      complex_id: row.complexId,
      provider: row.provider,
      transaction_id: row.transactionId,
      payload: JSON.stringify(row.payload),
      payment_id: row.paymentId,
    })
    .onConflict(['complex_id', 'provider', 'transaction_id'])
    .ignore();
}
