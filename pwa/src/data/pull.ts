import { type ChangesResponse, limits } from '@chungcu/contracts';
import type { Http } from '../lib/http';
import type { ChungCuDb } from './db';
import { entityDefs, toMirrorRow } from './entities';
import { meta } from './meta';

type Row = Record<string, unknown>;

function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

function fetchPage(http: Http, since: number): Promise<ChangesResponse> {
  return http<ChangesResponse>('GET', `/api/sync/changes?since=${since}&limit=${limits.syncPageMax}`).then(
    (res) => res.body,
  );
}

/** Applies one page and its cursor in one transaction, so a crash never skips a page. */
async function applyPage(db: ChungCuDb, page: ChangesResponse): Promise<void> {
  const tables = [...new Set(Object.values(entityDefs).map((d) => db.table(d.table)))];
  await db.transaction('rw', [db.outbox, db.meta, ...tables], async () => {
    const busy = new Set((await db.outbox.toArray()).map((e) => e.entityId));
    const puts = new Map<string, Row[]>();
    const deletes = new Map<string, string[]>();
    for (const change of page.changes) {
      if (busy.has(change.id)) continue;
      const table = entityDefs[change.entity].table;
      if (change.deletedAt) listOf(deletes, table).push(change.id);
      else listOf(puts, table).push(toMirrorRow(change.entity, change.data));
    }
    for (const [table, rows] of puts) await db.table(table).bulkPut(rows);
    for (const [table, ids] of deletes) await db.table(table).bulkDelete(ids);
    await meta.set(db, 'cursor', page.cursor);
  });
}

/**
 * Applies the change feed from the stored cursor until it is drained. Rows with local changes
 * still in the outbox are left alone: the answer to those changes brings the server's row. The
 * next page is fetched while the current one is written, so the network and IndexedDB overlap
 * (an initial sync is tens of pages).
 */
export async function pullChanges(db: ChungCuDb, http: Http): Promise<number> {
  let applied = 0;
  let next = fetchPage(http, (await meta.get<number>(db, 'cursor')) ?? 0);
  for (;;) {
    const page = await next;
    if (page.hasMore) {
      next = fetchPage(http, page.cursor);
      next.catch(() => {}); // handled when awaited; never an unhandled rejection meanwhile
    }
    await applyPage(db, page);
    applied += page.changes.length;
    if (!page.hasMore) return applied;
  }
}
