import type { Change, ChangesQuery, ChangesResponse, SyncEntity } from '@chungcu/contracts';
import type { Db } from '../db/database';
import type { Row } from '../db/rows';
import { syncedTables } from '../db/tables';

/** What a resident user may see: their own rows, found through their resident records. */
export interface FeedScope {
  userId: string;
  residentIds: string[];
}

const toEntityOf = new Map(syncedTables.map((spec) => [spec.entity, spec.toEntity]));

const pgArray = (ids: string[]) => `{${ids.join(',')}}`;

/** SQL conditions (on alias `t`) limiting each entity to a resident user's own rows (rule S11). */
function scopeCondition(entity: SyncEntity): string {
  const mine = 't.resident_id = any(:rids::uuid[])';
  const myInquiries = `select id from inquiries where resident_id = any(:rids::uuid[]) or created_by = :userId`;
  switch (entity) {
    case 'user':
      return 't.id = :userId';
    case 'resident':
      return 't.id = any(:rids::uuid[])';
    case 'apartment':
      return 't.id in (select apartment_id from apartment_assignments where resident_id = any(:rids::uuid[]))';
    case 'assignment':
      return mine;
    case 'inquiry':
      return `(${mine} or t.created_by = :userId)`;
    case 'inquiryProgress':
      return `t.inquiry_id in (${myInquiries})`;
    case 'workflowCategory':
    case 'workflowTemplate':
    case 'templateStep':
      return 'true';
    case 'attachment':
      // Files of what they may see; ID-card sides only of their own records.
      return `((t.owner_entity = 'inquiry' and t.owner_id in (${myInquiries}))
        or (t.owner_entity = 'inquiryProgress' and t.owner_id in (select id from inquiry_progress where inquiry_id in (${myInquiries})))
        or (t.owner_entity = 'resident' and t.owner_id = any(:rids::uuid[]))
        or (t.owner_entity = 'apartment' and t.purpose = 'photo' and t.owner_id in (select apartment_id from apartment_assignments where resident_id = any(:rids::uuid[]))))`;
  }
}

/**
 * Rows and tombstones with `version > since`, in version order, read by ONE statement, so in one
 * snapshot: with versions handed out under the clock lock (rule S6), a row that commits late
 * always has a higher version than everything already read (rule S12). The page is chosen first
 * from the version indexes alone (a CTE), and only its rows are then joined back and turned into
 * JSON, instead of `limit` rows from every table. One statement is one round trip and needs no
 * transaction: the most frequent call of all costs the database a single indexed read.
 */
export async function readChanges(
  db: Db,
  { since, limit }: ChangesQuery,
  scope: FeedScope | null,
): Promise<ChangesResponse> {
  const bindings = {
    since,
    take: limit + 1,
    userId: scope?.userId ?? '',
    rids: pgArray(scope?.residentIds ?? []),
  };
  const candidates = syncedTables.map(
    (spec) =>
      `(select '${spec.entity}' as entity, t.id::text as id, t.version from ${spec.table} t
        where t.version > :since ${scope ? `and ${scopeCondition(spec.entity)}` : ''}
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
  const sql = `with page as (
      select * from (${candidates.join(' union all ')}) c order by version limit :take
    )
    ${rows.join(' union all ')}
    order by version`;
  const result = await db.raw(sql, bindings);
  const found = (result.rows ?? result) as { entity: SyncEntity; version: number; row: Row }[];
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
    hasMore: found.length > limit,
  };
}
