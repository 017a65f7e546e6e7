import { createHttp, createRawHttp } from '../lib/http';
import { ChungCuDb } from './db';
import { createSyncEngine } from './engine';
import { createSession } from './session';

/** The page's single database, HTTP client, sync engine and session. */
export const appDb = new ChungCuDb();
export const http = createHttp();
/** Attachment contents: bytes, not JSON. */
export const rawHttp = createRawHttp();
export const syncEngine = createSyncEngine({ db: appDb, http, raw: rawHttp });
export const session = createSession(appDb, http);
