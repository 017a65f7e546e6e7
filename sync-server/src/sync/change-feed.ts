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

type PageEntry = { entity: SyncEntity; id: string; version: number };

/**
 * Rows and tombstones with `version > since`, in version order. Both statements run in one
 * REPEATABLE READ transaction, so they see one snapshot: with versions handed out under the clock
 * lock (rule S6), a row that commits late always has a higher version than everything already
 * read (rule S12). The page is chosen first from the version indexes alone; only its rows are
 * then loaded and converted, instead of `limit` rows from every table.
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
  const parts = syncedTables.map(
    (spec) =>
      `(select '${spec.entity}' as entity, t.id::text as id, t.version from ${spec.table} t
        where t.version > :since ${scope ? `and ${scopeCondition(spec.entity)}` : ''}
        order by t.version limit :take)`,
  );
  const pageSql = `select * from (${parts.join(' union all ')}) c order by version limit :take`;
  // An up-to-date device (most pulls) is answered by one indexed statement, no transaction.
  const probe = await db.raw(
    pageSql.replace(/limit :take\)/g, 'limit 1)').replace(/limit :take$/, 'limit 1'),
    bindings,
  );
  if (((probe.rows ?? probe) as unknown[]).length === 0) {
    return { changes: [], cursor: since, hasMore: false };
  }
  return db.transaction(
    async (trx) => {
      const result = await trx.raw(pageSql, bindings);
      const entries = ((result.rows ?? result) as PageEntry[]).map((e) => ({
        ...e,
        version: Number(e.version),
      }));
      const page = entries.slice(0, limit);
      const rows = new Map<string, Record<string, unknown>>();
      for (const spec of syncedTables) {
        const ids = page.filter((e) => e.entity === spec.entity).map((e) => e.id);
        if (ids.length === 0) continue;
        for (const row of await trx(spec.table).whereIn('id', ids)) {
          rows.set(
            `${spec.entity}:${row.id}`,
            spec.toEntity(row as Row) as Record<string, unknown>,
          );
        }
      }
      const changes: Change[] = page.flatMap((entry) => {
        const entity = rows.get(`${entry.entity}:${entry.id}`);
        if (!entity) return [];
        const deletedAt = (entity.deletedAt as string | null) ?? null;
        return [
          {
            entity: entry.entity,
            id: entry.id,
            version: entry.version,
            deletedAt,
            data: deletedAt ? {} : entity,
          },
        ];
      });
      return {
        changes,
        cursor: page.at(-1)?.version ?? since,
        hasMore: entries.length > limit,
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}
