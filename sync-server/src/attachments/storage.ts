import type { Db } from '../db/database';
import type { AttachmentStorage } from '../services/attachments.service';
import { createObjectBlobStore } from './object-blob-store';
import type { ObjectStorageSettings } from './object-storage-settings';
import { createPgBlobStore } from './pg-blob-store';
import { connectObjects } from './s3-objects';

/**
 * Where this installation keeps attachment bytes. Without OBJECT_STORAGE_URL, in its own database
 * (PGlite's folder or PostgreSQL), chunked: one thing to back up and restore, written in the same
 * transactions as the rows that name them, which is right for one building company's photos on
 * one machine. With it, in the bucket, devices sending and fetching the bytes themselves.
 */
export async function attachmentStorage(
  db: Db,
  settings: ObjectStorageSettings | undefined,
): Promise<AttachmentStorage> {
  if (!settings) return { store: createPgBlobStore(db), direct: null };
  return createObjectBlobStore(db, await connectObjects(settings));
}
