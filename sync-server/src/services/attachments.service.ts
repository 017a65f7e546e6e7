import { createHash } from 'node:crypto';
import { isStaffRole, limits, messages, type Attachment } from '@chungcu/contracts';
import type { BlobInfo, BlobKind, BlobStore, StoredBlob } from '../attachments/blob-store';
import { createPgBlobStore } from '../attachments/pg-blob-store';
import { imageSize, sniffMimeType } from '../attachments/sniff';
import { createAttachmentsRepo } from '../db/attachments.repo';
import type { Db } from '../db/database';
import { createInspectionsRepo } from '../db/inspections.repo';
import { canSee } from '../db/visibility';
import { attachments } from '../db/tables';
import { lockEntity, updateEntity } from '../sync/entity-writer';
import { runMutation } from '../sync/mutation';
import { type Actor, viewerOf } from './actor';
import { ApiFailure, conflict, forbidden, notFound, validationFailure } from './errors';

const m = messages.attachment;

const THUMBNAIL_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What a download answers: the file's metadata and the bytes to stream. */
export interface Download {
  attachment: Attachment;
  blob: StoredBlob;
}

/**
 * Attachment contents: checked uploads, downloads by visibility, removal. The metadata row is
 * written by the named mutations (`createAttachment`, `deleteAttachment`); the one field the
 * server alone sets, `uploadedAt`, is written here through the same versioned, audited path, so
 * every device learns the bytes are there.
 */
export function createAttachmentsService(db: Db, store: BlobStore = createPgBlobStore(db)) {
  const metadata = createAttachmentsRepo(db);
  const inspections = createInspectionsRepo(db);

  /** A live attachment the caller may see, or 404 (what a user may not see does not exist). */
  async function visible(actor: Actor, id: string): Promise<Attachment> {
    const attachment = await metadata.findLive(id);
    // Whoever may see the owner, by the one access module (ID-card sides: admins and the
    // resident themselves).
    if (!attachment || !(await canSee(db, viewerOf(actor), 'attachment', id))) {
      throw notFound(m.notFound);
    }
    return attachment;
  }

  /** Whether the file belongs to a completed inspection, whose files never change again. */
  async function ownerIsFinal({ ownerEntity, ownerId }: Attachment): Promise<boolean> {
    if (ownerEntity !== 'inspection') return false;
    return inspections.isCompleted(ownerId);
  }

  /** Sets `uploadedAt` once, as a versioned, audited write under the caller's name. */
  async function markUploaded(actor: Actor, id: string): Promise<void> {
    await runMutation(
      db,
      { actor, method: 'PUT', path: `/attachments/${id}/content`, body: null },
      async (ctx) => {
        const current = await lockEntity(ctx, attachments, id);
        // Deleted meanwhile, or marked by a racing upload: nothing to record.
        if (current && !current.deletedAt && !current.uploadedAt) {
          await updateEntity(ctx, attachments, id, { uploadedAt: ctx.now.toISOString() });
        }
        return { status: 204, body: null };
      },
    );
  }

  return {
    /**
     * Who may send an attachment's bytes: whoever created it, or an admin; checked before the
     * body is read. 404 when the caller may not see it, 403 when they may but did not create it.
     */
    async uploadTarget(actor: Actor, id: string): Promise<Attachment> {
      const attachment = await visible(actor, id);
      if (!isStaffRole(actor.role) && attachment.createdBy !== actor.userId) throw forbidden();
      return attachment;
    },

    /**
     * Stores the file's bytes once: their sniffed type, length and SHA-256 must be what the
     * metadata declared. The same bytes again store nothing more (204 both times).
     */
    async storeContent(attachment: Attachment, actor: Actor, bytes: Buffer): Promise<void> {
      if (
        sniffMimeType(bytes) !== attachment.mimeType ||
        bytes.length !== attachment.byteSize ||
        sha256Of(bytes) !== attachment.sha256
      ) {
        throw validationFailure(m.bytesMismatch);
      }
      const info: BlobInfo = {
        byteSize: bytes.length,
        sha256: attachment.sha256,
        mimeType: attachment.mimeType,
      };
      await store.put(attachment.id, 'content', info, [bytes]);
      if (!attachment.uploadedAt) await markUploaded(actor, attachment.id);
    },

    /**
     * Stores (or replaces) the small image lists show: JPEG, PNG or WebP, small in px and KB.
     * The same bytes again are 204; any other once the owning inspection is completed is 409: a
     * signed report is final for every byte served, its thumbnails and signature included (the
     * content then answers the thumbnail URL).
     */
    async storeThumbnail(attachment: Attachment, bytes: Buffer): Promise<void> {
      const mimeType = sniffMimeType(bytes);
      const size = imageSize(bytes);
      if (!mimeType || !THUMBNAIL_TYPES.has(mimeType) || !size) {
        throw validationFailure(m.bytesMismatch);
      }
      if (
        bytes.length > limits.thumbnailMaxBytes ||
        Math.max(size.width, size.height) > limits.thumbnailMaxSide
      ) {
        throw validationFailure(m.thumbnailTooLarge);
      }
      const info: BlobInfo = { byteSize: bytes.length, sha256: sha256Of(bytes), mimeType };
      const stored = await store.head(attachment.id, 'thumbnail');
      if (stored?.sha256 === info.sha256) return;
      if (await ownerIsFinal(attachment)) throw conflict(messages.inspection.alreadyCompleted);
      await store.put(attachment.id, 'thumbnail', info, [bytes], { replace: true });
    },

    /**
     * The bytes to answer a download, when the caller may see the owner and they are stored;
     * a missing thumbnail is answered by the content. 404 otherwise.
     */
    async download(actor: Actor, id: string, kind: BlobKind): Promise<Download> {
      const attachment = await visible(actor, id);
      const blob =
        (kind === 'thumbnail' ? await store.get(id, 'thumbnail') : null) ??
        (attachment.uploadedAt ? await store.get(id, 'content') : null);
      if (!blob) throw new ApiFailure(404, 'not_found', m.notUploaded);
      return { attachment, blob };
    },

    /** After the tombstone: the bytes go at once, never to be served again. */
    async removeContent(id: string): Promise<void> {
      await store.delete(id);
    },
  };
}
export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
