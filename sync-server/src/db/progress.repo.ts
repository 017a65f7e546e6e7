import type { InquiryProgress } from '@chungcu/contracts';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { inquiryProgress } from './tables';

/** Queries on `inquiry_progress`; `q` is the mutation's transaction when called inside one. */
export function createProgressRepo(db: Db) {
  return {
    /** An inquiry's live steps by step order (ties, which the unique index forbids, by age). */
    async listByInquiry(inquiryId: string, q: Db | Tx = db): Promise<InquiryProgress[]> {
      const rows = await q('inquiry_progress')
        .where({ inquiry_id: inquiryId })
        .whereNull('deleted_at')
        .orderBy([{ column: 'step_order' }, { column: 'created_at' }, { column: 'id' }]);
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
