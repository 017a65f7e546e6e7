import { randomUUID } from 'node:crypto';
import type { Db, Tx } from './database';

/** A code sent to a phone number, as verify-code checks it. */
export interface PendingCode {
  id: string;
  code: string;
  expiresAt: Date;
}

/** Queries on `phone_verifications`: the codes of demo mode's phone sign-in. */
export function createPhoneCodesRepo(db: Db) {
  return {
    async insert(phoneNumber: string, code: string, expiresAt: Date): Promise<void> {
      await db('phone_verifications').insert({
        id: randomUUID(),
        phone_number: phoneNumber,
        verification_code: code,
        expires_at: expiresAt,
      });
    },

    /** The newest code of the number not used yet, expired or not. */
    async newestUnused(phoneNumber: string): Promise<PendingCode | null> {
      const row = await db('phone_verifications')
        .where({ phone_number: phoneNumber, is_used: false })
        .orderBy('created_at', 'desc')
        .first();
      return row
        ? { id: row.id, code: row.verification_code, expiresAt: new Date(row.expires_at) }
        : null;
    },

    /**
     * Counts one attempt at the code unless it already had `max`, in one statement, so parallel
     * guesses cannot overrun it. False when no attempt was left.
     */
    async claimAttempt(id: string, max: number): Promise<boolean> {
      const claimed = await db('phone_verifications')
        .where({ id })
        .andWhere('attempts', '<', max)
        .increment('attempts', 1);
      return claimed > 0;
    },

    /** Marks the code used inside the sign-in's write; false when another use came first. */
    async useUp(trx: Tx, id: string): Promise<boolean> {
      const used = await trx('phone_verifications')
        .where({ id, is_used: false })
        .update({ is_used: true });
      return used > 0;
    },
  };
}
export type PhoneCodesRepo = ReturnType<typeof createPhoneCodesRepo>;
