import { limits, uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError, NetworkError, type Http } from '../lib/http';
import { ChungCuDb } from './db';
import { mutate } from './mutate';
import { pushOutbox } from './push';

let db: ChungCuDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

async function deviceWithOneChange() {
  db = new ChungCuDb(`push-${uuidv7()}`);
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', role: 'admin', email: 'admin@chungcu.demo' },
  });
  await mutate('createCategory', { id: uuidv7(), name: 'Bảo trì' }, { db, label: 'Tạo danh mục' });
  return db;
}

/** Pushes until the outbox settles, moving the clock past each backoff; answers the attempts. */
async function pushRepeatedly(db: ChungCuDb, http: Http, times: number) {
  let now = Date.now();
  for (let i = 0; i < times; i++) {
    const outcome = await pushOutbox({ db, http, now: () => now, random: () => 0.5 });
    if (outcome.kind === 'retry') now = outcome.retryAt + 1;
  }
  return (await db.outbox.toArray())[0];
}

describe('S18: a change that keeps failing', () => {
  it('is parked as failed after repeated server failures, with the reason, and stops being sent', async () => {
    const db = await deviceWithOneChange();
    let sent = 0;
    const http = (async () => {
      sent++;
      throw new HttpError(500, 'boom', 'Máy chủ lỗi');
    }) as unknown as Http;
    const entry = await pushRepeatedly(db, http, limits.pushMaxServerFailures + 5);
    expect(entry).toMatchObject({ state: 'failed', lastError: 'Máy chủ lỗi' });
    expect(sent).toBe(limits.pushMaxServerFailures);
  });

  it('is never parked for want of a network, however long the device is offline', async () => {
    const db = await deviceWithOneChange();
    const http = (async () => {
      throw new NetworkError(new TypeError('offline'));
    }) as unknown as Http;
    const entry = await pushRepeatedly(db, http, limits.pushMaxServerFailures * 3);
    expect(entry).toMatchObject({ state: 'pending' });
    expect(entry?.attempts).toBe(limits.pushMaxServerFailures * 3);
  });
});
