import { createRawHttp } from '../lib/http';
import { http, session } from './boot';
import { ChungCuDb } from './db';
import { createSyncEngine } from './engine';

/** The page's single database and sync engine, with the shell's HTTP client and session. */
export const appDb = new ChungCuDb();
/** Attachment contents: bytes, not JSON. */
export const rawHttp = createRawHttp();
export const syncEngine = createSyncEngine({ db: appDb, http, raw: rawHttp });
export { http, session };
