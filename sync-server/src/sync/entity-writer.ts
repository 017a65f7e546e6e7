import { type Overwritten, messages } from '@chungcu/contracts';
import type { TableSpec } from '../db/tables';
import { type Row, entityToRow } from '../db/rows';
import { conflict, notFound } from '../services/errors';
import { type AuditAction, changesSince, diffFields } from './audit';
import type { MutationContext } from './mutation';

type Entity = { id: string; version: number; deletedAt: string | null } & Record<string, unknown>;

function audit(
  ctx: MutationContext,
  spec: TableSpec<unknown>,
  id: string,
  version: number,
  action: AuditAction,
  changes: Record<string, { from?: unknown; to?: unknown }>,
) {
  ctx.audit({ version, entity: spec.entity, entityId: id, action, changes });
}

/** Inserts a row with the next version and audits every field it set. */
export async function insertEntity<T extends Entity>(
  ctx: MutationContext,
  spec: TableSpec<T>,
  fields: Row,
): Promise<T> {
  const version = await ctx.nextVersion();
  const [row] = await ctx
    .trx(spec.table)
    .insert({ ...entityToRow(fields), version, created_at: ctx.now, updated_at: ctx.now })
    .returning('*');
  const entity = spec.toEntity(row as Row);
  const changes = diffFields({}, entity);
  delete changes.deletedAt;
  audit(ctx, spec, entity.id, version, 'create', changes);
  return entity;
}

/** Reads a row for update, locking it until the transaction ends. */
export async function lockEntity<T extends Entity>(
  ctx: MutationContext,
  spec: TableSpec<T>,
  id: string,
): Promise<T | null> {
  const row = await ctx.trx(spec.table).where({ id }).forUpdate().first();
  return row ? spec.toEntity(row as Row) : null;
}

/**
 * Which of the patched fields someone else changed after `baseVersion`: their value is what this
 * write overwrites (last writer wins, rule S8), kept in the audit history and reported back.
 */
async function findOverwritten(
  ctx: MutationContext,
  spec: TableSpec<unknown>,
  current: Entity,
  fields: Row,
  baseVersion: number | undefined,
  derived: readonly string[] = [],
): Promise<Overwritten[]> {
  if (baseVersion === undefined || baseVersion >= current.version) return [];
  const later = await changesSince(ctx.trx, spec.entity, current.id, baseVersion);
  const overwritten: Overwritten[] = [];
  for (const field of Object.keys(fields)) {
    if (derived.includes(field)) continue;
    const last = later.filter((c) => c.userId !== ctx.actor.userId && field in c.changes).at(-1);
    if (last && JSON.stringify(current[field]) !== JSON.stringify(fields[field])) {
      overwritten.push({ field, value: current[field], by: last.userId, at: last.at });
    }
  }
  return overwritten;
}

export interface UpdateOptions {
  baseVersion?: number;
  notFoundMessage?: string;
  action?: AuditAction;
  /** Allow writing a tombstoned row (restore). */
  allowDeleted?: boolean;
  /** Fields derived from the row itself: never reported as overwritten (S8). */
  derived?: readonly string[];
}

/**
 * Applies changed fields to a live row: 404 when missing, 409 when deleted (rule S7), audited
 * field by field; answers the whole entity plus `overwritten` when fields clashed (rule S8).
 */
export async function updateEntity<T extends Entity>(
  ctx: MutationContext,
  spec: TableSpec<T>,
  id: string,
  fields: Row,
  options: UpdateOptions = {},
): Promise<T & { overwritten?: Overwritten[] }> {
  const current = await lockEntity(ctx, spec, id);
  if (!current) throw notFound(options.notFoundMessage);
  if (current.deletedAt && !options.allowDeleted) throw conflict(messages.common.deletedRow);
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const overwritten = await findOverwritten(
    ctx,
    spec,
    current,
    defined,
    options.baseVersion,
    options.derived,
  );
  const changes = diffFields(current, { ...current, ...defined });
  if (Object.keys(changes).length === 0) return current;
  const version = await ctx.nextVersion();
  const [row] = await ctx
    .trx(spec.table)
    .where({ id })
    .update({ ...entityToRow(defined), version, updated_at: ctx.now })
    .returning('*');
  const entity = spec.toEntity(row as Row);
  audit(ctx, spec, id, version, options.action ?? 'update', changes);
  return overwritten.length ? { ...entity, overwritten } : entity;
}

/** Tombstones a live row so the deletion reaches offline devices (rule S10). */
export async function softDeleteEntity<T extends Entity>(
  ctx: MutationContext,
  spec: TableSpec<T>,
  id: string,
  notFoundMessage?: string,
): Promise<T> {
  const current = await lockEntity(ctx, spec, id);
  if (!current || current.deletedAt) throw notFound(notFoundMessage);
  const version = await ctx.nextVersion();
  const [row] = await ctx
    .trx(spec.table)
    .where({ id })
    .update({ deleted_at: ctx.now, version, updated_at: ctx.now })
    .returning('*');
  audit(ctx, spec, id, version, 'delete', {});
  return spec.toEntity(row as Row);
}
