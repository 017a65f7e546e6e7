import { createHash } from 'node:crypto';
import {
  attachmentPaths,
  isStaffRole,
  limits,
  messages,
  thumbnailMimeTypes,
  type Attachment,
  type UploadDeclaration,
  type UploadPlan,
} from '@chungcu/contracts';
import type { BlobInfo, BlobKind, BlobStore, StoredBlob } from '../attachments/blob-store';
import type { DirectUploads } from '../attachments/object-blob-store';
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

const THUMBNAIL_TYPES = new Set<string>(thumbnailMimeTypes);

/** A thumbnail's type from its first bytes: JPEG, PNG or WebP, small in px; else 400. */
function thumbnailTypeOf(first: Buffer): string {
  const mimeType = sniffMimeType(first);
  const size = imageSize(first);
  if (!mimeType || !THUMBNAIL_TYPES.has(mimeType) || !size) {
    throw validationFailure(m.bytesMismatch);
  }
  if (Math.max(size.width, size.height) > limits.thumbnailMaxSide) {
    throw validationFailure(m.thumbnailTooLarge);
  }
  return mimeType;
}

/** Whether a direct upload's first bytes are a thumbnail of the declared type (else 400). */
const thumbnailFits = (first: Buffer, mimeType: string) => thumbnailTypeOf(first) === mimeType;

/** Whether the first bytes are of the declared type (a file's content). */
const contentFits = (attachment: Attachment) => (first: Buffer) =>
  sniffMimeType(first) === attachment.mimeType;

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * What a download answers: the file's metadata and either the bytes to stream or, from an
 * object store, a short-lived URL the device fetches them from itself.
 */
export type Download = { attachment: Attachment; info: BlobInfo } & (
  { blob: StoredBlob; url?: undefined } | { url: string; blob?: undefined }
);

/** Where the bytes live: the store, and with an object store the presigned calls beside it. */
export interface AttachmentStorage {
  store: BlobStore;
  direct: DirectUploads | null;
}

/** A thumbnail's bytes as its uploader declares them before a direct upload. */
type DeclaredThumbnail = NonNullable<UploadDeclaration['thumbnail']>;

/**
 * Attachment contents: checked uploads, downloads by visibility, removal. The metadata row is
 * written by the named mutations (`createAttachment`, `deleteAttachment`); the one field the
 * server alone sets, `uploadedAt`, is written here through the same versioned, audited path, so
 * every device learns the bytes are there.
 */
export function createAttachmentsService(
  db: Db,
  { store, direct }: AttachmentStorage = { store: createPgBlobStore(db), direct: null },
) {
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

  const contentInfo = (attachment: Attachment): BlobInfo => ({
    byteSize: attachment.byteSize,
    sha256: attachment.sha256,
    mimeType: attachment.mimeType,
  });

  /** A thumbnail's declared size, hash and type (checked by `uploadDeclarationSchema`). */
  function declaredThumbnail(thumbnail: DeclaredThumbnail | null): BlobInfo {
    if (!thumbnail) throw validationFailure(m.bytesMismatch);
    return thumbnail;
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
      const mimeType = thumbnailTypeOf(bytes);
      if (bytes.length > limits.thumbnailMaxBytes) throw validationFailure(m.thumbnailTooLarge);
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
    async download(
      actor: Actor,
      id: string,
      kind: BlobKind,
      answerFor: (
        attachment: Attachment,
        info: BlobInfo,
      ) => { disposition: string; cacheControl: string },
    ): Promise<Download> {
      const attachment = await visible(actor, id);
      const thumbnail = kind === 'thumbnail' ? await store.head(id, 'thumbnail') : null;
      const stored: BlobKind = thumbnail ? 'thumbnail' : 'content';
      const info = thumbnail ?? (attachment.uploadedAt ? await store.head(id, 'content') : null);
      if (!info) throw new ApiFailure(404, 'not_found', m.notUploaded);
      const url = await direct?.downloadUrl(id, stored, answerFor(attachment, info));
      if (url) return { attachment, info, url };
      const blob = await store.get(id, stored);
      if (!blob) throw new ApiFailure(404, 'not_found', m.notUploaded);
      return { attachment, info, blob };
    },

    /**
     * Where the device sends the bytes: to the object store by a presigned URL when there is
     * one, else to this server's own PUT. `{ stored: true }` when they are already here.
     */
    async planUpload(
      attachment: Attachment,
      kind: BlobKind,
      thumbnail: DeclaredThumbnail | null,
    ): Promise<UploadPlan> {
      if (kind === 'content' && attachment.uploadedAt) return { stored: true };
      const info = kind === 'content' ? contentInfo(attachment) : declaredThumbnail(thumbnail);
      if (kind === 'thumbnail') {
        if ((await store.head(attachment.id, 'thumbnail'))?.sha256 === info.sha256)
          return { stored: true };
        if (await ownerIsFinal(attachment)) throw conflict(messages.inspection.alreadyCompleted);
      }
      if (!direct) {
        const url = kind === 'content' ? attachmentPaths.content : attachmentPaths.thumbnail;
        return {
          stored: false,
          method: 'PUT',
          url: url(attachment.id),
          headers: { 'Content-Type': info.mimeType },
          uploadId: null,
          expiresAt: null,
        };
      }
      const target = await direct.target(attachment.id, kind, info);
      return { stored: false, method: 'PUT', ...target };
    },

    /**
     * Takes in a direct upload once its bytes are in the store: the declared type, length and
     * SHA-256, or 400 and nothing kept; 409 when nothing arrived under that upload.
     */
    async confirmUpload(
      attachment: Attachment,
      actor: Actor,
      kind: BlobKind,
      uploadId: string,
      thumbnail: DeclaredThumbnail | null,
    ): Promise<void> {
      if (!direct) throw new ApiFailure(404, 'not_found', m.notUploaded);
      if (kind === 'content' && attachment.uploadedAt) return;
      const info = kind === 'content' ? contentInfo(attachment) : declaredThumbnail(thumbnail);
      if (kind === 'thumbnail') {
        const stored = await store.head(attachment.id, 'thumbnail');
        if (stored?.sha256 !== info.sha256 && (await ownerIsFinal(attachment)))
          throw conflict(messages.inspection.alreadyCompleted);
      }
      const fits =
        kind === 'content'
          ? contentFits(attachment)
          : (first: Buffer) => thumbnailFits(first, info.mimeType);
      const outcome = await direct.accept(attachment.id, kind, uploadId, info, fits, {
        replace: kind === 'thumbnail',
      });
      if (outcome === 'missing') throw conflict(m.notUploaded);
      if (outcome === 'mismatch') throw validationFailure(m.bytesMismatch);
      if (kind === 'content') await markUploaded(actor, attachment.id);
    },

    /** After the tombstone: the bytes go at once, never to be served again. */
    async removeContent(id: string): Promise<void> {
      await store.delete(id);
    },
  };
}
export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
