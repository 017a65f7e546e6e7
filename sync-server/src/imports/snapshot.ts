import type { ImportKind } from '@chungcu/contracts';
import type { EntityName } from '@chungcu/mutations';
import type { Knex } from 'knex';
import {
  type TableSpec,
  apartments,
  assignments,
  blocks,
  complexes,
  householdMembers,
  meterReadings,
  meters,
  residents,
} from '../db/tables';
import type { Snapshot } from './memory-tx';

type Loaded = Snapshot[EntityName];

/** What each kind's rules read besides the complex, by the complex's id (tombstones kept). */
const complexTables: Record<ImportKind, [EntityName, TableSpec<unknown>][]> = {
  units: [
    ['block', blocks],
    ['apartment', apartments],
  ],
  residents: [
    ['resident', residents],
    ['apartment', apartments],
    // A renamed resident renames their household rows (`refreshMembersOf`).
    ['assignment', assignments],
    ['householdMember', householdMembers],
  ],
  meters: [
    ['apartment', apartments],
    ['meterReading', meterReadings],
  ],
};

async function rowsOf(db: Knex, spec: TableSpec<unknown>, column: string, values: string[]) {
  if (values.length === 0) return [];
  const rows = await db(spec.table).whereIn(column, values);
  return rows.map((row) => spec.toEntity(row)) as Loaded;
}

/**
 * Every row an import's rules may read for one complex, in one query per table (rule S29):
 * the preview and the confirm answer thousands of rows from memory, never a round trip each.
 * Meters are read by complex and by the sheet's serials besides: a serial is unique across
 * every complex, so another complex's meter refuses it as the server's index would.
 */
export async function loadSnapshot(
  db: Knex,
  kind: ImportKind,
  complexId: string,
  serials: string[],
): Promise<Snapshot> {
  const snapshot: Snapshot = {
    complex: await rowsOf(db, complexes as TableSpec<unknown>, 'id', [complexId]),
  };
  for (const [entity, spec] of complexTables[kind]) {
    snapshot[entity] = await rowsOf(db, spec, 'complex_id', [complexId]);
  }
  if (kind === 'meters') {
    const own = (await rowsOf(db, meters as TableSpec<unknown>, 'complex_id', [complexId])) ?? [];
    const ids = new Set(own.map((row) => row.id));
    const others = [];
    for (let i = 0; i < serials.length; i += 1000) {
      const found =
        (await rowsOf(db, meters as TableSpec<unknown>, 'serial', serials.slice(i, i + 1000))) ??
        [];
      others.push(...found.filter((row) => !ids.has(row.id)));
    }
    snapshot.meter = [...own, ...others];
  }
  return snapshot;
}
