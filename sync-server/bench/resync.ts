import { uuidv7 } from '@chungcu/contracts';
import type { Db } from '../src/db/database';
import { demoAccounts } from '../src/demo/accounts';
import { benchClient } from './push';

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/**
 * A resident user's resync (S19) on a database of thousands of rows: their record moves into a
 * unit with a few requests, and their device pulls everything it may see again from 0.
 */
export async function timeResidentResync(db: Db) {
  const admin = await benchClient(db);
  const post = (path: string, body: unknown) =>
    admin.send(path, { method: 'POST', body: JSON.stringify(body) });
  const apartmentId = uuidv7();
  const residentId = uuidv7();
  await post('/api/apartments', {
    id: apartmentId,
    unitNumber: `R-${apartmentId.slice(-6)}`,
    buildingBlock: 'R',
    floor: 3,
    bedrooms: 2,
    bathrooms: 1,
    squareFootage: 70,
    monthlyRent: '1500',
  });
  await post('/api/residents', {
    id: residentId,
    firstName: 'Đồng',
    lastName: 'Bộ',
    idCardNumber: String(Date.now()).slice(-12).padStart(12, '0'),
    email: demoAccounts.resident.email,
    phone: '0912345678',
  });
  await post('/api/assignments', { apartmentId, residentId });
  for (let i = 0; i < 20; i++) {
    await post('/api/inquiries', { title: `Yêu cầu ${i}`, description: 'Kiểm tra', residentId });
  }
  await admin.close();
  const resident = await benchClient(db, 'resident');
  try {
    let cursor = 0;
    let rows = 0;
    const start = process.hrtime.bigint();
    for (;;) {
      const res = await resident.send(`/api/sync/changes?since=${cursor}&limit=1000`);
      const page = (await res.json()) as { changes: unknown[]; cursor: number; hasMore: boolean };
      rows += page.changes.length;
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    return { rows, ms: ms(start) };
  } finally {
    await resident.close();
  }
}
