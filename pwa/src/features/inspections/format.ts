import type { User } from '@chungcu/contracts';
import { formatDateTime } from '../../lib/format';

/** An instant as the staff read it: dd/MM/yyyy HH:mm, in the device's time zone ('' if none). */
export function formatWhen(value: string | null | undefined): string {
  return formatDateTime(value) ?? '';
}

/** "Trần Văn Bình" from the account (Vietnamese order), or its email. */
export function nameOfUser(user: User | null | undefined): string {
  if (!user) return '';
  const name = [user.lastName, user.firstName].filter(Boolean).join(' ').trim();
  return name || user.email || user.id;
}
