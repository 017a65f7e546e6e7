import type { ApartmentStatus, Meter, MeterReading } from '@chungcu/contracts';
import type { Db } from './database';
import type { Row } from './rows';
import { meterReadings, meters } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/** A meter with what lists, the round and the export order and judge it by: its unit. */
export interface MeterOfUnit extends Meter {
  unitNumber: string;
  buildingBlock: string;
  floor: number;
  apartmentStatus: ApartmentStatus;
}

/** Queries on `meters` and `meter_readings`. */
export function createMetersRepo(db: Db) {
  return {
    /**
     * Live meters of live units the viewer may see (all for an admin), optionally of one unit,
     * in the reading round's order: block, floor, unit number, then water before electricity.
     */
    async listLive(viewer: Viewer | null, apartmentId?: string): Promise<MeterOfUnit[]> {
      const query = db('meters as t')
        .join('apartments as a', 'a.id', 't.apartment_id')
        .whereNull('t.deleted_at')
        .whereNull('a.deleted_at')
        .select(
          't.*',
          'a.unit_number',
          'a.building_block',
          'a.floor',
          'a.status as apartment_status',
        );
      if (apartmentId) query.where('t.apartment_id', apartmentId);
      if (viewer) query.whereRaw(visibleCondition('meter', viewer, 't'), viewerBindings(viewer));
      const rows: Row[] = await query.orderBy([
        { column: 'a.building_block' },
        { column: 'a.floor' },
        { column: 'a.unit_number' },
        { column: 't.kind', order: 'desc' },
        { column: 't.serial' },
      ]);
      return rows.map((row) => {
        const { unit_number, building_block, floor, apartment_status, ...meter } = row;
        return {
          ...meters.toEntity(meter),
          unitNumber: String(unit_number),
          buildingBlock: String(building_block),
          floor: Number(floor),
          apartmentStatus: apartment_status as ApartmentStatus,
        };
      });
    },

    /** Live readings of these meters, up to and including `upTo` when given. */
    async readingsOf(meterIds: readonly string[], upTo?: string): Promise<MeterReading[]> {
      if (meterIds.length === 0) return [];
      const query = db('meter_readings').whereIn('meter_id', meterIds).whereNull('deleted_at');
      if (upTo) query.where('period', '<=', upTo);
      const rows: Row[] = await query.orderBy([{ column: 'meter_id' }, { column: 'period' }]);
      return rows.map((row) => meterReadings.toEntity(row));
    },
  };
}
export type MetersRepo = ReturnType<typeof createMetersRepo>;
