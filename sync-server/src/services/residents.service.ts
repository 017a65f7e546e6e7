import {
  type Resident,
  type ResidentCreateParsed,
  type ResidentPatchParsed,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import type { Db } from '../db/database';
import type { ResidentsRepo } from '../db/residents.repo';
import { createAssignmentsRepo } from '../db/assignments.repo';
import { apartments, assignments, residents } from '../db/tables';
import { insertEntity, lockEntity, softDeleteEntity, updateEntity } from '../sync/entity-writer';
import { type MutationRequest, runMutation } from '../sync/mutation';
import { settleOccupancy } from './assignments.service';

/** Resident records (staff-managed, no login). Callers are admins; routes check that. */
export function createResidentsService(db: Db, repo: ResidentsRepo) {
  const assignmentsRepo = createAssignmentsRepo(db);
  return {
    list: (): Promise<Resident[]> => repo.listLive(),

    /** Creates a resident; `moveInDate` defaults to now. 409 on a taken ID card or email. */
    create(request: MutationRequest, body: ResidentCreateParsed) {
      return runMutation(db, request, async (ctx) => {
        const { id, ...fields } = body;
        const resident = await insertEntity(ctx, residents, {
          ...fields,
          id: id ?? uuidv7(),
          moveInDate: fields.moveInDate ?? ctx.now,
        });
        return { status: 201, body: resident };
      });
    },

    /** Applies the changed fields (last writer wins, clashes reported in `overwritten`). */
    update(request: MutationRequest, id: string, body: ResidentPatchParsed) {
      return runMutation(db, request, async (ctx) => {
        const { baseVersion, ...fields } = body;
        const resident = await updateEntity(ctx, residents, id, fields, {
          baseVersion,
          notFoundMessage: messages.resident.notFound,
        });
        return { status: 200, body: resident };
      });
    },

    /** Tombstones the resident, ends their current assignments (kept as history) and frees units. */
    remove(request: MutationRequest, id: string) {
      return runMutation(db, request, async (ctx) => {
        await softDeleteEntity(ctx, residents, id, messages.resident.notFound);
        const current = await ctx
          .trx('apartment_assignments')
          .where({ resident_id: id })
          .whereNull('move_out_date')
          .whereNull('deleted_at')
          .select('id', 'apartment_id');
        for (const { id: assignmentId, apartment_id: apartmentId } of current) {
          await updateEntity(ctx, assignments, assignmentId, { moveOutDate: ctx.now });
          const apartment = await lockEntity(ctx, apartments, apartmentId);
          if (apartment) await settleOccupancy(ctx, assignmentsRepo, apartment);
        }
        return { status: 204, body: null };
      });
    },
  };
}
export type ResidentsService = ReturnType<typeof createResidentsService>;
