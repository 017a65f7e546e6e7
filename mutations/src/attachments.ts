import { type Attachment, type AttachmentOwner, messages } from '@chungcu/contracts';
import { defineMutator } from './define';
import { type EntityName, type MutationTx, forbidden, notFound } from './tx';

const m = messages.attachment;

/** The entity an owner names, where that entity exists yet. */
const ownerEntities: Partial<Record<AttachmentOwner, EntityName>> = {
  apartment: 'apartment',
  resident: 'resident',
  inquiry: 'inquiry',
  inquiryProgress: 'inquiryProgress',
};

/** Whether a resident user files on this request: theirs, or filed for one of their records. */
async function ownsInquiry(tx: MutationTx, inquiryId: string): Promise<boolean> {
  const inquiry = await tx.get('inquiry', inquiryId);
  if (!inquiry || inquiry.deletedAt) return false;
  if (inquiry.createdBy === tx.actor.userId) return true;
  const own = tx.actor.email ? await tx.list('resident', 'email', tx.actor.email) : [];
  return own.some((r) => r.id === inquiry.residentId);
}

/**
 * A file's metadata: the row every device syncs (never its bytes, which follow in their own
 * upload queue). Staff attach to anything they manage; a resident user only to their own
 * requests. The owner must exist; each attachment belongs to its owner alone, so two staff adding
 * photos to one unit offline both keep theirs.
 */
export const createAttachment = defineMutator(
  'createAttachment',
  'signedIn',
  async (tx, args): Promise<Attachment> => {
    const entity = ownerEntities[args.ownerEntity];
    const owner = entity ? await tx.get(entity, args.ownerId) : null;
    if (!owner || owner.deletedAt) throw notFound(m.ownerNotFound);
    if (tx.actor.role !== 'admin') {
      if (args.ownerEntity !== 'inquiry') throw forbidden(messages.common.forbidden);
      // Another's request does not exist for a resident user (rule S11).
      if (!(await ownsInquiry(tx, args.ownerId))) throw notFound(m.ownerNotFound);
    }
    return tx.insert('attachment', {
      ...args,
      width: args.width ?? null,
      height: args.height ?? null,
      position: args.position ?? null,
      itemId: args.itemId ?? null,
      uploadedAt: null,
      createdBy: tx.actor.userId,
    });
  },
);

/** Removes a file (a tombstone every device follows): staff, or whoever attached it. */
export const deleteAttachment = defineMutator(
  'deleteAttachment',
  'signedIn',
  async (tx, { id }) => {
    const attachment = await tx.get('attachment', id);
    if (!attachment || attachment.deletedAt) throw notFound(m.notFound);
    if (tx.actor.role !== 'admin' && attachment.createdBy !== tx.actor.userId) {
      throw forbidden(messages.common.forbidden);
    }
    await tx.delete('attachment', id);
  },
);
