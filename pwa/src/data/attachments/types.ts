/** Which copy of an attachment: the display copy (~1600 px, or the PDF itself) or its thumbnail. */
export type BlobKind = 'display' | 'thumbnail';
/** What the blob table holds: the copies, and a picked file kept as it came until it is prepared. */
export type StoredBlobKind = BlobKind | 'original';

/** An attachment's bytes as this device keeps them (taken here, or downloaded and cached). */
export interface AttachmentBlob {
  attachmentId: string;
  kind: StoredBlobKind;
  blob: Blob;
  /** Bytes, kept beside the blob so the storage budget is summed without reading blobs. */
  size: number;
  /** Last shown (ms): the least recently used cached copies leave first. */
  lastUsedAt: number;
}

/**
 * One attachment's content waiting for the server. It runs only once the `createAttachment`
 * that made its metadata is confirmed; each part is a PUT the server stores once (same bytes
 * again answer 204), so a run cut anywhere simply runs again.
 * - queued: waiting (for its mutation, the network, or a backoff until `nextAttemptAt`);
 * - failed: the server refused it (4xx): kept, with the message, for the user to retry.
 * A finished upload leaves the table; its copies stay in the cache.
 */
export interface UploadRow {
  /** The attachment's id. */
  id: string;
  /** Who created it: only their session may upload it (the server checks). */
  userId: string;
  fileName: string;
  mimeType: string;
  /** Display copy plus thumbnail, in bytes: what progress counts against. */
  totalBytes: number;
  hasThumbnail: boolean;
  contentDone: boolean;
  thumbnailDone: boolean;
  /** When it was queued (ms): uploads go oldest first. */
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: 'queued' | 'failed';
  lastError: string | null;
}
