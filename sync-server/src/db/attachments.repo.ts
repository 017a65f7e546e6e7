import type { Attachment } from '@chungcu/contracts';
import type { Db } from './database';
import { attachments } from './tables';

/** Reads of attachments' metadata; its writes are the named mutations and `markUploaded`. */
export function createAttachmentsRepo(db: Db) {
  return {
    async findLive(id: string): Promise<Attachment | null> {
      const row = await db('attachments').where({ id }).whereNull('deleted_at').first();
      return row ? attachments.toEntity(row) : null;
    },
  };
}
export type AttachmentsRepo = ReturnType<typeof createAttachmentsRepo>;
