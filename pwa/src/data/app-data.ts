import { createHttp } from '../lib/http';
import { ChungCuDb } from './db';
import { createSyncEngine } from './engine';
import { createSession } from './session';

/** The page's single database, HTTP client, sync engine and session. */
export const appDb = new ChungCuDb();
export const http = createHttp();
export const syncEngine = createSyncEngine({ db: appDb, http });
export const session = createSession(appDb, http);
