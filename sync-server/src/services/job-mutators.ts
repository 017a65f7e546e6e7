import { bankTransferSchema, idSchema } from '@chungcu/contracts';
import { type MutationTx, receiveBankTransfer } from '@chungcu/mutations';
import { z } from 'zod';
import { keepBankNotification } from '../db/bank-webhooks.repo';
import type { MutationContext } from '../sync/mutation';
import { sendAnnouncement } from './announcement-send';
import { sendPaymentReminder } from './payment-reminders';
import { sendSlaAlert } from './sla-alerts';

/**
 * The writes of the server's background jobs, named like every other write and run through the
 * same runner (versions, audit, notifications in the one transaction). No device or REST call
 * may name them: only a job's request (`method: 'JOB'`) runs one; anyone else is told the
 * mutation does not exist.
 */
export const jobMutationArgs = {
  /** A scheduled announcement whose time has come goes out (rule S27). */
  sendDueAnnouncement: z.strictObject({ id: idSchema }),
  /** One request's deadline alert as its standing is at `now`, the round's clock (rule S30). */
  sendSlaAlert: z.strictObject({ id: idSchema, now: z.iso.datetime() }),
  /**
   * A bank transfer a provider notified, recorded once and matched by its memo, its posted
   * payload kept beside it (rule S34).
   */
  receiveBankTransfer: bankTransferSchema.extend({ payload: z.unknown() }),
  /** One unit's (`id`) reminder of its debt past due at `now`, the round's clock (rule S35). */
  sendPaymentReminder: z.strictObject({ id: idSchema, now: z.iso.datetime() }),
};
export type JobName = keyof typeof jobMutationArgs;
export type JobArgs<N extends JobName> = z.output<(typeof jobMutationArgs)[N]>;

interface JobRun<N extends JobName> {
  ctx: MutationContext;
  tx: MutationTx;
  args: JobArgs<N>;
}

export const jobMutators = {
  sendDueAnnouncement: ({ ctx, args }: JobRun<'sendDueAnnouncement'>) =>
    sendAnnouncement(ctx, args.id),
  sendSlaAlert: ({ ctx, args }: JobRun<'sendSlaAlert'>) =>
    sendSlaAlert(ctx, args.id, new Date(args.now)),
  receiveBankTransfer: async ({ ctx, tx, args }: JobRun<'receiveBankTransfer'>) => {
    const { payload, ...transfer } = args;
    const received = await receiveBankTransfer(tx, transfer);
    if (received.recorded) {
      await keepBankNotification(ctx.trx, {
        id: transfer.id,
        complexId: transfer.complexId,
        provider: transfer.provider,
        transactionId: transfer.providerTransactionId,
        payload,
        paymentId: received.payment.id,
      });
    }
    return received;
  },
  sendPaymentReminder: ({ ctx, args }: JobRun<'sendPaymentReminder'>) =>
    sendPaymentReminder(ctx, args.id, new Date(args.now)),
};
export type JobMutators = typeof jobMutators;

export const isJobMutation = (name: string): name is JobName => Object.hasOwn(jobMutators, name);
