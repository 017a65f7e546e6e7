import type { Db, Tx } from './database';

/** The rows that link a resident user to their data (by the email of their resident record). */
export function createAccessRepo(db: Db) {
  return {
    async residentIdsOf(email: string | null, trx: Db | Tx = db): Promise<string[]> {
      if (!email) return [];
      const rows = await trx('residents')
        .whereRaw('lower(email) = ?', [email.toLowerCase()])
        .whereNull('deleted_at')
        .select('id');
      return rows.map((row: { id: string }) => row.id);
    },
    async currentApartmentIdsOf(residentIds: string[], trx: Db | Tx = db): Promise<string[]> {
      if (residentIds.length === 0) return [];
      const rows = await trx('apartment_assignments')
        .whereIn('resident_id', residentIds)
        .whereNull('move_out_date')
        .whereNull('deleted_at')
        .distinct('apartment_id');
      return rows.map((row: { apartment_id: string }) => row.apartment_id);
    },
  };
}
export type AccessRepo = ReturnType<typeof createAccessRepo>;
