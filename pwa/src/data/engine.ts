import { type Http, HttpError, type RawHttp, createRawHttp } from '../lib/http';
import { prefetchListThumbnails } from './attachments/prefetch';
import { runUploads, uploadsDueNow } from './attachments/upload-queue';
import { withExclusiveLock } from '../lib/locks';
import type { ChungCuDb } from './db';
import { meta } from './meta';
import { pullChanges } from './pull';
import { pushOutbox } from './push';
import type { PushOutcome } from './push-types';

import { SYNC_LOCK } from './sync-names';

export { BACKGROUND_SYNC_TAG, SYNC_LOCK } from './sync-names';

export interface SyncEngineDeps {
  db: ChungCuDb;
  http: Http;
  /** Attachment contents (bytes); the page's fetch by default. */
  raw?: RawHttp;
  now?: () => number;
  random?: () => number;
}

export interface SyncResult {
  push: PushOutcome;
  pulled: number;
  /** False when this call found another tab or the service worker already syncing. */
  ran: boolean;
}

/**
 * The sync engine, one module for the page and the service worker: push the outbox, pull the
 * feed, push again (answers to the first push may have unblocked rows), all under one Web Lock
 * so only one tab or worker syncs at a time.
 */
export function createSyncEngine({
  db,
  http,
  raw = createRawHttp(),
  now = Date.now,
  random = Math.random,
}: SyncEngineDeps) {
  // The first successful pull of this engine also looks for thumbnails to fetch: rows pulled
  // by an earlier page (or tab) may be waiting for theirs.
  let prefetched = false;

  async function syncOnce(): Promise<SyncResult> {
    let pullOk = false;
    const outcome = await withExclusiveLock(SYNC_LOCK, async () => {
      let push = await pushOutbox({ db, http, now, random });
      let pulled = 0;
      if (push.kind !== 'auth') {
        try {
          pulled = await pullChanges(db, http);
          await meta.set(db, 'lastSyncAt', now());
          await meta.set(db, 'lastSyncError', null);
          pullOk = true;
          if (push.kind === 'done') push = await pushOutbox({ db, http, now, random });
          // Attachment bytes follow their confirmed metadata. An upload waiting out a backoff
          // is reported as the push's retry, so whoever schedules runs comes back for it.
          const uploads = await runUploads({ db, raw, now, random });
          if (push.kind === 'done' && uploads.kind !== 'done') push = uploads;
        } catch (error) {
          await recordPullError(error);
        }
      }
      return { push, pulled, ran: true };
    });
    if (outcome && pullOk && (outcome.pulled > 0 || !prefetched)) {
      prefetched = true;
      // Outside the lock: downloads never hold up the next push. A failure waits for the next pull.
      void prefetchListThumbnails(db, raw, { now }).catch(() => undefined);
    }
    return outcome ?? { push: { kind: 'done' }, pulled: 0, ran: false };
  }

  async function recordPullError(error: unknown) {
    await meta.set(db, 'lastSyncError', error instanceof Error ? error.message : String(error));
    if (error instanceof HttpError && error.status === 401)
      await meta.set(db, 'authRequired', true);
  }

  /**
   * Forgets the backoff collected during an outage: when the network returns (or the user asks),
   * every waiting change is due again at once instead of minutes later.
   */
  async function retryNow(): Promise<SyncResult> {
    await db.outbox.where('state').equals('pending').modify({ nextAttemptAt: 0 });
    await uploadsDueNow(db);
    return syncOnce();
  }

  return { syncOnce, retryNow };
}
export type SyncEngine = ReturnType<typeof createSyncEngine>;
