import type {
  HouseholdMember,
  HouseholdRequest,
  HouseholdRequestStatus,
  SyncEntity,
  Vehicle,
} from '@chungcu/contracts';
import type { Knex } from 'knex';
import type { Db } from './database';
import type { Row } from './rows';
import { householdMembers, householdRequests, vehicles } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/** Live rows of `table`, narrowed to what `viewer` may see (an admin: all). */
function live(db: Db, table: string, entity: SyncEntity, viewer: Viewer | null): Knex.QueryBuilder {
  const query = db(`${table} as t`).whereNull('t.deleted_at').select('t.*');
  if (viewer) query.whereRaw(visibleCondition(entity, viewer, 't'), viewerBindings(viewer));
  return query;
}

export interface HouseholdRequestFilter {
  status?: HouseholdRequestStatus;
  apartmentId?: string;
}

/** Queries on `household_members`, `vehicles` and `household_requests`, by visibility. */
export function createHouseholdRepo(db: Db) {
  return {
    /** A unit's members now: the head first, then by move-in. */
    async membersOf(viewer: Viewer | null, apartmentId: string): Promise<HouseholdMember[]> {
      const rows: Row[] = await live(db, 'household_members', 'householdMember', viewer)
        .where('t.apartment_id', apartmentId)
        .orderBy([
          { column: 't.is_primary', order: 'desc' },
          { column: 't.move_in_date' },
          { column: 't.id' },
        ]);
      return rows.map((row) => householdMembers.toEntity(row));
    },

    /** Live vehicles (of one unit, when given): cars first, then by plate. */
    async vehicles(viewer: Viewer | null, apartmentId?: string): Promise<Vehicle[]> {
      const query = live(db, 'vehicles', 'vehicle', viewer);
      if (apartmentId) query.where('t.apartment_id', apartmentId);
      const rows: Row[] = await query.orderBy([
        { column: 't.apartment_id' },
        { column: 't.kind' },
        { column: 't.plate_number' },
        { column: 't.id' },
      ]);
      return rows.map((row) => vehicles.toEntity(row));
    },

    /** Requests by status and unit, newest first. */
    async requests(
      viewer: Viewer | null,
      filter: HouseholdRequestFilter,
    ): Promise<HouseholdRequest[]> {
      const query = live(db, 'household_requests', 'householdRequest', viewer);
      if (filter.status) query.where('t.status', filter.status);
      if (filter.apartmentId) query.where('t.apartment_id', filter.apartmentId);
      const rows: Row[] = await query.orderBy([
        { column: 't.created_at', order: 'desc' },
        { column: 't.id', order: 'desc' },
      ]);
      return rows.map((row) => householdRequests.toEntity(row));
    },
  };
}
export type HouseholdRepo = ReturnType<typeof createHouseholdRepo>;
