import type { Inspection, InspectionTemplate } from '@chungcu/contracts';
import type { Db } from './database';
import type { Row } from './rows';
import { inspectionTemplates, inspections } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/** Reads of checklists and inspections; writes are the named mutations. */
export function createInspectionsRepo(db: Db) {
  return {
    /** Live checklists the viewer may see (null: the company administrator), oldest first. */
    async listTemplates(viewer: Viewer | null): Promise<InspectionTemplate[]> {
      const query = db('inspection_templates as t')
        .whereNull('t.deleted_at')
        .orderBy([{ column: 't.created_at' }, { column: 't.id' }]);
      if (viewer)
        query.whereRaw(visibleCondition('inspectionTemplate', viewer, 't'), viewerBindings(viewer));
      const rows = await query.select('t.*');
      return rows.map((row: Row) => inspectionTemplates.toEntity(row));
    },

    /** A unit's live inspections the viewer may see (null: an admin), newest first. */
    async listOfApartment(apartmentId: string, viewer: Viewer | null): Promise<Inspection[]> {
      const query = db('inspections as t')
        .where('t.apartment_id', apartmentId)
        .whereNull('t.deleted_at')
        .orderBy([
          { column: 't.started_at', order: 'desc' },
          { column: 't.id', order: 'desc' },
        ]);
      if (viewer)
        query.whereRaw(visibleCondition('inspection', viewer, 't'), viewerBindings(viewer));
      const rows = await query.select('t.*');
      return rows.map((row: Row) => inspections.toEntity(row));
    },

    /** Whether the inspection (deleted or not) has been completed. */
    async isCompleted(id: string): Promise<boolean> {
      const row = await db('inspections').where({ id }).first('completed_at');
      return Boolean(row?.completed_at);
    },
  };
}
export type InspectionsRepo = ReturnType<typeof createInspectionsRepo>;
