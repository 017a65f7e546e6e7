import { createHttp, createRawHttp } from '../lib/http';
import { ChungCuDb } from './db';
import type { SyncEngine } from './engine';
import { createSession } from './session';

/** The page's single database, HTTP client, sync engine and session. */
export const appDb = new ChungCuDb();
export const http = createHttp();
/** Attachment contents: bytes, not JSON. */
export const rawHttp = createRawHttp();
export const session = createSession(appDb, http);

let engine: Promise<SyncEngine> | null = null;
const loadEngine = () =>
  (engine ??= import('./engine').then(({ createSyncEngine }) =>
    createSyncEngine({ db: appDb, http, raw: rawHttp }),
  ));

/**
 * The page's sync engine, loaded on its first use: the login screen, which never syncs, does
 * not download the push, pull and rebase code with all the mutations (the login route's
 * JavaScript budget is 250 KB).
 */
export const syncEngine: SyncEngine = {
  syncOnce: async () => (await loadEngine()).syncOnce(),
  retryNow: async () => (await loadEngine()).retryNow(),
};
