import type { Tx } from '../db/database';

export type AuditAction = 'create' | 'update' | 'delete' | 'restore';

/** Field-level before/after of one change; a create has no `from`. */
export type FieldChanges = Record<string, { from?: unknown; to?: unknown }>;

export interface AuditEntry {
  version: number;
  userId: string | null;
  entity: string;
  entityId: string;
  action: AuditAction;
  changes: FieldChanges;
  /** When the change was made on the device, when it came from a device's queue. */
  deviceAt?: string | null;
}

/** An audit entry as its `audit_log` row. */
export function auditRow(entry: AuditEntry) {
  return {
    version: entry.version,
    user_id: entry.userId,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    changes: JSON.stringify(entry.changes),
    device_at: entry.deviceAt ?? null,
  };
}

/** Written inside the mutation's own transaction, so history and data never disagree (rule S4). */
export async function writeAudit(trx: Tx, entry: AuditEntry): Promise<void> {
  await trx('audit_log').insert(auditRow(entry));
}

/** The fields whose value differs between two wire objects, with before and after. */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, to] of Object.entries(after)) {
    if (['version', 'updatedAt', 'createdAt'].includes(field)) continue;
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

export interface AuditRow {
  version: number;
  at: string;
  userId: string | null;
  entity: string;
  entityId: string;
  action: AuditAction;
  changes: FieldChanges;
}

/** Changes made to one row after `sinceVersion`, oldest first (for conflict reporting). */
export async function changesSince(
  trx: Tx,
  entity: string,
  entityId: string,
  sinceVersion: number,
): Promise<AuditRow[]> {
  const rows = await trx('audit_log')
    .where({ entity, entity_id: entityId })
    .andWhere('version', '>', sinceVersion)
    .orderBy('version');
  return rows.map((row: Record<string, unknown>) => ({
    version: Number(row.version),
    at: new Date(row.at as string).toISOString(),
    userId: (row.user_id as string | null) ?? null,
    entity: row.entity as string,
    entityId: row.entity_id as string,
    action: row.action as AuditAction,
    changes: (typeof row.changes === 'string'
      ? JSON.parse(row.changes)
      : row.changes) as FieldChanges,
  }));
}
