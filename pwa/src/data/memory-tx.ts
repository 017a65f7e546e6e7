import { type SyncEntity, messages } from '@chungcu/contracts';
import {
  type Actor,
  type EntityName,
  type Lookups,
  type MutationTx,
  type NewRow,
  type RowFields,
  type RowOf,
  changedRow,
  conflict,
  notFound,
  stampedRow,
} from '@chungcu/mutations';
import { asEntity, notFoundMessages } from './client-tx';
import type { ChungCuDb } from './db';
import { entityDefs, toMirrorRow } from './entities';
import { liveTable } from './live-tables';
import type { TableName } from './live-map';

type Row = Record<string, unknown>;

/** A table the mutation needs has not been read into memory yet: paint after IndexedDB then. */
class NotInMemory extends Error {}

/** One row a memory run would write: what it becomes, and what the screens showed before. */
export interface PaintedRow {
  table: string;
  id: string;
  row: Row | null;
  before: Row | null;
}

/**
 * The mutation run over the in-memory tables (`liveTable`) instead of IndexedDB, writing to a
 * scratch overlay. Its reads are answered from memory in microtasks, so the rows it would write
 * are known before IndexedDB answers anything: screens paint them in this frame, and the real
 * run over the mirror (the one that is stored and queued) follows. Answers null when a table it
 * reads is not in memory, or when the rule refuses (the real run then says why).
 */
export async function paintFromMemory(
  db: ChungCuDb,
  actor: Actor,
  now: string,
  run: (tx: MutationTx) => Promise<unknown>,
): Promise<PaintedRow[] | null> {
  const overlay = new Map<string, PaintedRow>();
  const rowsOf = (entity: EntityName) => {
    const rows = liveTable(db, entityDefs[entity as SyncEntity].table as TableName).get();
    if (!rows) throw new NotInMemory();
    return rows;
  };
  const read = (entity: EntityName, id: string): Row | null => {
    const table = entityDefs[entity as SyncEntity].table;
    const written = overlay.get(`${table}/${id}`);
    return written ? written.row : ((rowsOf(entity).get(id) as Row | undefined) ?? null);
  };
  const write = (entity: EntityName, id: string, row: Row | null) => {
    const table = entityDefs[entity as SyncEntity].table;
    const key = `${table}/${id}`;
    const before = overlay.get(key)?.before ?? (rowsOf(entity).get(id) as Row | undefined) ?? null;
    overlay.set(key, { table, id, row: row && toMirrorRow(entity as SyncEntity, row), before });
  };
  const live = <E extends EntityName>(entity: E, id: string): RowOf<E> => {
    const row = asEntity<E>(read(entity, id));
    if (!row || row.deletedAt) throw notFound(notFoundMessages[entity]);
    return row;
  };
  const tx: MutationTx = {
    location: 'client',
    actor,
    now,
    get: async (entity, id) => asEntity(read(entity, id)),
    // The mirror holds only what its user may see.
    canSee: async (entity, id) => read(entity, id) !== null,
    async list<E extends EntityName>(entity: E, field: Lookups[E], value: string) {
      const table = entityDefs[entity as SyncEntity].table;
      const found: Row[] = [];
      // A uniqueness check inside the save's frame: the live table's index of the field
      // answers, instead of a scan of 10,000 residents; a row the overlay rewrote is its own.
      const rows = rowsOf(entity);
      const ids = liveTable(db, table as TableName).lookup(field as string, value);
      ids?.forEach((id) => {
        const current = rows.get(id) as Row | undefined;
        if (!current || current.deletedAt) return;
        if (!overlay.has(`${table}/${id}`)) found.push(current);
      });
      for (const written of overlay.values()) {
        const row = written.row;
        if (written.table === table && row && row[field] === value && !row.deletedAt)
          found.push(row);
      }
      return found.map((row) => asEntity<E>(row)).filter((row): row is RowOf<E> => row !== null);
    },
    async insert<E extends EntityName>(entity: E, row: NewRow<E>) {
      if (read(entity, row.id)) throw conflict(messages.common.idInvalid);
      const stored = stampedRow<E>(row, now);
      write(entity, row.id, stored);
      return stored;
    },
    async update<E extends EntityName>(entity: E, id: string, fields: RowFields<E>) {
      const next = changedRow<E>(live(entity, id), fields, now);
      write(entity, id, next);
      return next;
    },
    async delete(entity, id) {
      live(entity, id);
      write(entity, id, null);
    },
  };
  try {
    await run(tx);
  } catch {
    return null;
  }
  return [...overlay.values()];
}
