import { attachmentPaths } from '@chungcu/contracts';
import type { RawHttp } from '../../lib/http';
import type { ChungCuDb } from '../db';
import { cacheBlob, readBlob } from './blob-store';
import { StorageFullError } from './storage-errors';
import type { BlobKind } from './types';

export interface FoundBlob {
  blob: Blob;
  /** Shown, but the device had no room to keep it for offline use. */
  storageFull: boolean;
}

const inflight = new Map<string, Promise<FoundBlob | null>>();

/**
 * An attachment's copy: the one on this device when there is one (a thumbnail falls back to the
 * display copy held here), else downloaded once (concurrent asks share the download) and cached
 * for offline use. Null when the server has no content yet. Network errors pass through.
 */
export function findBlob(
  db: ChungCuDb,
  raw: RawHttp,
  id: string,
  kind: BlobKind,
  { uploaded }: { uploaded: boolean },
): Promise<FoundBlob | null> {
  const key = `${id}/${kind}`;
  const running = inflight.get(key);
  if (running) return running;
  const task = (async (): Promise<FoundBlob | null> => {
    const local =
      (await readBlob(db, id, kind)) ??
      (kind === 'thumbnail' ? await readBlob(db, id, 'display') : null);
    if (local) return { blob: local, storageFull: false };
    if (!uploaded) return null;
    const path = kind === 'display' ? attachmentPaths.content(id) : attachmentPaths.thumbnail(id);
    const blob = await raw.get(path);
    try {
      await cacheBlob(db, id, kind, blob);
      return { blob, storageFull: false };
    } catch (error) {
      if (error instanceof StorageFullError) return { blob, storageFull: true };
      throw error;
    }
  })();
  inflight.set(key, task);
  void task.finally(() => inflight.delete(key)).catch(() => undefined);
  return task;
}
