import type {
  Assignment,
  AssignmentWithApartment,
  AssignmentWithResident,
} from '@chungcu/contracts';
import type { Knex } from 'knex';
import type { Db } from './database';
import type { Row } from './rows';
import { assignments } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/** Columns of a joined row that belong to the nested object, under `nested_*` aliases. */
const NESTED = 'nested_';

/** Splits a joined row into the assignment entity and its nested object's columns. */
function splitNested(row: Row): [Assignment, Row] {
  const own: Row = {};
  const nested: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(NESTED)) nested[key.slice(NESTED.length)] = value;
    else own[key] = value;
  }
  return [assignments.toEntity(own), nested];
}

/** Only assignments still running: not moved out and not tombstoned. */
const current = (query: Knex.QueryBuilder) =>
  query.whereNull('a.move_out_date').whereNull('a.deleted_at');

export interface ApartmentAssignmentsFilter {
  /** Moved-out assignments too (the unit's history), newest first. */
  includePast: boolean;
  /** Limit to what this viewer may see (a resident user's own, rule S11); none: everything. */
  viewer?: Viewer | null;
}

/** Queries on `apartment_assignments`. */
export function createAssignmentsRepo(db: Db) {
  return {
    /**
     * Every current assignment the viewer may see (all for an admin) with its unit, by unit,
     * primary first.
     */
    async listCurrentWithApartment(
      viewer: Viewer | null = null,
    ): Promise<AssignmentWithApartment[]> {
      const query = current(db('apartment_assignments as a'))
        .join('apartments as p', 'p.id', 'a.apartment_id')
        .join('residents as r', 'r.id', 'a.resident_id')
        .whereNull('p.deleted_at')
        .whereNull('r.deleted_at');
      if (viewer) {
        query.whereRaw(visibleCondition('assignment', viewer, 'a'), viewerBindings(viewer));
      }
      const rows = await query
        .orderBy([
          { column: 'p.building_block' },
          { column: 'p.unit_number' },
          { column: 'a.is_primary', order: 'desc' },
          { column: 'a.move_in_date' },
          { column: 'a.id' },
        ])
        .select(
          'a.*',
          `p.id as ${NESTED}id`,
          `p.unit_number as ${NESTED}unit_number`,
          `p.building_block as ${NESTED}building_block`,
        );
      return rows.map((row: Row) => {
        const [assignment, p] = splitNested(row);
        return {
          ...assignment,
          apartment: {
            id: String(p.id),
            unitNumber: String(p.unit_number),
            buildingBlock: String(p.building_block),
          },
        };
      });
    },

    /**
     * A unit's assignments with their residents (tombstoned residents left out): current ones
     * primary first, or with `includePast` the whole history, newest move-in first.
     */
    async listOfApartment(
      apartmentId: string,
      filter: ApartmentAssignmentsFilter,
    ): Promise<AssignmentWithResident[]> {
      const query = db('apartment_assignments as a')
        .join('residents as r', 'r.id', 'a.resident_id')
        .where('a.apartment_id', apartmentId)
        .whereNull('a.deleted_at')
        .whereNull('r.deleted_at');
      if (filter.viewer) {
        query.whereRaw(
          visibleCondition('assignment', filter.viewer, 'a'),
          viewerBindings(filter.viewer),
        );
      }
      if (filter.includePast) {
        query.orderBy([
          { column: 'a.move_in_date', order: 'desc' },
          { column: 'a.id', order: 'desc' },
        ]);
      } else {
        current(query).orderBy([
          { column: 'a.is_primary', order: 'desc' },
          { column: 'a.move_in_date' },
          { column: 'a.id' },
        ]);
      }
      const rows = await query.select(
        'a.*',
        `r.id as ${NESTED}id`,
        `r.first_name as ${NESTED}first_name`,
        `r.last_name as ${NESTED}last_name`,
        `r.photo_url as ${NESTED}photo_url`,
      );
      return rows.map((row: Row) => {
        const [assignment, r] = splitNested(row);
        return {
          ...assignment,
          resident: {
            id: String(r.id),
            firstName: String(r.first_name),
            lastName: String(r.last_name),
            photoUrl: (r.photo_url as string | null) ?? null,
          },
        };
      });
    },
  };
}
export type AssignmentsRepo = ReturnType<typeof createAssignmentsRepo>;
