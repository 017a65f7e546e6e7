import {
  type AppNotification,
  type NotificationParams,
  notificationText,
} from '@chungcu/contracts';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { notifications } from './tables';

/** A notification to write: what it says (as data) and where it leads. */
export interface NotificationInput {
  params: NotificationParams;
  /** An in-app path opened when the notification is tapped (`/inquiries/…`); null: none. */
  url?: string | null;
  urgent?: boolean;
}

/** Queries for notifications and the accounts they go to. */
export const notificationsRepo = {
  /** Inserts one notification per user, each with its own version (the lowest first). */
  async insert(
    trx: Tx,
    userIds: readonly string[],
    input: NotificationInput,
    versions: readonly number[],
    now: Date,
  ): Promise<AppNotification[]> {
    if (userIds.length === 0) return [];
    // Vietnamese, for pushes and devices that predate `params`; each device words `params` anew.
    const { title, body } = notificationText(input.params);
    const rows: Row[] = await trx('notifications')
      .insert(
        userIds.map((userId, i) => ({
          id: trx.raw('gen_random_uuid()'),
          version: versions[i],
          user_id: userId,
          kind: input.params.kind,
          title,
          body,
          params: JSON.stringify(input.params),
          url: input.url ?? null,
          urgent: input.urgent ?? false,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('*');
    return rows.map((row) => notifications.toEntity(row));
  },

  /** Active accounts among `userIds` (of `role`, if given): a locked one gets no notifications. */
  async activeAmong(
    trx: Db | Tx,
    userIds: readonly string[],
    role?: 'resident',
  ): Promise<string[]> {
    if (userIds.length === 0) return [];
    const query = trx('users')
      .whereIn('id', [...new Set(userIds)])
      .where({ is_active: true })
      .whereNull('deleted_at')
      .select('id')
      .orderBy('id');
    if (role) query.where({ role });
    const rows: { id: string }[] = await query;
    return rows.map((row) => row.id);
  },

  /**
   * The resident accounts of resident records: active resident users whose email is a record's
   * (the link the access module reads, `visibility.ts`).
   */
  async accountsOfResidents(trx: Db | Tx, residentIds: readonly string[]): Promise<string[]> {
    if (residentIds.length === 0) return [];
    const rows: { id: string }[] = await trx('users as u')
      .join('residents as r', (j) => j.on(trx.raw('lower(r.email) = lower(u.email)')))
      .whereIn('r.id', [...new Set(residentIds)])
      .whereNull('r.deleted_at')
      .where({ 'u.role': 'resident', 'u.is_active': true })
      .whereNull('u.deleted_at')
      .distinct('u.id');
    return rows.map((row) => row.id);
  },

  /**
   * The accounts of the people living now in each of `apartmentIds` (a current assignment of a
   * live record whose email is an active resident user's): pairs of account and unit.
   */
  async accountsLivingIn(
    trx: Db | Tx,
    apartmentIds: readonly string[],
  ): Promise<{ userId: string; apartmentId: string }[]> {
    if (apartmentIds.length === 0) return [];
    return trx('apartment_assignments as a')
      .join('residents as r', 'r.id', 'a.resident_id')
      .join('users as u', (j) => j.on(trx.raw('lower(u.email) = lower(r.email)')))
      .whereIn('a.apartment_id', [...new Set(apartmentIds)])
      .whereNull('a.move_out_date')
      .whereNull('a.deleted_at')
      .whereNull('r.deleted_at')
      .where({ 'u.role': 'resident', 'u.is_active': true })
      .whereNull('u.deleted_at')
      .distinct({ userId: 'u.id', apartmentId: 'a.apartment_id' });
  },

  /** Active accounts of `roles` (managers and staff) assigned to `complexId`. */
  async staffServing(
    trx: Db | Tx,
    complexId: string,
    roles: readonly ('manager' | 'staff')[] = ['manager', 'staff'],
  ): Promise<string[]> {
    const rows: { id: string }[] = await trx('users as u')
      .join('staff_complexes as s', 's.user_id', 'u.id')
      .where({ 's.complex_id': complexId, 'u.is_active': true })
      .whereNull('s.deleted_at')
      .whereNull('u.deleted_at')
      .whereIn('u.role', roles)
      .distinct('u.id');
    return rows.map((row) => row.id);
  },

  /** Active company administrators. */
  async companyAdmins(trx: Db | Tx): Promise<string[]> {
    const rows: { id: string }[] = await trx('users')
      .where({ role: 'admin', is_active: true })
      .whereNull('deleted_at')
      .select('id');
    return rows.map((row) => row.id);
  },

  /** A unit's number, for a notification's text. */
  async unitNumber(trx: Db | Tx, apartmentId: string | null): Promise<string | null> {
    if (!apartmentId) return null;
    const row = await trx('apartments').where({ id: apartmentId }).first('unit_number');
    return (row?.unit_number as string | undefined) ?? null;
  },
};
