import type { Inquiry, InquiryWithDetails } from '@chungcu/contracts';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { inquiries } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/** Queries on `inquiries`; `q` is the mutation's transaction when called inside one. */
export function createInquiriesRepo(db: Db) {
  return {
    /** Live inquiries the viewer may see, with their (live) resident and apartment, newest first. */
    async listWithDetails(viewer: Viewer | null): Promise<InquiryWithDetails[]> {
      const query = db('inquiries as i')
        .leftJoin('residents as r', (on) =>
          on.on('r.id', 'i.resident_id').andOnNull('r.deleted_at'),
        )
        .leftJoin('apartments as a', (on) =>
          on.on('a.id', 'i.apartment_id').andOnNull('a.deleted_at'),
        )
        .whereNull('i.deleted_at')
        .select(
          'i.*',
          'r.id as r__id',
          'r.first_name as r__first_name',
          'r.last_name as r__last_name',
          'a.id as a__id',
          'a.unit_number as a__unit_number',
          'a.building_block as a__building_block',
        )
        .orderBy([
          { column: 'i.created_at', order: 'desc' },
          { column: 'i.id', order: 'desc' },
        ]);
      if (viewer) query.whereRaw(visibleCondition('inquiry', viewer, 'i'), viewerBindings(viewer));
      const rows: Row[] = await query;
      return rows.map((row) => {
        const {
          r__id: residentId,
          r__first_name: firstName,
          r__last_name: lastName,
          a__id: apartmentId,
          a__unit_number: unitNumber,
          a__building_block: buildingBlock,
          ...inquiry
        } = row;
        return {
          inquiries: inquiries.toEntity(inquiry),
          residents: residentId
            ? { id: String(residentId), firstName: String(firstName), lastName: String(lastName) }
            : null,
          apartments: apartmentId
            ? {
                id: String(apartmentId),
                unitNumber: String(unitNumber),
                buildingBlock: String(buildingBlock),
              }
            : null,
        };
      });
    },

    async findLive(id: string, q: Db | Tx = db): Promise<Inquiry | null> {
      const row = await q('inquiries').where({ id }).whereNull('deleted_at').first();
      return row ? inquiries.toEntity(row) : null;
    },
  };
}
export type InquiriesRepo = ReturnType<typeof createInquiriesRepo>;
