import {
  type Apartment,
  type ApartmentCreateParsed,
  type Assignment,
  assignmentCreateSchema,
  assignmentPatchSchema,
  fullName,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import {
  type ChungCuDb,
  type LocalChange,
  appDb,
  writeLocally,
  signedInUserId,
  type MutationOptions,
  newRowStamps,
} from '../../data';
import { apartmentStrings } from './strings';

const labels = apartmentStrings.outboxLabel;

async function unitNumberOf(db: ChungCuDb, apartmentId: string): Promise<string> {
  const apartment = await db.apartments.get(apartmentId);
  if (!apartment) throw new Error(messages.apartment.notFound);
  return apartment.unitNumber;
}

async function nameOf(db: ChungCuDb, residentId: string): Promise<string> {
  const resident = await db.residents.get(residentId);
  return resident ? fullName(resident) : residentId;
}

async function assignmentOf(db: ChungCuDb, id: string): Promise<Assignment> {
  const row = await db.assignments.get(id);
  if (!row || row.deletedAt) throw new Error(messages.assignment.notFound);
  return row;
}

/**
 * Creates an apartment on this device from a validated payload: in the mirror at once (version 0)
 * and queued as `POST /api/apartments` with the client-made id. A unit number already in the
 * mirror is refused here, as the server would.
 */
export async function createApartment(
  body: ApartmentCreateParsed,
  { db = appDb }: MutationOptions = {},
): Promise<Apartment> {
  const id = body.id ?? uuidv7();
  const userId = await signedInUserId(db);
  const clash = await db.apartments.where('unitNumber').equals(body.unitNumber).first();
  if (clash && !clash.deletedAt) throw new Error(messages.apartment.unitNumberTaken);
  const now = new Date().toISOString();
  const row: Apartment = {
    ...body,
    id,
    ...newRowStamps(now),
    images: body.images ?? [],
  };
  await writeLocally(db, userId, [
    {
      entity: 'apartment',
      id,
      next: row,
      method: 'POST',
      path: '/api/apartments',
      body: { ...body, id },
      label: labels.create(body.unitNumber),
    },
  ]);
  return row;
}

/**
 * Moves residents into a unit: one `POST /api/assignments` per resident (moveInDate now,
 * isPrimary false, the note or null), all in ONE local write.
 * @returns the new assignments.
 */
export async function assignResidents(
  apartmentId: string,
  residentIds: readonly string[],
  notes: string | null,
  { db = appDb }: MutationOptions = {},
): Promise<Assignment[]> {
  if (residentIds.length === 0) throw new Error(messages.assignment.noResidentSelected);
  const userId = await signedInUserId(db);
  const unit = await unitNumberOf(db, apartmentId);
  const now = new Date().toISOString();
  const rows: Assignment[] = [];
  const changes: LocalChange[] = [];
  for (const residentId of residentIds) {
    const id = uuidv7();
    const body = assignmentCreateSchema.parse({
      id,
      apartmentId,
      residentId,
      moveInDate: now,
      isPrimary: false,
      notes,
    });
    const row: Assignment = {
      id,
      ...newRowStamps(now),
      apartmentId,
      residentId,
      moveInDate: now,
      moveOutDate: null,
      isPrimary: false,
      notes: body.notes,
    };
    rows.push(row);
    const label = labels.assign(await nameOf(db, residentId), unit);
    changes.push({
      entity: 'assignment',
      id,
      next: row,
      method: 'POST',
      path: '/api/assignments',
      body,
      label,
    });
  }
  await writeLocally(db, userId, changes);
  return rows;
}

/**
 * Moves a resident out: queued as `DELETE /api/assignments/{id}`; the mirror keeps the row as
 * history with `moveOutDate` = now (the server does the same).
 */
export async function removeAssignment(id: string, { db = appDb }: MutationOptions = {}) {
  const userId = await signedInUserId(db);
  const current = await assignmentOf(db, id);
  if (current.moveOutDate) throw new Error(messages.assignment.notFound);
  const now = new Date().toISOString();
  const label = labels.remove(
    await nameOf(db, current.residentId),
    await unitNumberOf(db, current.apartmentId),
  );
  await writeLocally(db, userId, [
    {
      entity: 'assignment',
      id,
      next: { ...current, moveOutDate: now, updatedAt: now },
      method: 'DELETE',
      path: `/api/assignments/${id}`,
      answer: 'none',
      label,
    },
  ]);
}

function patchChange(row: Assignment, isPrimary: boolean, label: string): LocalChange {
  const body = assignmentPatchSchema.parse({
    isPrimary,
    // A row not yet acknowledged has no server version to compare with.
    ...(row.version > 0 ? { baseVersion: row.version } : {}),
  });
  return {
    entity: 'assignment',
    id: row.id,
    next: { ...row, isPrimary, updatedAt: new Date().toISOString() },
    method: 'PATCH',
    path: `/api/assignments/${row.id}`,
    body,
    label,
  };
}

/**
 * Makes one current resident the unit's primary: the others of the unit lose the flag first
 * (each a PATCH, so the mirror and the server agree), then `PATCH {isPrimary: true}`.
 */
export async function makePrimary(id: string, { db = appDb }: MutationOptions = {}) {
  const userId = await signedInUserId(db);
  const target = await assignmentOf(db, id);
  if (target.moveOutDate) throw new Error(messages.assignment.endedNotPrimary);
  const unit = await unitNumberOf(db, target.apartmentId);
  const others = (
    await db.assignments.where('apartmentId').equals(target.apartmentId).toArray()
  ).filter((a) => a.id !== id && a.isPrimary && !a.moveOutDate && !a.deletedAt);
  const changes: LocalChange[] = [];
  for (const other of others) {
    changes.push(
      patchChange(other, false, labels.unprimary(await nameOf(db, other.residentId), unit)),
    );
  }
  if (!target.isPrimary) {
    changes.push(
      patchChange(target, true, labels.primary(await nameOf(db, target.residentId), unit)),
    );
  }
  if (changes.length > 0) await writeLocally(db, userId, changes);
}
