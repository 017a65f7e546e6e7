import type { Attachment, AttachmentOwner } from '@chungcu/contracts';
import type { Db } from '../db/database';
import type { Actor } from '../services/actor';

/**
 * Who may read one attachment's bytes: whoever may see its owner (rule S11), the same rows the
 * change feed gives a resident user (`sync/change-feed.ts`). Admins read everything. A resident
 * user reads the files of their own requests and those requests' steps, of their own resident
 * records (ID-card sides included: only they and admins), and the photos of the units they live
 * in now. Written per owner entity, for a single read; to be folded into the one access module.
 */
type OwnerCheck = (db: Db, actor: Actor, attachment: Attachment) => Promise<boolean>;

/** The user's resident records: those with the account's email. */
const ownResidentIds = (db: Db, actor: Actor) =>
  db('residents')
    .whereNull('deleted_at')
    .whereRaw('lower(email) = lower(?)', [actor.email ?? ''])
    .select('id');

const exists = async (query: { first(): Promise<unknown> }) => (await query.first()) !== undefined;

/** A live request filed by the user or for one of their resident records. */
const ownInquiry = (db: Db, actor: Actor, inquiryId: string) =>
  exists(
    db('inquiries')
      .where({ id: inquiryId })
      .whereNull('deleted_at')
      .andWhere((q) =>
        q.where('created_by', actor.userId).orWhereIn('resident_id', ownResidentIds(db, actor)),
      )
      .select('id'),
  );

const byOwner: Record<AttachmentOwner, OwnerCheck> = {
  inquiry: (db, actor, { ownerId }) => ownInquiry(db, actor, ownerId),

  async inquiryProgress(db, actor, { ownerId }) {
    const step = await db('inquiry_progress')
      .where({ id: ownerId })
      .whereNull('deleted_at')
      .first('inquiry_id');
    return step ? ownInquiry(db, actor, step.inquiry_id as string) : false;
  },

  resident: (db, actor, { ownerId }) => exists(ownResidentIds(db, actor).where({ id: ownerId })),

  async apartment(db, actor, { ownerId, purpose }) {
    if (purpose !== 'photo') return false;
    return exists(
      db('apartment_assignments')
        .where({ apartment_id: ownerId })
        .whereNull('move_out_date')
        .whereNull('deleted_at')
        .whereIn('resident_id', ownResidentIds(db, actor))
        .select('id'),
    );
  },

  // Walk-through records are staff work.
  inspection: async () => false,
  meterReading: async () => false,
};

/** Whether `actor` may read this (live) attachment's bytes. */
export async function canReadAttachment(
  db: Db,
  actor: Actor,
  attachment: Attachment,
): Promise<boolean> {
  if (actor.role === 'admin') return true;
  return byOwner[attachment.ownerEntity](db, actor, attachment);
}
