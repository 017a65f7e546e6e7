import { uuidv7 } from '@chungcu/contracts';
import type { Tx } from '../db/database';
import { type Row, entityToRow } from '../db/rows';
import { type TableSpec, syncedTables } from '../db/tables';
import { diffFields, writeAudit } from '../sync/audit';
import { nextVersion } from '../sync/version-clock';

/** Who the seeded history says made every row. */
export const SEED_AUTHOR = 'admin-001';

type Entity = { id: string } & Record<string, unknown>;

/**
 * Inserts one seeded row as a real mutation would: its own version and a 'create' audit entry,
 * with `created_at` backdated so the demo has a history. The audit's `at` follows in
 * {@link backdateAudit}, once for all rows.
 */
export async function insertSeeded<T extends Entity>(
  trx: Tx,
  spec: TableSpec<T>,
  fields: Row,
  createdAt: Date,
  updatedAt: Date = createdAt,
): Promise<T> {
  const version = await nextVersion(trx);
  const [row] = await trx(spec.table)
    .insert({
      ...entityToRow({ id: uuidv7(createdAt.getTime()), ...fields }),
      version,
      created_at: createdAt,
      updated_at: updatedAt,
    })
    .returning('*');
  const entity = spec.toEntity(row as Row);
  const changes = diffFields({}, entity);
  delete changes.deletedAt;
  await writeAudit(trx, {
    version,
    userId: SEED_AUTHOR,
    entity: spec.entity,
    entityId: entity.id,
    action: 'create',
    changes,
  });
  return entity;
}

/**
 * Moves each seeded 'create' audit entry to its row's `created_at`, so "Recent Activity" and
 * the entity histories read like months of use rather than one instant. Only entries whose
 * version is still the row's own are touched, i.e. the ones written by {@link insertSeeded}.
 */
export async function backdateAudit(trx: Tx): Promise<void> {
  for (const spec of syncedTables) {
    if (spec.table === 'users') continue;
    await trx.raw(
      `update audit_log set at = t.created_at from ?? t
       where audit_log.entity = ? and audit_log.action = 'create'
         and audit_log.entity_id = t.id::text and audit_log.version = t.version`,
      [spec.table, spec.entity],
    );
  }
}
