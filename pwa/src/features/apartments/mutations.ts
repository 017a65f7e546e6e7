import {
  type Apartment,
  type ApartmentCreateParsed,
  type ApartmentPatch,
  type ApartmentStatus,
  type Assignment,
  type HouseholdRelation,
  apartmentPatchSchema,
  firstIssueMessage,
  fullName,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import { type ChungCuDb, type MutationOptions, appDb, mutate } from '../../data';
import { enumStrings } from '../../lib/i18n';
import { diffApartment } from './patch';
import { apartmentStrings } from './strings';

/** The outbox's labels in the language of the moment. */
const labels = () => apartmentStrings.get().outboxLabel;

/** A unit's number for a label; the id when this device does not hold it (the rule refuses). */
async function unitNumberOf(db: ChungCuDb, apartmentId: string): Promise<string> {
  return (await db.apartments.get(apartmentId))?.unitNumber ?? apartmentId;
}

async function nameOf(db: ChungCuDb, residentId: string): Promise<string> {
  const resident = await db.residents.get(residentId);
  return resident ? fullName(resident) : residentId;
}

/**
 * An assignment's version and label parts. A row this device does not hold is not refused
 * here: the mutation refuses it, before anything is queued, so its label is never shown.
 */
async function describeAssignment(db: ChungCuDb, id: string) {
  const row = await db.assignments.get(id);
  if (!row) return { version: 0, name: id, unit: id };
  const [name, unit] = await Promise.all([
    nameOf(db, row.residentId),
    unitNumberOf(db, row.apartmentId),
  ]);
  return { version: row.version, name, unit };
}

/**
 * Creates an apartment on this device (the named mutation `createApartment`): in the list at
 * once, queued under its client-made id. A unit number this device already holds, in any case,
 * is refused now.
 * @returns the row as the list shows it.
 */
export async function createApartment(
  body: ApartmentCreateParsed,
  { db = appDb }: MutationOptions = {},
): Promise<Apartment> {
  const args = { ...body, id: body.id ?? uuidv7() };
  return mutate('createApartment', args, { db, label: labels().create(body.unitNumber) });
}

/**
 * Moves residents into a unit: one `createAssignment` per resident (isPrimary false, the note
 * or null), each labelled with who moves where. The move-in date is the time on this device,
 * so a change pushed later still records when it happened. The mutation marks the unit
 * occupied here and on the server.
 * @returns the new assignments.
 */
export async function assignResidents(
  apartmentId: string,
  residentIds: readonly string[],
  notes: string | null,
  { db = appDb }: MutationOptions = {},
): Promise<Assignment[]> {
  if (residentIds.length === 0) throw new Error(messages.assignment.noResidentSelected);
  const unit = await unitNumberOf(db, apartmentId);
  const moveInDate = new Date().toISOString();
  const rows: Assignment[] = [];
  for (const residentId of residentIds) {
    const args = { id: uuidv7(), apartmentId, residentId, moveInDate, isPrimary: false, notes };
    const label = labels().assign(await nameOf(db, residentId), unit);
    rows.push(await mutate('createAssignment', args, { db, label }));
  }
  return rows;
}

/**
 * Moves a resident out (`endAssignment`): the row stays as history with its move-out date, and
 * the unit is freed when nobody is left.
 */
export async function removeAssignment(
  id: string,
  { db = appDb }: MutationOptions = {},
): Promise<void> {
  const { name, unit } = await describeAssignment(db, id);
  await mutate('endAssignment', { id }, { db, label: labels().remove(name, unit) });
}

/**
 * Makes one current resident the unit's primary: ONE `updateAssignment {isPrimary: true}`, and
 * the mutation clears the unit's other primaries in the same change.
 */
export async function makePrimary(id: string, { db = appDb }: MutationOptions = {}) {
  const { version, name, unit } = await describeAssignment(db, id);
  // A row not yet acknowledged has no server version to compare with.
  const args = { id, isPrimary: true, ...(version > 0 ? { baseVersion: version } : {}) };
  await mutate('updateAssignment', args, { db, label: labels().primary(name, unit) });
}

/**
 * Sets how a current resident relates to the household's head (`updateAssignment {relation}`);
 * `head` makes them the primary, as the mutation keeps the two together.
 */
export async function setRelation(
  id: string,
  relation: HouseholdRelation | null,
  { db = appDb }: MutationOptions = {},
) {
  const { version, name, unit } = await describeAssignment(db, id);
  const args = { id, relation, ...(version > 0 ? { baseVersion: version } : {}) };
  await mutate('updateAssignment', args, { db, label: labels().relation(name, unit) });
}

/** The editable fields as the edit dialog holds them (no `baseVersion`: the mutation adds it). */
export type ApartmentEdit = Omit<ApartmentPatch, 'baseVersion'>;

/**
 * Saves an edit of a unit (`updateApartment`): only the fields that differ from the mirror's
 * row are sent, with the row's `baseVersion`. Nothing is queued when nothing changed. A value
 * the contracts refuse, or a unit number another unit this device holds has, throws now.
 * @returns the row as the mirror now shows it.
 */
export async function updateApartment(
  id: string,
  values: ApartmentEdit,
  {
    db = appDb,
    label: labelOf = labels().update,
  }: MutationOptions & {
    label?: (unit: string) => string;
  } = {},
): Promise<Apartment> {
  const parsed = apartmentPatchSchema.safeParse(values);
  if (!parsed.success) throw new Error(firstIssueMessage(parsed.error));
  const { baseVersion: _ignored, ...edited } = parsed.data;
  const current = await db.apartments.get(id);
  if (!current || current.deletedAt) throw new Error(messages.apartment.notFound);
  const changes = diffApartment(current, edited);
  if (Object.keys(changes).length === 0) return current;
  // A row not yet acknowledged has no server version to compare with.
  const args = { ...changes, id, ...(current.version > 0 ? { baseVersion: current.version } : {}) };
  const label = labelOf(changes.unitNumber ?? current.unitNumber);
  return mutate('updateApartment', args, { db, label });
}

/** One tap on the unit page: the unit's status alone, as its own `updateApartment`. */
export async function setApartmentStatus(
  id: string,
  status: ApartmentStatus,
  { db = appDb }: MutationOptions = {},
): Promise<Apartment> {
  const { outboxLabel } = apartmentStrings.get();
  const label = (unit: string) =>
    outboxLabel.status(unit, enumStrings.get().apartmentStatuses[status]);
  return updateApartment(id, { status }, { db, label });
}
