import { createRawHttp } from '../lib/http';
import { http } from './http-client';
import { ChungCuDb } from './db';
import { createSyncEngine } from './engine';

/** The page's single database and sync engine; the engine sends with the shell's HTTP client. */
export const appDb = new ChungCuDb();
/** Attachment contents: bytes, not JSON. */
export const rawHttp = createRawHttp();
export const syncEngine = createSyncEngine({ db: appDb, http, raw: rawHttp });
