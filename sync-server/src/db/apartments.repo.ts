import type { Apartment } from '@chungcu/contracts';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { apartments } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/** A current resident of a unit, as listed on its card. */
export interface CurrentResidentRow {
  apartmentId: string;
  id: string;
  firstName: string;
  lastName: string;
  isPrimary: boolean;
}

/** Queries on `apartments`. */
export function createApartmentsRepo(db: Db) {
  return {
    /** Live apartments the viewer may see (all for an admin), in block then unit order. */
    async listLive(viewer: Viewer | null = null): Promise<Apartment[]> {
      const query = db('apartments as t').whereNull('t.deleted_at').select('t.*');
      if (viewer)
        query.whereRaw(visibleCondition('apartment', viewer, 't'), viewerBindings(viewer));
      const rows = await query.orderBy([
        { column: 'building_block' },
        { column: 'unit_number' },
        { column: 'id' },
      ]);
      return rows.map((row: Row) => apartments.toEntity(row));
    },

    async findLive(id: string, trx: Db | Tx = db): Promise<Apartment | null> {
      const row = await trx('apartments').where({ id }).whereNull('deleted_at').first();
      return row ? apartments.toEntity(row) : null;
    },

    /**
     * Every unit's current residents (not moved out, not deleted) whose assignment and record
     * the viewer may see (all for an admin): primary first, then by name.
     */
    async currentResidents(viewer: Viewer | null = null): Promise<CurrentResidentRow[]> {
      const query = db('apartment_assignments as a')
        .join('residents as r', 'r.id', 'a.resident_id')
        .whereNull('a.move_out_date')
        .whereNull('a.deleted_at')
        .whereNull('r.deleted_at');
      if (viewer) {
        const bindings = viewerBindings(viewer);
        query
          .whereRaw(visibleCondition('assignment', viewer, 'a'), bindings)
          .whereRaw(visibleCondition('resident', viewer, 'r'), bindings);
      }
      const rows = await query
        .orderBy([
          { column: 'a.is_primary', order: 'desc' },
          { column: 'r.last_name' },
          { column: 'r.first_name' },
          { column: 'r.id' },
        ])
        .select('a.apartment_id', 'r.id', 'r.first_name', 'r.last_name', 'a.is_primary');
      return rows.map((row: Row) => ({
        apartmentId: String(row.apartment_id),
        id: String(row.id),
        firstName: String(row.first_name),
        lastName: String(row.last_name),
        isPrimary: Boolean(row.is_primary),
      }));
    },
  };
}
export type ApartmentsRepo = ReturnType<typeof createApartmentsRepo>;
