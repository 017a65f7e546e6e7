import type { InquiryProgress } from '@chungcu/contracts';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { inquiryProgress } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/** Queries on `inquiry_progress`; `q` is the mutation's transaction when called inside one. */
export function createProgressRepo(db: Db) {
  return {
    /**
     * An inquiry's live steps `viewer` may see (null: all), by step order (ties, which the unique
     * index forbids, by age): a resident never gets an internal one (rule S11).
     */
    async listByInquiry(inquiryId: string, viewer: Viewer | null): Promise<InquiryProgress[]> {
      const query = db('inquiry_progress as t')
        .where({ 't.inquiry_id': inquiryId })
        .whereNull('t.deleted_at')
        .select('t.*')
        .orderBy([{ column: 't.step_order' }, { column: 't.created_at' }, { column: 't.id' }]);
      if (viewer) {
        query.whereRaw(visibleCondition('inquiryProgress', viewer, 't'), viewerBindings(viewer));
      }
      const rows = await query;
      return rows.map((row: Row) => inquiryProgress.toEntity(row));
    },

    /** A step of any state (a tombstoned one included, so a PATCH of it answers 409). */
    async find(id: string, q: Db | Tx = db): Promise<InquiryProgress | null> {
      const row = await q('inquiry_progress').where({ id }).first();
      return row ? inquiryProgress.toEntity(row) : null;
    },
  };
}
export type ProgressRepo = ReturnType<typeof createProgressRepo>;
