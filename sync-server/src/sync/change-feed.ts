import type { Change, ChangesQuery, ChangesResponse, SyncEntity } from '@chungcu/contracts';
import type { Db } from '../db/database';
import type { Row } from '../db/rows';
import { syncedTables } from '../db/tables';

/** What a resident user may see: their own rows, found through their resident records. */
export interface FeedScope {
  userId: string;
  residentIds: string[];
}

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
  }
}

/**
 * Rows and tombstones with `version > since`, in version order, read in ONE statement so every
 * table is seen at the same snapshot: with versions handed out under the clock lock (rule S6),
 * a row that commits late always has a higher version than everything already read (rule S12).
 */
export async function readChanges(
  db: Db,
  { since, limit }: ChangesQuery,
  scope: FeedScope | null,
): Promise<ChangesResponse> {
  const parts = syncedTables.map(
    (spec) =>
      `(select '${spec.entity}' as entity, t.version, to_jsonb(t) as data from ${spec.table} t
        where t.version > :since ${scope ? `and ${scopeCondition(spec.entity)}` : ''}
        order by t.version limit :take)`,
  );
  const sql = `select * from (${parts.join(' union all ')}) c order by version limit :take`;
  const result = await db.raw(sql, {
    since,
    take: limit + 1,
    userId: scope?.userId ?? '',
    rids: pgArray(scope?.residentIds ?? []),
  });
  const rows = (result.rows ?? result) as {
    entity: SyncEntity;
    version: number;
    data: Row | string;
  }[];
  const specs = new Map(syncedTables.map((spec) => [spec.entity, spec]));
  const changes: Change[] = rows.slice(0, limit).map((row) => {
    const raw = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Row;
    const entity = specs.get(row.entity)?.toEntity(raw) as Record<string, unknown>;
    const deletedAt = (entity.deletedAt as string | null) ?? null;
    return {
      entity: row.entity,
      id: String(entity.id),
      version: Number(row.version),
      deletedAt,
      data: deletedAt ? {} : entity,
    };
  });
  return {
    changes,
    cursor: changes.at(-1)?.version ?? since,
    hasMore: rows.length > limit,
  };
}
