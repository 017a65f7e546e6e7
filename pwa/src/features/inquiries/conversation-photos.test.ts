import { afterEach, expect, it } from 'vitest';
import type { ChungCuDb } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { fakeImages, photoFile } from '../../data/attachments/test-support';
import { prepareKept } from '../../data';
import { postMessageWithPhotos } from './attachments';
import { freshDb, serverInquiry } from './test-support';

const dbs: ChungCuDb[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

it('a message and its photos are kept together, then the photos become its attachments with their copies', async () => {
  const db = await freshDb();
  dbs.push(db);
  const inquiry = serverInquiry();
  await db.inquiries.put(toMirrorRow('inquiry', inquiry) as never);
  const kept = await postMessageWithPhotos(
    inquiry.id,
    { body: 'Đèn hành lang tắt' },
    [photoFile('den.png', '640x480')],
    { db },
  );
  expect(kept).toHaveLength(1);
  const [message] = await db.inquiryMessages.toArray();
  expect(message).toMatchObject({ inquiryId: inquiry.id, body: 'Đèn hành lang tắt' });
  const [photo] = await prepareKept(kept, { db, images: fakeImages });
  expect(photo).toMatchObject({ ownerEntity: 'inquiryMessage', ownerId: message?.id });
  expect(await db.attachmentBlobs.get([photo?.id ?? '', 'display'])).toBeDefined();
  expect(await db.uploads.count()).toBe(1);
});
