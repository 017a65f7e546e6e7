import {
  type PaymentProvider,
  type PaymentWebhook,
  idSchema,
  messages,
  paymentProviders,
  paymentWebhookPath,
  uuidv7,
} from '@chungcu/contracts';
import { reachesComplex } from '@chungcu/mutations';
import { createBankWebhooksRepo } from '../../db/bank-webhooks.repo';
import { createComplexesRepo } from '../../db/complexes.repo';
import type { Db } from '../../db/database';
import type { createRateLimitsRepo } from '../../db/rate-limits.repo';
import type { Actor } from '../actor';
import { ApiFailure, notFound, rateLimited, validationFailure } from '../errors';
import type { MutationsService } from '../mutations.service';
import { requireMayManage } from '../office-mutators';
import { type PostedTransfer, webhookAdapters } from './adapters';

const m = messages.payment;

/** What the server's job mutation is run as: no signed-in person makes a bank's write. */
const BANK: Actor = { userId: 'system', role: 'admin', email: null };

/** Calls a provider may make a minute for one complex, and from one address for all. */
export const WEBHOOK_CALLS_PER_MINUTE = 600;
const MINUTE = 60_000;

/** What became of one posted transfer. */
export type TransferOutcome = 'matched' | 'unmatched' | 'duplicate';

/** A provider's call as the route hands it over. */
export interface WebhookCall {
  provider: string;
  complexId: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** The body's bytes as they came: what SePay's HMAC signs. */
  rawBody: Uint8Array;
  address: string;
}

/**
 * Bank notifications in (rule S34): the first write no signed-in person makes. A call is
 * counted against its complex's and its address's limits, must carry the complex's key for that
 * provider (else 401, and nothing is written, not even its payload), and must be in the
 * provider's format (else 400); each incoming transfer then runs the server's job mutation
 * `receiveBankTransfer`, which records it once and matches it. A retry racing its first call
 * meets the unique index and is answered as a duplicate.
 */
export function createBankWebhooks(
  db: Db,
  mutations: MutationsService,
  rateLimits: ReturnType<typeof createRateLimitsRepo>,
) {
  const repo = createBankWebhooksRepo(db);
  const complexes = createComplexesRepo(db);

  async function record(
    complexId: string,
    provider: PaymentProvider,
    transfer: PostedTransfer,
    payload: unknown,
  ): Promise<TransferOutcome> {
    try {
      const { payment, recorded } = await mutations.runJob(BANK, 'receiveBankTransfer', {
        id: uuidv7(),
        complexId,
        provider,
        providerTransactionId: transfer.transactionId,
        amount: transfer.amount,
        paidAt: transfer.paidAt,
        memo: transfer.memo.slice(0, 500),
        payerName: transfer.payerName?.slice(0, 200) ?? null,
        payload,
      });
      return recorded ? (payment.status === 'matched' ? 'matched' : 'unmatched') : 'duplicate';
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 409) return 'duplicate';
      throw error;
    }
  }

  return {
    async receive(call: WebhookCall): Promise<{ success: true; transfers: TransferOutcome[] }> {
      const provider = paymentProviders.values.find((p) => p === call.provider);
      if (!provider || !idSchema.safeParse(call.complexId).success) throw notFound();
      const [forComplex, fromAddress] = await Promise.all([
        rateLimits.hit(`webhook:${provider}:${call.complexId}`, MINUTE),
        rateLimits.hit(`webhook:address:${call.address}`, MINUTE),
      ]);
      if (forComplex > WEBHOOK_CALLS_PER_MINUTE || fromAddress > WEBHOOK_CALLS_PER_MINUTE) {
        throw rateLimited();
      }
      const adapter = webhookAdapters[provider];
      const secret = await repo.secretOf(call.complexId, provider);
      if (!secret || !adapter.signed(call, secret, Date.now())) {
        throw new ApiFailure(401, 'unauthenticated', m.webhookUnauthorized);
      }
      const transfers = adapter.transfers(call.body);
      if (!transfers) throw validationFailure(m.webhookInvalid);
      const outcomes: TransferOutcome[] = [];
      for (const transfer of transfers) {
        outcomes.push(await record(call.complexId, provider, transfer, call.body));
      }
      return { success: true, transfers: outcomes };
    },
    /**
     * A complex's connected providers as its office sees them, never their keys: the company
     * administrator's and the complex's managers' (403 for anyone else, before anything is
     * looked up); a complex outside their reach does not exist for them (404, S23).
     */
    async connected(actor: Actor, complexId: string): Promise<PaymentWebhook[]> {
      requireMayManage(actor);
      if (!reachesComplex(actor, complexId) || !(await complexes.findLive(db, complexId))) {
        throw notFound(messages.complex.notFound);
      }
      const rows = await repo.configured(complexId);
      return rows.map(({ provider, updatedAt, lastReceivedAt }) => ({
        complexId,
        provider,
        path: paymentWebhookPath(provider, complexId),
        updatedAt: updatedAt.toISOString(),
        lastReceivedAt: lastReceivedAt?.toISOString() ?? null,
      }));
    },
  };
}
export type BankWebhooks = ReturnType<typeof createBankWebhooks>;
