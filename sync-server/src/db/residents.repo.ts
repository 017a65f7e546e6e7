import type { Resident } from '@chungcu/contracts';
import type { Db } from './database';
import type { Row } from './rows';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';
import { residents } from './tables';

/** Queries on `residents`. */
export function createResidentsRepo(db: Db) {
  return {
    /** Live residents the viewer may see (all for the company administrator), by name. */
    async listLive(viewer: Viewer | null = null): Promise<Resident[]> {
      const query = db('residents as t').whereNull('t.deleted_at').select('t.*');
      if (viewer) query.whereRaw(visibleCondition('resident', viewer, 't'), viewerBindings(viewer));
      const rows = await query.orderBy([
        { column: 'last_name' },
        { column: 'first_name' },
        { column: 'id' },
      ]);
      return rows.map((row: Row) => residents.toEntity(row));
    },
    async findLive(id: string): Promise<Resident | null> {
      const row = await db('residents').where({ id }).whereNull('deleted_at').first();
      return row ? residents.toEntity(row) : null;
    },
  };
}
export type ResidentsRepo = ReturnType<typeof createResidentsRepo>;
