import {
  type Resident,
  type ResidentCreate,
  type ResidentPatch,
  firstIssueMessage,
  fullName,
  messages,
  residentPatchSchema,
  uuidv7,
} from '@chungcu/contracts';
import { type MutationOptions, appDb, mutate } from '../../data';
import { diffResident } from './patch';
import { residentStrings } from './strings';

/** The outbox's labels in the language of the moment. */
const labels = () => residentStrings.get().outboxLabel;

/** The editable fields as the form holds them (no `baseVersion`: the mutation adds it). */
export type ResidentEdit = Omit<ResidentPatch, 'baseVersion'>;

/**
 * Creates a resident on this device (the named mutation `createResident`): in the list at once,
 * queued for the server under a client-made id. The caller may choose the id (to point the list
 * at the row before it exists). A clash with an ID card or email this device holds throws now.
 * @returns the row as the list shows it.
 */
export async function createResident(
  values: ResidentCreate,
  { db = appDb, id = uuidv7() }: MutationOptions & { id?: string } = {},
): Promise<Resident> {
  const label = (args: Resident | ResidentCreate) => labels().create(fullName(args));
  return (await mutate('createResident', { ...values, id }, { db, label })) as Resident;
}

/**
 * Saves an edit: only the fields that differ from the mirror's row are sent, with the row's
 * `baseVersion`, so another user's edit of another field is never reverted. Nothing is queued
 * when nothing changed.
 * @returns the row as the mirror now shows it.
 */
export async function updateResident(
  id: string,
  values: ResidentEdit,
  { db = appDb }: MutationOptions = {},
): Promise<Resident> {
  const parsed = residentPatchSchema.safeParse(values);
  if (!parsed.success) throw new Error(firstIssueMessage(parsed.error));
  const { baseVersion: _ignored, ...edited } = parsed.data;
  const current = await db.residents.get(id);
  if (!current) throw new Error(messages.resident.notFound);
  const changes = diffResident(current, edited);
  if (Object.keys(changes).length === 0) return current;
  const label = labels().update(fullName({ ...current, ...changes }));
  const args = { ...changes, id, ...(current.version > 0 ? { baseVersion: current.version } : {}) };
  return (await mutate('updateResident', args, { db, label })) as Resident;
}

/** Deletes a resident; their current assignments end and their units are freed, on both sides. */
export async function deleteResident(
  id: string,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const current = await db.residents.get(id);
  if (!current) throw new Error(messages.resident.notFound);
  await mutate('deleteResident', { id }, { db, label: labels().delete(fullName(current)) });
}
