import { type ChangesResponse, limits, parseChangesResponse } from '@chungcu/contracts';
import type { Http } from '../lib/http';
import { dropUnseenBlobs } from './attachments/blob-store';
import { type Cursor, cursor } from './cursor';
import { type ChungCuDb, MIRROR_OUTDATED } from './db';
import { entityDefs, toMirrorRow } from './entities';
import { holdFullReloads } from './live-map';
import { meta } from './meta';
import { outbox } from './outbox';
import { queuedMutations, rebase } from './rebase';

type Row = Record<string, unknown>;

async function fetchPage(http: Http, from: Cursor): Promise<ChangesResponse> {
  const res = await http(
    'GET',
    `/api/sync/changes?${cursor.query(from)}&limit=${limits.syncPageMax}`,
  );
  // The envelope parsed whole, each row checked in place (a first sync is 30,000 rows).
  return parseChangesResponse(res.body);
}

/**
 * Lays pages of server rows into the mirror and moves the cursor past the last. A row in several
 * pages ends as the last page has it (put or deleted), whatever came before.
 */
async function writePages(db: ChungCuDb, pages: readonly ChangesResponse[]): Promise<void> {
  const busy = await outbox.restBusyRows(db);
  const latest = new Map<string, Map<string, Row | null>>();
  for (const page of pages)
    for (const change of page.changes) {
      // A first-version entry's answer brings its row; a named mutation is rebased instead.
      if (busy.has(change.id)) continue;
      const table = entityDefs[change.entity].table;
      let rows = latest.get(table);
      if (!rows) latest.set(table, (rows = new Map()));
      rows.set(change.id, change.deletedAt ? null : toMirrorRow(change.entity, change.data));
    }
  for (const [table, rows] of latest) {
    const puts: Row[] = [];
    const deletes: string[] = [];
    for (const [id, row] of rows) {
      if (row) puts.push(row);
      else deletes.push(id);
    }
    if (puts.length > 0) await db.table(table).bulkPut(puts);
    if (deletes.length > 0) await db.table(table).bulkDelete(deletes);
  }
  await cursor.write(db, pages[pages.length - 1] as ChangesResponse);
}

/**
 * Applies pages and the cursor after them in one transaction, so a crash never skips a page.
 * With changes of this user still queued, the pages go in underneath them (rebase); the last
 * page of a pull also lets confirmed mutations go, as their rows have now arrived.
 */
export async function applyPages(
  db: ChungCuDb,
  pages: readonly ChangesResponse[],
  userId: string | null,
) {
  const last = pages[pages.length - 1];
  if (!last) return;
  await db.transaction('rw', db.tables, async () => {
    const queued = userId ? await queuedMutations(db, userId) : [];
    if (queued.length === 0) return writePages(db, pages);
    await rebase(db, queued, () => writePages(db, pages), { dropConfirmed: !last.hasMore });
  });
}

/** One page: see `applyPages`. */
export function applyPage(db: ChungCuDb, page: ChangesResponse, userId: string | null) {
  return applyPages(db, [page], userId);
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
        await writePages(db, pages);
      },
      { dropConfirmed: true },
    );
    // What left the mirror leaves the device: its photos and ID cards too.
    await dropUnseenBlobs(db);
  });
  return pages.reduce((sum, page) => sum + page.changes.length, 0);
}

/**
 * Pages fetched ahead of the writes: the next pages are fetched while the last are written, so
 * the network and IndexedDB overlap, and the writer takes the pages that arrived meanwhile in
 * one transaction, up to `ROWS_PER_WRITE` rows (an initial sync is tens of pages; each commit
 * costs, and tells every live table). At most `ahead` pages wait in memory.
 */
function pageFeed(http: Http, from: Cursor, ahead: number) {
  const ready: ChangesResponse[] = [];
  let failure: { error: unknown } | null = null;
  let ended = false;
  let stopped = false;
  let wakeWriter = () => {};
  let wakeFetcher = () => {};
  void (async () => {
    try {
      for (let at = from; !stopped;) {
        while (ready.length >= ahead && !stopped)
          await new Promise<void>((resolve) => (wakeFetcher = resolve));
        if (stopped) break;
        const page = await fetchPage(http, at);
        ready.push(page);
        wakeWriter();
        if (!page.hasMore || page.resync) break;
        at = cursor.after(page);
      }
    } catch (error) {
      failure = { error };
    } finally {
      ended = true;
      wakeWriter();
    }
  })();
  return {
    /** The pages fetched so far (at least one), in order; throws what fetching threw. */
    async take(): Promise<ChangesResponse[]> {
      while (ready.length === 0 && !ended)
        await new Promise<void>((resolve) => (wakeWriter = resolve));
      if (ready.length === 0) throw failure ? failure.error : new Error('the feed ended early');
      let count = 0;
      let rows = 0;
      for (const page of ready) {
        rows += page.changes.length;
        if (count > 0 && rows > ROWS_PER_WRITE) break;
        count += 1;
      }
      const pages = ready.splice(0, count);
      wakeFetcher();
      return pages;
    },
    stop() {
      stopped = true;
      wakeFetcher();
    },
  };
}

/** Pages fetched ahead of the writes at most (a page is up to `limits.syncPageMax` rows). */
const PAGES_AHEAD = 8;
/**
 * Rows written in one transaction at most (one page always). A save on the device waits for the
 * pull's transaction, since both write the mirror: where pages pile up (a fast network, a slow
 * device), eight in one would hold it for eight pages' writes. Where the network is the slower,
 * the pull writes a page at a time anyway (the client bench: a save's wait p95 240–290 ms, one
 * page's write, with or without this bound).
 */
const ROWS_PER_WRITE = 2 * limits.syncPageMax;

/**
 * Applies the change feed from the stored cursor until it is drained, writing the pages fetched
 * while the last were written in one transaction (`pageFeed`, up to `ROWS_PER_WRITE` rows).
 * Answers are parsed by the contracts (`parseChangesResponse`), never cast. Live tables re-read
 * whole only once the pull is over (`holdFullReloads`), not after every transaction of it.
 */
export async function pullChanges(db: ChungCuDb, http: Http): Promise<number> {
  const release = holdFullReloads();
  try {
    const userId = (await meta.get<{ id: string }>(db, 'currentUser'))?.id ?? null;
    if (await meta.get<boolean>(db, MIRROR_OUTDATED)) return await resync(db, http, userId);
    const feed = pageFeed(http, await cursor.read(db), PAGES_AHEAD);
    try {
      let applied = 0;
      for (;;) {
        const pages = await feed.take();
        const resyncAt = pages.findIndex((page) => page.resync);
        const writable = resyncAt >= 0 ? pages.slice(0, resyncAt) : pages;
        await applyPages(db, writable, userId);
        applied += writable.reduce((sum, page) => sum + page.changes.length, 0);
        if (resyncAt >= 0) return applied + (await resync(db, http, userId));
        if (!(pages[pages.length - 1] as ChangesResponse).hasMore) return applied;
      }
    } finally {
      feed.stop();
    }
  } finally {
    release();
  }
}
