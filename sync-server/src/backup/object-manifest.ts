import { createHash } from 'node:crypto';
import type { Db, Tx } from '../db/database';

/**
 * The files a backup needs from the object store: how many, their bytes, and a SHA-256 over
 * every `key sha256 length` line in key order. The rows themselves are in the backup
 * (`attachment_blobs`), so the manifest is what a restore checks them against, and then the
 * store against them.
 */
export interface ObjectManifest {
  count: number;
  bytes: number;
  sha256: string;
}

/** The manifest of the objects the database names; null before migration 035 (no objects). */
export async function objectManifest(db: Db | Tx): Promise<ObjectManifest | null> {
  if (!(await db.schema.hasColumn('attachment_blobs', 'object_key'))) return null;
  const rows: { object_key: string; sha256: string; byte_size: number | string }[] = await db(
    'attachment_blobs',
  )
    .whereNotNull('object_key')
    .orderBy('object_key')
    .select('object_key', 'sha256', 'byte_size');
  const hash = createHash('sha256');
  let bytes = 0;
  for (const row of rows) {
    hash.update(`${row.object_key} ${row.sha256} ${row.byte_size}\n`);
    bytes += Number(row.byte_size);
  }
  return { count: rows.length, bytes, sha256: hash.digest('hex') };
}
