import {
  type Resident,
  type ResidentCreate,
  type ResidentPatch,
  fullName,
  messages,
  residentCreateSchema,
  residentPatchSchema,
  uuidv7,
} from '@chungcu/contracts';
import {
  type ChungCuDb,
  type Mirrored,
  appDb,
  writeLocally,
  signedInUserId,
  type MutationOptions,
  newRowStamps,
} from '../../data';
import { diffResident } from './patch';
import { residentStoreOf } from './queries';
import { residentSearchText } from './search';
import { residentStrings } from './strings';

const PATH = '/api/residents';

/** Shows a change in the list in this same task, before IndexedDB has even been written. */
function showAtOnce(db: ChungCuDb, id: string, row: Resident | null) {
  residentStoreOf(db).applyLocal(id, row && { ...row, searchText: residentSearchText(row) });
}

/**
 * Writes a change the way a user expects it: on screen in the next frame, then stored (mirror +
 * outbox). Should the local write fail, the screen goes back to `previous` and the error is
 * raised for the caller's toast.
 */
async function showThenWrite(
  db: ChungCuDb,
  id: string,
  shown: Resident | null,
  previous: Resident | null,
  write: () => Promise<void>,
): Promise<void> {
  showAtOnce(db, id, shown);
  try {
    await write();
  } catch (error) {
    showAtOnce(db, id, previous);
    throw error;
  }
}

/** The editable fields as the form holds them (no `baseVersion`: the mutation adds it). */
export type ResidentEdit = Omit<ResidentPatch, 'baseVersion'>;

async function currentRow(db: ChungCuDb, id: string): Promise<Resident> {
  const row = await db.residents.get(id);
  if (!row) throw new Error(messages.resident.notFound);
  const { searchText: _searchText, ...resident } = row as Mirrored<Resident>;
  return resident;
}

/**
 * Creates a resident on this device: validated with the contracts schema, shown in the mirror at
 * once (version 0 until the server answers) and queued as `POST /api/residents` carrying the
 * client-made id, so a replayed request never creates a second resident. The caller may choose
 * the id (to point the list at the row before it exists).
 * @returns the optimistic row, as the list shows it.
 */
export async function createResident(
  values: ResidentCreate,
  { db = appDb, id = uuidv7() }: MutationOptions & { id?: string } = {},
): Promise<Resident> {
  const body = residentCreateSchema.parse({ ...values, id });
  const now = new Date().toISOString();
  const row: Resident = {
    ...body,
    id,
    ...newRowStamps(now),
    dateOfBirth: body.dateOfBirth ?? null,
    // The server defaults the move-in date to now too (spec section 3).
    moveInDate: body.moveInDate ?? now,
  };
  await showThenWrite(db, id, row, null, async () =>
    writeLocally(db, await signedInUserId(db), [
      {
        entity: 'resident',
        id,
        next: row,
        method: 'POST',
        path: PATH,
        body,
        label: residentStrings.outboxLabel.create(fullName(row)),
      },
    ]),
  );
  return row;
}

/**
 * Saves an edit: the values are validated, compared with the current mirror row, and only the
 * fields that changed are queued as `PATCH /api/residents/{id}` with the row's `baseVersion`.
 * Nothing is queued when nothing changed.
 * @returns the row as the mirror now shows it.
 */
export async function updateResident(
  id: string,
  values: ResidentEdit,
  { db = appDb }: MutationOptions = {},
): Promise<Resident> {
  const { baseVersion: _ignored, ...edited } = residentPatchSchema.parse(values);
  const userId = await signedInUserId(db);
  const current = await currentRow(db, id);
  const changes = diffResident(current, edited);
  if (Object.keys(changes).length === 0) return current;
  const body = residentPatchSchema.parse({ ...changes, baseVersion: current.version });
  const row: Resident = {
    ...current,
    ...changes,
    moveInDate: changes.moveInDate ?? current.moveInDate,
    updatedAt: new Date().toISOString(),
  };
  await showThenWrite(db, id, row, current, () =>
    writeLocally(db, userId, [
      {
        entity: 'resident',
        id,
        next: row,
        method: 'PATCH',
        path: `${PATH}/${id}`,
        body,
        label: residentStrings.outboxLabel.update(fullName(row)),
      },
    ]),
  );
  return row;
}

/**
 * Deletes a resident: gone from the mirror at once, queued as `DELETE /api/residents/{id}`.
 * (The server also ends their current assignments; those changes arrive with the next pull.)
 */
export async function deleteResident(
  id: string,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const userId = await signedInUserId(db);
  const current = await currentRow(db, id);
  await showThenWrite(db, id, null, current, () =>
    writeLocally(db, userId, [
      {
        entity: 'resident',
        id,
        next: null,
        method: 'DELETE',
        path: `${PATH}/${id}`,
        label: residentStrings.outboxLabel.delete(fullName(current)),
      },
    ]),
  );
}
