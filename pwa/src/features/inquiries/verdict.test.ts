import { messages } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChungCuDb } from '../../data/db';
import { confirmInquiry, returnInquiry } from './mutations';
import { freshDb, seedInquiry } from './test-support';

let db: ChungCuDb;
afterEach(async () => {
  await db?.delete();
});

/** This device signed in as the request's resident. */
async function residentDevice() {
  db = await freshDb();
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'user-lan', email: 'lan@example.vn', role: 'resident' },
  });
  return db;
}

const queued = async () =>
  (await db.outbox.orderBy('seq').toArray()).map((e) =>
    'name' in e ? [e.name, e.args] : ['rest', null],
  );

describe("the resident's verdict, on the device", () => {
  it('confirms completed work at once offline and queues confirmInquiry with the rating', async () => {
    await residentDevice();
    const inquiry = await seedInquiry(db, { status: 'completed' });
    await confirmInquiry(inquiry.id, { rating: 4, comment: '  Sạch sẽ  ' }, { db });
    const row = await db.inquiries.get(inquiry.id);
    expect(row).toMatchObject({ rating: 4, ratingComment: 'Sạch sẽ', status: 'completed' });
    expect(row?.confirmedAt).not.toBeNull();
    expect(await queued()).toEqual([
      ['confirmInquiry', { id: inquiry.id, rating: 4, comment: 'Sạch sẽ' }],
    ]);
  });

  it('returns completed work: it reopens with the reason on the device too', async () => {
    await residentDevice();
    const inquiry = await seedInquiry(db, { status: 'completed' });
    await returnInquiry(inquiry.id, 'Vẫn còn rỉ nước', { db });
    expect(await db.inquiries.get(inquiry.id)).toMatchObject({
      status: 'in_progress',
      returnReason: 'Vẫn còn rỉ nước',
    });
    expect((await queued()).map(([name]) => name)).toEqual(['returnInquiry']);
  });

  it('refuses what the server would: not completed yet, a rating out of range, staff; nothing queued', async () => {
    await residentDevice();
    const open = await seedInquiry(db, { status: 'in_progress' });
    await expect(confirmInquiry(open.id, { rating: 5 }, { db })).rejects.toThrow(
      messages.inquiry.notCompleted,
    );
    const done = await seedInquiry(db, { status: 'completed' });
    await expect(confirmInquiry(done.id, { rating: 6 }, { db })).rejects.toThrow(
      messages.inquiry.ratingInvalid,
    );
    await expect(returnInquiry(done.id, ' ', { db })).rejects.toThrow(
      messages.inquiry.returnReasonRequired,
    );
    await db.meta.put({
      key: 'currentUser',
      value: { id: 'admin-001', email: 'admin@chungcu.demo', role: 'admin' },
    });
    await expect(confirmInquiry(done.id, { rating: 5 }, { db })).rejects.toThrow(
      messages.inquiry.residentOnly,
    );
    expect(await queued()).toEqual([]);
    expect((await db.inquiries.get(done.id))?.rating).toBeNull();
  });
});
