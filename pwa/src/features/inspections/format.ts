import type { User } from '@chungcu/contracts';

/** An instant as the staff read it: DD/MM/YYYY HH:mm, in the device's time zone. */
export function formatWhen(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** "Trần Văn Bình" from the account (Vietnamese order), or its email. */
export function nameOfUser(user: User | null | undefined): string {
  if (!user) return '';
  const name = [user.lastName, user.firstName].filter(Boolean).join(' ').trim();
  return name || user.email || user.id;
}
