/** Photos and files: taken in offline, uploaded behind their metadata, downloaded and cached. */
export {
  addAttachment,
  addAttachments,
  keepOriginals,
  saveWithFiles,
  prepareKept,
  prepareKeptFiles,
  type AttachmentTarget,
  type PickedFile,
  type AddAttachmentOptions,
} from './add-attachment';
export { moveAttachment, removeAttachment, retryAttachmentUpload } from './edit-attachments';
export { useAttachmentUrl, type AttachmentUrl } from './use-attachment-url';
export { useAttachments, useAttachmentsByOwner, compareAttachments } from './use-attachments';
export { useUploads, useUpload, type UploadView } from './use-uploads';
export { StorageFullError, guardQuota, isQuotaError } from './storage-errors';
export { UnsupportedFileError, type ImageBackend } from './image-resize';
export { CACHE_BUDGET_BYTES, evictOverBudget } from './blob-store';
export { runUploads, uploadReadiness, type UploadOutcome } from './upload-queue';
export type { AttachmentBlob, BlobKind, UploadRow } from './types';
