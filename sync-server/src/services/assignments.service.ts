import {
  type Apartment,
  type Assignment,
  type AssignmentCreateParsed,
  type AssignmentPatchParsed,
  type AssignmentWithApartment,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import { type AssignmentsRepo, createAssignmentsRepo } from '../db/assignments.repo';
import type { Db } from '../db/database';
import { type TableSpec, apartments, assignments, residents } from '../db/tables';
import { insertEntity, lockEntity, updateEntity } from '../sync/entity-writer';
import { type MutationContext, type MutationRequest, runMutation } from '../sync/mutation';
import { conflict, notFound } from './errors';

/** Locks a live row for the rest of the mutation, or answers 404 (a tombstone counts as unknown). */
async function lockLive<
  T extends { id: string; version: number; deletedAt: string | null } & Record<string, unknown>,
>(ctx: MutationContext, spec: TableSpec<T>, id: string, message: string): Promise<T> {
  const row = await lockEntity(ctx, spec, id);
  if (!row || row.deletedAt) throw notFound(message);
  return row;
}

/**
 * Keeps a unit's status in step with who lives there: a unit with residents is not 'available',
 * one without is not 'occupied'. 'maintenance' is the staff's call and never changed here.
 * `apartment` must be locked by this mutation, so the count cannot change under it.
 */
export async function settleOccupancy(
  ctx: MutationContext,
  repo: AssignmentsRepo,
  apartment: Apartment,
): Promise<void> {
  const living = await repo.countCurrent(apartment.id, ctx.trx);
  if (living > 0 && apartment.status === 'available') {
    await updateEntity(ctx, apartments, apartment.id, { status: 'occupied' });
  } else if (living === 0 && apartment.status === 'occupied') {
    await updateEntity(ctx, apartments, apartment.id, { status: 'available' });
  }
}

/** One primary per unit: every other current primary of the unit loses the flag (each audited). */
async function clearOtherPrimaries(
  ctx: MutationContext,
  repo: AssignmentsRepo,
  primary: Assignment,
): Promise<void> {
  const others = await repo.otherCurrentPrimaryIds(primary.apartmentId, primary.id, ctx.trx);
  for (const id of others) {
    await updateEntity(ctx, assignments, id, { isPrimary: false });
  }
}

/**
 * Who lives where. Every write first locks the unit's row, so writes on one unit run one at a
 * time: "one primary per unit" and the unit's status are decided on data nobody else is changing.
 * Locks are always taken unit first, then assignments. Callers are admins; routes check that.
 */
export function createAssignmentsService(db: Db) {
  const repo = createAssignmentsRepo(db);

  /** Locks the unit of an existing assignment, then the assignment; 404 when there is none. */
  async function lockWithUnit(ctx: MutationContext, id: string) {
    const apartmentId = await repo.apartmentIdOf(id, ctx.trx);
    if (!apartmentId) throw notFound(messages.assignment.notFound);
    const apartment = await lockLive(ctx, apartments, apartmentId, messages.assignment.notFound);
    const assignment = await lockEntity(ctx, assignments, id);
    if (!assignment) throw notFound(messages.assignment.notFound);
    return { apartment, assignment };
  }

  return {
    /** Every current assignment with its unit. */
    listCurrent: (): Promise<AssignmentWithApartment[]> => repo.listCurrentWithApartment(),

    /**
     * Moves a resident into a unit (`moveInDate` defaults to now). 404 for an unknown or deleted
     * unit or resident; 409 when they already live there (unique index on current assignments).
     */
    create(request: MutationRequest, body: AssignmentCreateParsed) {
      return runMutation(db, request, async (ctx) => {
        const { id, moveInDate, ...fields } = body;
        const apartment = await lockLive(
          ctx,
          apartments,
          fields.apartmentId,
          messages.apartment.notFound,
        );
        // Locked so a concurrent delete of the resident either sees this row or wins first.
        await lockLive(ctx, residents, fields.residentId, messages.resident.notFound);
        const assignment = await insertEntity(ctx, assignments, {
          ...fields,
          id: id ?? uuidv7(),
          moveInDate: moveInDate ? new Date(moveInDate) : ctx.now,
        });
        if (assignment.isPrimary) await clearOtherPrimaries(ctx, repo, assignment);
        await settleOccupancy(ctx, repo, apartment);
        return { status: 201, body: assignment };
      });
    },

    /**
     * Edits `isPrimary` / `notes` (last writer wins, clashes reported in `overwritten`). Making
     * one primary clears the others; a moved-out resident cannot become primary (409).
     */
    update(request: MutationRequest, id: string, body: AssignmentPatchParsed) {
      return runMutation(db, request, async (ctx) => {
        const { baseVersion, ...fields } = body;
        const { assignment: before } = await lockWithUnit(ctx, id);
        if (fields.isPrimary && !before.isPrimary && before.moveOutDate && !before.deletedAt) {
          throw conflict(messages.assignment.endedNotPrimary);
        }
        const assignment = await updateEntity(ctx, assignments, id, fields, {
          baseVersion,
          notFoundMessage: messages.assignment.notFound,
        });
        // A moved-out primary stays primary in the history without displacing anyone current.
        if (fields.isPrimary && !assignment.moveOutDate) {
          await clearOtherPrimaries(ctx, repo, assignment);
        }
        return { status: 200, body: assignment };
      });
    },

    /**
     * Moves a resident out (rule S10): not a tombstone but `moveOutDate` = now, so the row leaves
     * the current lists and stays in the unit's history. 404 when unknown or already ended.
     */
    moveOut(request: MutationRequest, id: string) {
      return runMutation(db, request, async (ctx) => {
        const { apartment, assignment } = await lockWithUnit(ctx, id);
        if (assignment.deletedAt || assignment.moveOutDate) {
          throw notFound(messages.assignment.notFound);
        }
        await updateEntity(ctx, assignments, id, { moveOutDate: ctx.now });
        await settleOccupancy(ctx, repo, apartment);
        return { status: 204, body: null };
      });
    },
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
