import type { Assignment, Inquiry, Resident } from '@chungcu/contracts';
import type { EntityName } from '@chungcu/mutations';
import type { Db, Tx } from '../db/database';

type Row = Record<string, unknown> | null;

async function emailOfResident(trx: Tx, id: unknown): Promise<string | null> {
  if (typeof id !== 'string') return null;
  const row = await trx('residents').where({ id }).first('email');
  return (row?.email as string | undefined) ?? null;
}

const changed = (before: Row, after: Row, fields: string[]) =>
  !before || !after || fields.some((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));

/**
 * The emails whose resident users see a different set of rows after this write: their record
 * came or went or changed its email, one of their assignments began or ended, or a request moved
 * to or from one of their records. Other writes only change rows users already see.
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
    default:
      return [];
  }
}

/** The entities whose writes can move a user's visibility (the others skip the lookups). */
export const scopeEntities: ReadonlySet<EntityName> = new Set([
  'resident',
  'assignment',
  'inquiry',
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
  for (const email of emails) {
    await trx.raw(
      `insert into scope_epochs (email, version) values (?, ?)
       on conflict (email) do update set version = greatest(scope_epochs.version, excluded.version)`,
      [email, version],
    );
  }
}

/** The version from which a user's device must resync, if any. */
export async function scopeEpochOf(db: Db, email: string | null): Promise<number> {
  if (!email) return 0;
  const row = await db('scope_epochs').where({ email: email.toLowerCase() }).first('version');
  return row ? Number(row.version) : 0;
}
