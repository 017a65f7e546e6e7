import type { SyncEntity } from '@chungcu/contracts';
import { type MirrorTable, derivedKeysOf, entities } from '@chungcu/mutations/entities';
import { searchKey } from '../lib/text';
import type { ChungCuDb } from './db';

type Row = Record<string, unknown>;
const text = (row: Row, ...fields: string[]) => fields.map((f) => row[f] as string | null);

interface EntityDef {
  /** Its table of the mirror: its declaration's (`entities`), the accounts' own. */
  table: MirrorTable | 'users';
  /** The diacritic-free search key kept on the row, for the entities screens search. */
  search?: (row: Row) => string;
}

/** The search keys of the entities screens search. */
const searches: Partial<Record<SyncEntity, (row: Row) => string>> = {
  resident: (r) =>
    searchKey(...text(r, 'firstName', 'lastName', 'idCardNumber', 'email', 'phone'), fullNameOf(r)),
  apartment: (r) => searchKey(...text(r, 'unitNumber', 'buildingBlock', 'description')),
  inquiry: (r) => searchKey(...text(r, 'title')),
  workflowTemplate: (r) => searchKey(...text(r, 'templateName', 'description')),
};

/** Where each entity of the change feed lives in the mirror. */
export const entityDefs = Object.fromEntries([
  ['user', { table: 'users' }],
  ...(Object.keys(entities) as (keyof typeof entities)[]).map((name) => [
    name,
    { table: entities[name].mirror, search: searches[name] },
  ]),
]) as Record<SyncEntity, EntityDef>;

/** "Nguyễn Văn An" as one string too, so a search for the whole name matches. */
function fullNameOf(row: Row): string {
  return [row.lastName, row.firstName].filter(Boolean).join(' ');
}

/** The search key the mirror keeps on a row of `entity` ('' for entities nobody searches). */
export function searchTextOf(entity: SyncEntity, row: Row): string {
  return entityDefs[entity].search?.(row) ?? '';
}

/** A server row as the mirror keeps it (with its search key where the entity has one). */
export function toMirrorRow(entity: SyncEntity, data: Row): Row {
  const { overwritten: _overwritten, ...row } = data;
  const { search } = entityDefs[entity];
  return {
    ...row,
    ...(search ? { searchText: search(row) } : {}),
    // The keys mutations look rows up by where they are computed (`unitKey`), indexed.
    ...(entity === 'user' ? {} : derivedKeysOf(entity, row)),
  };
}

export function tableOf(db: ChungCuDb, entity: SyncEntity) {
  return db.table(entityDefs[entity].table);
}
