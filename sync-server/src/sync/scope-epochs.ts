import type { Assignment, Inquiry, Resident } from '@chungcu/contracts';
import type { EntityName } from '@chungcu/mutations';
import type { Db, Tx } from '../db/database';

type Row = Record<string, unknown> | null;

async function emailOfResident(trx: Tx, id: unknown): Promise<string | null> {
  if (typeof id !== 'string') return null;
  const row = await trx('residents').where({ id }).first('email');
  return (row?.email as string | undefined) ?? null;
}

/** The emails of the resident records living in a unit now. */
async function emailsOfUnit(trx: Tx, apartmentId: unknown): Promise<(string | null)[]> {
  if (typeof apartmentId !== 'string') return [];
  const rows: { email: string | null }[] = await trx('apartment_assignments as h')
    .join('residents as r', 'r.id', 'h.resident_id')
    .where({ 'h.apartment_id': apartmentId })
    .whereNull('h.move_out_date')
    .whereNull('h.deleted_at')
    .whereNull('r.deleted_at')
    .select('r.email');
  return rows.map((row) => row.email);
}

/** Who sees a request: its resident record's email and the account that created it. */
async function emailsOfInquiry(trx: Tx, inquiryId: unknown): Promise<(string | null)[]> {
  if (typeof inquiryId !== 'string') return [];
  const inquiry = await trx('inquiries')
    .where({ id: inquiryId })
    .first('resident_id', 'created_by');
  if (!inquiry) return [];
  const creator = inquiry.created_by
    ? await trx('users').where({ id: inquiry.created_by }).first('email')
    : undefined;
  return [await emailOfResident(trx, inquiry.resident_id), creator?.email ?? null];
}

const changed = (before: Row, after: Row, fields: string[]) =>
  !before || !after || fields.some((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));

/**
 * The emails whose resident users see a different set of rows after this write: their record
 * came or went or changed its email, one of their assignments began or ended, or a request moved
 * to or from one of their records, an inspection of their unit completed. Other writes only change
 * rows users already see.
 */
async function movedEmails(trx: Tx, entity: EntityName, before: Row, after: Row) {
  switch (entity) {
    case 'resident':
      if (!changed(before, after, ['email', 'deletedAt'])) return [];
      return [before?.email, after?.email] as (Resident['email'] | undefined)[];
    case 'assignment':
      if (!changed(before, after, ['moveOutDate', 'deletedAt', 'residentId', 'apartmentId'])) {
        return [];
      }
      return [
        await emailOfResident(trx, (after ?? before)?.residentId as Assignment['residentId']),
      ];
    case 'inquiry':
      if (!before || !after || !changed(before, after, ['residentId'])) return [];
      return [
        await emailOfResident(trx, before.residentId as Inquiry['residentId']),
        await emailOfResident(trx, after.residentId as Inquiry['residentId']),
      ];
    case 'inquiryProgress':
      // Marked internal, the step (and its files) leave the resident's device; unmarked, they
      // arrive with files older than the cursor: either way only a resync does it.
      if (!before || !after || !changed(before, after, ['isInternal'])) return [];
      return emailsOfInquiry(trx, after.inquiryId);
    case 'inspection':
      // Completing shows the inspection to the unit's residents with its files, whose own
      // versions are older than their cursors: only a resync brings those (rule S19).
      if (!before || !after || !changed(before, after, ['completedAt', 'deletedAt'])) return [];
      return emailsOfUnit(trx, (after ?? before)?.apartmentId);
    default:
      return [];
  }
}

/** The entities whose writes can move a user's visibility (the others skip the lookups). */
export const scopeEntities: ReadonlySet<EntityName> = new Set([
  'resident',
  'assignment',
  'inquiry',
  'inquiryProgress',
  'inspection',
]);

/** Records, in the write's transaction, that the users it moved must resync from `version`. */
export async function noteScopeMoves(
  trx: Tx,
  entity: EntityName,
  before: Row,
  after: Row,
  version: number,
): Promise<void> {
  const emails = new Set(
    (await movedEmails(trx, entity, before, after))
      .filter((e): e is string => typeof e === 'string' && e.length > 0)
      .map((e) => e.toLowerCase()),
  );
  for (const email of emails) await noteScopeMove(trx, email, version);
}

/** Records that the user with `email` sees other rows from `version` on (their devices resync). */
export async function noteScopeMove(trx: Tx, email: string, version: number): Promise<void> {
  await trx.raw(
    `insert into scope_epochs (email, version) values (?, ?)
     on conflict (email) do update set version = greatest(scope_epochs.version, excluded.version)`,
    [email.toLowerCase(), version],
  );
}

/** The last move (S19) of each of `emails` that has one, by email (lower-case). */
export async function lastMovesOf(db: Db, emails: readonly string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows: { email: string; version: number | string }[] = await db('scope_epochs')
    .whereIn(
      'email',
      emails.map((e) => e.toLowerCase()),
    )
    .select('email', 'version');
  return new Map(rows.map((row) => [row.email, Number(row.version)]));
}
