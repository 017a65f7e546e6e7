import { messages } from '@chungcu/contracts';
import {
  type Actor,
  type EntityName,
  type MutationTx,
  type NewRow,
  changedRow,
  conflict,
  lookupKeyOf,
  notFound,
  rowInReach,
  stampedRow,
  storedRow,
} from '@chungcu/mutations';

type Row = Record<string, unknown> & { id: string };

/** The rows an import's rules may read, by entity, tombstones included (loaded once). */
export type Snapshot = Partial<Record<EntityName, Row[]>>;

/**
 * A `MutationTx` over rows held in memory (rule S29): the import's preview runs the same named
 * mutations here, so it writes nothing by construction and costs no round trip per row. Rows
 * outside the actor's complexes are not there for `get`, as on the server. `attempt` runs one
 * row's mutations: if they throw, every write they made is undone, so a refused row leaves no
 * trace for the rows after it.
 *
 * With `server` (the confirm), reads are still answered here but every write goes to the
 * server's tx first (versions, audit, rule S2) and the row it stored is kept: the snapshot was
 * read inside the same write transaction, after the clock every writer takes first (S6), so it
 * is what the database holds, and thousands of rows cost their writes only.
 */
export function memoryTx(snapshot: Snapshot, actor: Actor, now: string, server?: MutationTx) {
  const tables = new Map<EntityName, Map<string, Row>>();
  for (const [entity, rows] of Object.entries(snapshot) as [EntityName, Row[]][]) {
    tables.set(entity, new Map(rows.map((row) => [row.id, row])));
  }
  const indexes = new Map<string, Map<unknown, Set<string>>>();
  type Entry = { entity: EntityName; id: string; before: Row | undefined };
  /** The writes of each `attempt` open now, innermost last. */
  const journals: Entry[][] = [];

  const table = (entity: EntityName) => {
    const rows = tables.get(entity);
    if (!rows) throw new Error(`Import snapshot holds no ${entity} rows`);
    return rows;
  };
  /** A lookup's value of a row, compared as the server's SQL compares it (`entities`). */
  const valueOf = (entity: EntityName, row: Row, field: string) =>
    lookupKeyOf(entity, field, row) ?? row[field];
  const index = (entity: EntityName, field: string) => {
    const name = `${entity}.${field}`;
    let found = indexes.get(name);
    if (!found) {
      found = new Map();
      for (const row of table(entity).values()) add(found, valueOf(entity, row, field), row.id);
      indexes.set(name, found);
    }
    return found;
  };
  /** Stores `row` (null: removes it), keeping the built indexes of its entity in step. */
  const put = (entity: EntityName, id: string, row: Row | undefined, journaled = true) => {
    const rows = table(entity);
    const before = rows.get(id);
    for (const [name, byValue] of indexes) {
      if (!name.startsWith(`${entity}.`)) continue;
      const field = name.slice(entity.length + 1);
      if (before) byValue.get(valueOf(entity, before, field))?.delete(id);
      if (row) add(byValue, valueOf(entity, row, field), id);
    }
    if (row) rows.set(id, row);
    else rows.delete(id);
    if (journaled) journals.at(-1)?.push({ entity, id, before });
  };
  const live = (entity: EntityName, id: string) => {
    const row = table(entity).get(id);
    if (!row || row.deletedAt) throw notFound(messages.common.notFound);
    return row;
  };

  const tx: MutationTx = {
    location: 'server',
    actor,
    now,
    async get(entity, id) {
      const row = table(entity).get(id);
      return row && rowInReach(actor, entity, row) ? storedRow(row) : null;
    },
    async canSee(entity, id) {
      const row = table(entity as EntityName).get(id);
      return !!row && rowInReach(actor, entity as EntityName, row);
    },
    async list<E extends EntityName>(entity: E, field: string, value: string) {
      const ids = index(entity, field).get(value) ?? new Set<string>();
      return [...ids]
        .map((id) => table(entity).get(id))
        .filter((row): row is Row => row !== undefined && !row.deletedAt)
        .map((row) => storedRow<E>(row));
    },
    async insert<E extends EntityName>(entity: E, row: NewRow<E>) {
      if (table(entity).has(row.id)) throw conflict(messages.common.idInvalid);
      const stored = server ? await server.insert(entity, row) : stampedRow<E>(row, now);
      put(entity, row.id, { ...stored });
      return stored;
    },
    async update(entity, id, fields, options = {}) {
      const current = options.restore ? table(entity).get(id) : live(entity, id);
      if (!current) throw notFound(messages.common.notFound);
      if (server) {
        const answer = await server.update(entity, id, fields, options);
        const { overwritten: _overwritten, ...stored } = answer;
        put(entity, id, { ...stored, id });
        return answer;
      }
      const next = changedRow(storedRow<typeof entity>(current), fields, now);
      const row = { ...next, ...(options.restore ? { deletedAt: null } : {}) };
      put(entity, id, { ...row, id });
      return row;
    },
    async delete(entity, id) {
      const current = live(entity, id);
      await server?.delete(entity, id);
      put(entity, id, { ...current, deletedAt: now });
    },
  };

  return {
    tx,
    /**
     * Runs mutations as one: if they throw, their writes are undone and the error goes on; when
     * `keep` is false they are undone anyway (a trial run). Attempts nest.
     */
    async attempt<R>(run: (tx: MutationTx) => Promise<R>, keep = true): Promise<R> {
      journals.push([]);
      let kept = false;
      try {
        const result = await run(tx);
        kept = keep;
        return result;
      } finally {
        const mine = journals.pop() ?? [];
        if (kept) journals.at(-1)?.push(...mine);
        else for (const { entity, id, before } of mine.reverse()) put(entity, id, before, false);
      }
    },
    /** A row as held now, tombstones included, whatever the actor's reach. */
    row: (entity: EntityName, id: string) => table(entity).get(id),
  };
}
export type MemoryTx = ReturnType<typeof memoryTx>;

function add(index: Map<unknown, Set<string>>, value: unknown, id: string) {
  let ids = index.get(value);
  if (!ids) index.set(value, (ids = new Set()));
  ids.add(id);
}
