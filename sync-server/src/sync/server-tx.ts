import type { SyncEntity } from '@chungcu/contracts';
import {
  type EntityName,
  type Lookup,
  type Lookups,
  type MutationTx,
  type RowOf,
  entities,
  lookupSql,
  rowInReach,
} from '@chungcu/mutations';
import { type TableSpec, tableSpecOf } from '../db/tables';
import type { Row } from '../db/rows';
import { canSee } from '../db/visibility';
import { viewerOf } from '../services/actor';
import { insertEntity, lockEntity, softDeleteEntity, updateEntity } from './entity-writer';
import type { MutationContext } from './mutation';
import { noteScopeMoves, scopeEntities } from './scope-epochs';

interface EntityStore {
  spec: TableSpec<never>;
  notFound: string;
  json?: readonly string[];
  /** How each lookup field of `Lookups` is compared in SQL. */
  lookups: Record<string, string>;
}

/** Each entity's store, from its one declaration (`entities`) and its table's row mapping. */
const stores = Object.fromEntries(
  (Object.keys(entities) as EntityName[]).map((name) => {
    const { notFound, json, lookups } = entities[name];
    const store: EntityStore = {
      spec: tableSpecOf(name) as TableSpec<never>,
      notFound,
      json,
      lookups: Object.fromEntries(
        Object.entries(lookups as Record<string, Lookup>).map(([f, l]) => [f, lookupSql(l)]),
      ),
    };
    return [name, store];
  }),
) as Record<EntityName, EntityStore>;

/** Fields as the database takes them: jsonb columns serialised. */
function storable(store: EntityStore, fields: Row): Row {
  if (!store.json) return fields;
  const out = { ...fields };
  for (const field of store.json) {
    if (out[field] !== undefined) out[field] = JSON.stringify(out[field]);
  }
  return out;
}

/**
 * The server's side of `MutationTx`: every read locks its row for the rest of the write, every
 * write takes the next version and is audited field by field, all in the mutation's transaction
 * (rules S2, S4, S5). Rows come back in their wire shape, so a mutation sees the same data here
 * as on the device.
 */
export function serverTx(ctx: MutationContext): MutationTx {
  const storeOf = (entity: EntityName) => stores[entity];
  /** The row before a write, only where the write may move someone's visibility. */
  const rowBefore = (entity: EntityName, id: string) =>
    scopeEntities.has(entity) ? lockEntity(ctx, storeOf(entity).spec, id) : Promise.resolve(null);
  /** After a write: moves of someone's visibility noted (S19). */
  const wrote = async (entity: EntityName, before: unknown, after: unknown) => {
    if (!scopeEntities.has(entity) || !after) return;
    const row = after as Row & { version: number };
    await noteScopeMoves(ctx.trx, entity, before as Row | null, row, row.version);
  };
  return {
    location: 'server',
    actor: ctx.actor,
    now: ctx.now.toISOString(),

    async get<E extends EntityName>(entity: E, id: string) {
      const row = (await lockEntity(ctx, storeOf(entity).spec, id)) as RowOf<E> | null;
      // A row of a complex the actor does not serve does not exist for them (404, never 403).
      return row && !rowInReach(ctx.actor, entity, row) ? null : row;
    },

    async canSee(entity, id) {
      return canSee(ctx.trx, viewerOf(ctx.actor), entity as SyncEntity, id, ctx.actor.userId);
    },

    async list<E extends EntityName>(entity: E, field: Lookups[E], value: string) {
      const store = storeOf(entity);
      const column = store.lookups[field];
      if (!column) throw new Error(`No lookup ${entity}.${field}`);
      const rows: Row[] = await ctx
        .trx(store.spec.table)
        .whereRaw(`${column} = ?`, [value])
        .whereNull('deleted_at');
      return rows.map((row) => store.spec.toEntity(row) as RowOf<E>);
    },

    async insert<E extends EntityName>(entity: E, row: Parameters<MutationTx['insert']>[1]) {
      const store = storeOf(entity);
      const stored = await insertEntity(ctx, store.spec, storable(store, row as Row));
      await wrote(entity, null, stored);
      return stored as RowOf<E>;
    },

    async update(entity, id, fields, options = {}) {
      const store = storeOf(entity);
      const values = storable(store, definedFields(fields as Row));
      const before = await rowBefore(entity, id);
      const stored = await updateEntity(
        ctx,
        store.spec,
        id,
        options.restore ? { ...values, deletedAt: null } : values,
        {
          baseVersion: options.baseVersion,
          notFoundMessage: store.notFound,
          allowDeleted: options.restore,
          action: options.restore ? 'restore' : 'update',
          derived: options.derived,
        },
      );
      await wrote(entity, before, stored);
      return stored;
    },

    async delete(entity, id) {
      const store = storeOf(entity);
      const before = await rowBefore(entity, id);
      const stored = await softDeleteEntity(ctx, store.spec, id, store.notFound);
      await wrote(entity, before, stored);
    },
  };
}

/** Undefined fields are left alone (a PATCH carries only what changed). */
function definedFields(fields: Row): Row {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
