import { type ChangesResponse, changesResponseSchema, limits } from '@chungcu/contracts';
import type { Http } from '../lib/http';
import { dropUnseenBlobs } from './attachments/blob-store';
import { type Cursor, cursor } from './cursor';
import { type ChungCuDb, MIRROR_OUTDATED } from './db';
import { entityDefs, toMirrorRow } from './entities';
import { meta } from './meta';
import { outbox } from './outbox';
import { queuedMutations, rebase } from './rebase';

type Row = Record<string, unknown>;

function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

async function fetchPage(http: Http, from: Cursor): Promise<ChangesResponse> {
  const res = await http(
    'GET',
    `/api/sync/changes?${cursor.query(from)}&limit=${limits.syncPageMax}`,
  );
  return changesResponseSchema.parse(res.body);
}

/** Lays one page of server rows into the mirror and moves the cursor past it. */
async function writePage(db: ChungCuDb, page: ChangesResponse): Promise<void> {
  const busy = await outbox.restBusyRows(db);
  const puts = new Map<string, Row[]>();
  const deletes = new Map<string, string[]>();
  for (const change of page.changes) {
    // A first-version entry's answer brings its row; a named mutation is rebased instead.
    if (busy.has(change.id)) continue;
    const table = entityDefs[change.entity].table;
    if (change.deletedAt) listOf(deletes, table).push(change.id);
    else listOf(puts, table).push(toMirrorRow(change.entity, change.data));
  }
  for (const [table, rows] of puts) await db.table(table).bulkPut(rows);
  for (const [table, ids] of deletes) await db.table(table).bulkDelete(ids);
  await cursor.write(db, page);
}

/**
 * Applies one page and its cursor in one transaction, so a crash never skips a page. With
 * changes of this user still queued, the page goes in underneath them (rebase); the last page of
 * a pull also lets confirmed mutations go, as their rows have now arrived.
 */
export async function applyPage(db: ChungCuDb, page: ChangesResponse, userId: string | null) {
  await db.transaction('rw', db.tables, async () => {
    const queued = userId ? await queuedMutations(db, userId) : [];
    if (queued.length === 0) return writePage(db, page);
    await rebase(db, queued, () => writePage(db, page), { dropConfirmed: !page.hasMore });
  });
}

/**
 * What the user may see has changed (rule S19), or the server's database is another history than
 * the cursor's (a restore, rule S21): the mirror is replaced by a full pull from 0,
 * fetched before anything is touched, so the screens keep showing the old rows meanwhile and a
 * failure leaves them as they were. Then, in one transaction, the mirror is emptied and filled
 * again and this user's queued mutations run again on top (the outbox is kept).
 */
async function resync(db: ChungCuDb, http: Http, userId: string | null): Promise<number> {
  const pages: ChangesResponse[] = [];
  for (let from: Cursor = { version: 0 }; ;) {
    const page = await fetchPage(http, from);
    // Another restore while pulling: this pull fails and the next one starts over.
    if (page.resync) throw new Error('resync asked for while pulling from 0');
    pages.push(page);
    from = cursor.after(page);
    if (!page.hasMore) break;
  }
  await db.transaction('rw', db.tables, async () => {
    // The old mirror goes whole, so the queued mutations' records of it mean nothing now.
    const queued = (userId ? await queuedMutations(db, userId) : []).map((e) => ({
      ...e,
      undo: [],
    }));
    await rebase(
      db,
      queued,
      async () => {
        const mirror = Object.values(entityDefs).map((def) => db.table(def.table));
        await Promise.all(mirror.map((table) => table.clear()));
        await db.meta.delete(MIRROR_OUTDATED);
        for (const page of pages) await writePage(db, page);
      },
      { dropConfirmed: true },
    );
    // What left the mirror leaves the device: its photos and ID cards too.
    await dropUnseenBlobs(db);
  });
  return pages.reduce((sum, page) => sum + page.changes.length, 0);
}

/**
 * Applies the change feed from the stored cursor until it is drained. The next page is fetched
 * while the current one is written, so the network and IndexedDB overlap (an initial sync is
 * tens of pages). Answers are parsed with the contracts schema, never cast.
 */
export async function pullChanges(db: ChungCuDb, http: Http): Promise<number> {
  const userId = (await meta.get<{ id: string }>(db, 'currentUser'))?.id ?? null;
  if (await meta.get<boolean>(db, MIRROR_OUTDATED)) return resync(db, http, userId);
  let applied = 0;
  let next = fetchPage(http, await cursor.read(db));
  for (;;) {
    const page = await next;
    if (page.resync) return applied + (await resync(db, http, userId));
    if (page.hasMore) {
      next = fetchPage(http, cursor.after(page));
      next.catch(() => {}); // handled when awaited; never an unhandled rejection meanwhile
    }
    await applyPage(db, page, userId);
    applied += page.changes.length;
    if (!page.hasMore) return applied;
  }
}
