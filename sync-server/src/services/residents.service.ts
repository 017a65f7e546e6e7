import type { Resident, ResidentCreateParsed, ResidentPatchParsed } from '@chungcu/contracts';
import { messages, uuidv7 } from '@chungcu/contracts';
import type { Db } from '../db/database';
import type { ResidentsRepo } from '../db/residents.repo';
import { assignments, residents } from '../db/tables';
import { insertEntity, softDeleteEntity, updateEntity } from '../sync/entity-writer';
import { type MutationRequest, runMutation } from '../sync/mutation';

/** Resident records (staff-managed, no login). Callers are admins; routes check that. */
export function createResidentsService(db: Db, repo: ResidentsRepo) {
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

    /** Tombstones the resident and ends their current assignments (kept as history). */
    remove(request: MutationRequest, id: string) {
      return runMutation(db, request, async (ctx) => {
        await softDeleteEntity(ctx, residents, id, messages.resident.notFound);
        const current = await ctx
          .trx('apartment_assignments')
          .where({ resident_id: id })
          .whereNull('move_out_date')
          .whereNull('deleted_at')
          .select('id');
        for (const { id: assignmentId } of current) {
          await updateEntity(ctx, assignments, assignmentId, { moveOutDate: ctx.now });
        }
        return { status: 204, body: null };
      });
    },
  };
}
export type ResidentsService = ReturnType<typeof createResidentsService>;
