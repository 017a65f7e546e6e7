import type { Change, ChangesQuery, ChangesResponse, SyncEntity } from '@chungcu/contracts';
import type { Db } from '../db/database';
import type { Row } from '../db/rows';
import { syncedTables } from '../db/tables';
import {
  type Viewer,
  adminCondition,
  seenByComplex,
  viewerBindings,
  visibleCondition,
} from '../db/visibility';
import { formatCursorEpoch, parseCursorEpoch } from './cursor-epoch';
import { type ClockRow, historyOf, needsResync } from './history';

const toEntityOf = new Map(syncedTables.map((spec) => [spec.entity, spec.toEntity]));

/**
 * Rows and tombstones with `version > since`, in version order, read by ONE statement, so in one
 * snapshot: with versions handed out under the clock lock (rule S6), a row that commits late
 * always has a higher version than everything already read (rule S12). The page is chosen first
 * from the version indexes alone (a CTE), and only its rows are then joined back and turned into
 * JSON, instead of `limit` rows from every table. One statement is one round trip and needs no
 * transaction: the most frequent call of all costs the database a single indexed read. Every
 * answer names the history its cursor belongs to; a cursor of another history (a restore made a
 * new one since), or beyond the clock, is answered with a resync (rule S21). A null `viewer` is
 * the company administrator `adminId`, who sees every row but others' notifications.
 */
export async function readChanges(
  db: Db,
  query: ChangesQuery,
  viewer: Viewer | null,
  adminId = '',
): Promise<ChangesResponse> {
  return (await readChangesIfCaughtUp(db, query, viewer, adminId, null)) as ChangesResponse;
}

/**
 * `readChanges` on a database that may lag (a read replica, rule S36): null, having answered
 * nothing, when its clock (read in the statement's own snapshot, so the rows answered are exactly
 * those the clock says) is below `atLeast`, which may still be on its way (the primary's clock,
 * read meanwhile), or its history is not the cursor's: a device never goes backwards and is never
 * told to resync by a replica that has not yet replayed a restore. With `atLeast` null the
 * database is the primary and always answers.
 */
export async function readChangesIfCaughtUp(
  db: Db,
  { since, epoch, limit }: ChangesQuery,
  viewer: Viewer | null,
  adminId: string,
  atLeast: Promise<number> | null,
): Promise<ChangesResponse | null> {
  const bindings = {
    since,
    take: limit + 1,
    ...viewerBindings(viewer ?? { userId: adminId, email: null }),
  };
  const sql = changesStatement(viewer);
  const result = await db.raw(sql, bindings);
  const all = (result.rows ?? result) as {
    entity: SyncEntity | 'clock' | 'scope';
    version: number;
    row: Row;
  }[];
  const clock = all.find((r) => r.entity === 'clock')?.row as ClockRow | undefined;
  if (!clock) throw new Error('sync_clock row missing: run the migrations');
  const history = historyOf(clock);
  const asked = epoch === undefined ? undefined : parseCursorEpoch(epoch);
  if (atLeast !== null) {
    const behind = Number(clock.version) < Math.max(since, await atLeast);
    const otherHistory = asked !== undefined && asked.history !== history.epoch;
    if (behind || otherHistory) return null;
  }
  if (needsResync({ since, epoch: asked?.history }, history)) return resyncAnswer(history.epoch);
  // The user's last move (S19), read in the page's snapshot: a cursor read under an older scope
  // resyncs. A cursor that names none (a device from before scopes were named, or a poke's
  // check) is taken to have been read when its version was the newest.
  const scope = viewer ? Number(all.find((r) => r.entity === 'scope')?.version ?? 0) : undefined;
  if (scope !== undefined && since > 0 && scope > (asked?.scope ?? since)) {
    return resyncAnswer(history.epoch);
  }
  const found = all.filter(
    (r): r is { entity: SyncEntity; version: number; row: Row } =>
      r.entity !== 'clock' && r.entity !== 'scope',
  );
  const changes: Change[] = found.slice(0, limit).map(({ entity, version, row }) => {
    const data = (toEntityOf.get(entity) as (row: Row) => Record<string, unknown>)(row);
    const deletedAt = (data.deletedAt as string | null) ?? null;
    return {
      entity,
      id: String(data.id),
      version: Number(version),
      deletedAt,
      data: deletedAt ? {} : data,
    };
  });
  return {
    changes,
    cursor: changes.at(-1)?.version ?? since,
    epoch: formatCursorEpoch({ history: history.epoch, scope }),
    hasMore: found.length > limit,
  };
}

/**
 * The one statement of `readChanges` for `viewer` (null: an administrator), with the named
 * bindings `since`, `take` and the viewer's; exported for the bench's EXPLAIN.
 */
export function changesStatement(viewer: Viewer | null): string {
  const conditionOf = (entity: SyncEntity) =>
    viewer ? visibleCondition(entity, viewer) : adminCondition(entity);
  const candidates = syncedTables.map((spec) =>
    seenByComplex(spec.entity, viewer)
      ? `(select '${spec.entity}' as entity, x.id, x.version
          from unnest(:complexIds::uuid[]) as c(complex_id)
          cross join lateral (select t.id::text as id, t.version from ${spec.table} t
            where t.complex_id = c.complex_id and t.version > :since
            order by t.version limit :take) x
          order by x.version limit :take)`
      : `(select '${spec.entity}' as entity, t.id::text as id, t.version from ${spec.table} t
          where t.version > :since ${conditionOf(spec.entity) ? `and ${conditionOf(spec.entity)}` : ''}
          order by t.version limit :take)`,
  );
  // Versions are unique across tables (rule S5), so the join uses each table's version index;
  // the id check only restates which row the page picked.
  const rows = syncedTables.map(
    (spec) =>
      `select p.entity, p.version, row_to_json(t) as row from page p
        join ${spec.table} t on t.version = p.version and t.id::text = p.id
        where p.entity = '${spec.entity}'`,
  );
  // The clock and its history ride along as one more row, read in the page's snapshot, so a
  // cursor of another history is told apart from an up-to-date one without another round trip;
  // for anyone but the administrator, so does their last move (rule S19).
  const scope = viewer
    ? `union all select 'scope' as entity, s.version, null as row from scope_epochs s
        where s.email = lower(:email::text)`
    : '';
  return `with page as (
      select * from (${candidates.join(' union all ')}) c order by version limit :take
    )
    ${rows.join(' union all ')}
    union all select 'clock' as entity, k.version,
      json_build_object('version', k.version, 'epoch', k.epoch, 'forked_at', k.forked_at) as row
      from sync_clock k where k.id = 1
    ${scope}
    order by version`;
}

/** "Forget the mirror and pull again from 0" (rules S19, S21), naming the current history. */
export function resyncAnswer(epoch: string): ChangesResponse {
  return { changes: [], cursor: 0, epoch, hasMore: false, resync: true };
}
