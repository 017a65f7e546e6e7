import type { Resident } from '@chungcu/contracts';
import type { Db } from './database';
import type { Row } from './rows';
import { residents } from './tables';

/** Queries on `residents`. */
export function createResidentsRepo(db: Db) {
  return {
    async listLive(): Promise<Resident[]> {
      const rows = await db('residents')
        .whereNull('deleted_at')
        .orderBy([{ column: 'last_name' }, { column: 'first_name' }, { column: 'id' }]);
      return rows.map((row: Row) => residents.toEntity(row));
    },
    async findLive(id: string): Promise<Resident | null> {
      const row = await db('residents').where({ id }).whereNull('deleted_at').first();
      return row ? residents.toEntity(row) : null;
    },
  };
}
export type ResidentsRepo = ReturnType<typeof createResidentsRepo>;
