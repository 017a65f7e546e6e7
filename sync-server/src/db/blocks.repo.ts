import type { Block } from '@chungcu/contracts';
import type { Db } from './database';
import type { Row } from './rows';
import { blocks } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/** Queries on `blocks`; writes are the block mutations (`@chungcu/mutations` blocks). */
export function createBlocksRepo(db: Db) {
  return {
    /**
     * Live blocks the viewer may see (all for the company administrator), of one complex when
     * `complexId` is given, by complex then name in natural order (B2 before B10).
     */
    async listLive(viewer: Viewer | null, complexId?: string): Promise<Block[]> {
      const query = db('blocks as t').whereNull('t.deleted_at').select('t.*');
      if (complexId) query.where('t.complex_id', complexId);
      if (viewer) query.whereRaw(visibleCondition('block', viewer, 't'), viewerBindings(viewer));
      const rows: Row[] = await query.orderBy([{ column: 'complex_id' }, { column: 'id' }]);
      const collator = new Intl.Collator('vi', { numeric: true });
      return rows
        .map((row) => blocks.toEntity(row))
        .sort((a, b) => a.complexId.localeCompare(b.complexId) || collator.compare(a.name, b.name));
    },
  };
}
export type BlocksRepo = ReturnType<typeof createBlocksRepo>;
