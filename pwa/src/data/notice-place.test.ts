import { randomUUID } from 'node:crypto';
import { noticePlaceKeyOf } from '@chungcu/mutations/keys';
import { afterEach, expect, it } from 'vitest';
import { ChungCuDb } from './db';
import { applyPages } from './pull';

/**
 * The device keeps an issued notice's place (`noticePlace`, the lookup a payment code names) on
 * its mirror row as the server's index computes it: on rows it pulls, and on rows a device
 * mirrored before version 15 of its schema, at the upgrade.
 */
const COMPLEX = 'c-1';
const NUMBER = 'TC-2026-11-00123';

const notice = (id: string, number: string | null) => ({
  id,
  complexId: COMPLEX,
  periodId: 'p-1',
  apartmentId: 'a-1',
  month: '2026-11',
  number,
  status: number ? 'issued' : 'draft',
  version: 1,
  deletedAt: null,
});

/** The schema as devices had it before version 15: every version up to 14, as declared. */
class BeforeNoticePlace extends ChungCuDb {
  override version(n: number) {
    if (n < 15) return super.version(n);
    const ignored = { stores: () => ignored, upgrade: () => ignored };
    return ignored as unknown as ReturnType<ChungCuDb['version']>;
  }
}

let name = '';
afterEach(() => ChungCuDb.delete(name));

it('a pulled notice is found by its place once issued, a draft by none', async () => {
  name = `notice-place-${randomUUID()}`;
  const db = new ChungCuDb(name);
  const change = (id: string, number: string | null) => ({
    entity: 'invoice' as const,
    id,
    version: 1,
    deletedAt: null,
    data: notice(id, number),
  });
  const page = { changes: [change('i-1', NUMBER), change('i-2', null)], cursor: 1, hasMore: false };
  await applyPages(db, [page as never], null);
  const key = noticePlaceKeyOf(COMPLEX, '-2026-11-00123');
  expect(await db.invoices.where('noticePlace').equals(key).primaryKeys()).toEqual(['i-1']);
  db.close();
});

it('a device mirrored before version 15 gains the key on its notices at the upgrade', async () => {
  name = `notice-place-${randomUUID()}`;
  const before = new BeforeNoticePlace(name);
  await before.table('invoices').bulkPut([notice('i-1', NUMBER), notice('i-2', null)]);
  expect(before.verno).toBe(14);
  before.close();

  const db = new ChungCuDb(name);
  const rows = await db.invoices.toArray();
  expect(rows.map((r) => (r as { noticePlace?: string }).noticePlace)).toEqual([
    `${COMPLEX}/2026-11-00123`,
    '',
  ]);
  const key = noticePlaceKeyOf(COMPLEX, NUMBER);
  expect(await db.invoices.where('noticePlace').equals(key).primaryKeys()).toEqual(['i-1']);
  db.close();
});
