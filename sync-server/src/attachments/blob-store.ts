/** Which bytes of an attachment: the file itself, or the small image lists show. */
export type BlobKind = 'content' | 'thumbnail';

/** What is known of stored bytes without reading them. */
export interface BlobInfo {
  byteSize: number;
  /** Lower-case hex SHA-256 of the bytes. */
  sha256: string;
  mimeType: string;
}

export interface StoredBlob {
  info: BlobInfo;
  /** The bytes in order, read lazily: a 10 MB file is never one value in memory or JSON. */
  chunks: AsyncIterable<Buffer>;
}

/**
 * Where attachment bytes live. PostgreSQL/PGlite today (`pg-blob-store.ts`); an S3-compatible
 * store can implement the same four calls. Bytes are checked before they reach a store; a store
 * only keeps them whole or not at all.
 */
export interface BlobStore {
  /**
   * Stores the bytes of (attachmentId, kind) whole, or nothing. Without `replace`, bytes already
   * stored stay and the answer is false (a replayed or racing upload stores one copy).
   */
  put(
    attachmentId: string,
    kind: BlobKind,
    info: BlobInfo,
    chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
    options?: { replace?: boolean },
  ): Promise<boolean>;
  /** What is stored, or null. */
  head(attachmentId: string, kind: BlobKind): Promise<BlobInfo | null>;
  /** The stored bytes, or null. */
  get(attachmentId: string, kind: BlobKind): Promise<StoredBlob | null>;
  /** Removes the bytes (both kinds when none is named); nothing stored is no error. */
  delete(attachmentId: string, kind?: BlobKind): Promise<void>;
}
