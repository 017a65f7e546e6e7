import { createHttp } from '../lib/http';
import { ChungCuDb } from './db';
import { createSyncEngine } from './engine';

/**
 * The service worker's Background Sync handler: the same engine as the page. Rejecting tells
 * the browser to try again later, which is what a retryable failure needs.
 */
export async function syncInServiceWorker(): Promise<void> {
  const db = new ChungCuDb();
  try {
    const result = await createSyncEngine({ db, http: createHttp() }).syncOnce();
    if (result.push.kind === 'retry') throw new Error('Chưa gửi được, sẽ thử lại');
  } finally {
    db.close();
  }
}
