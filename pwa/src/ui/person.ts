import { fullName } from '@chungcu/contracts';
import { uiStrings } from './strings';

interface Person {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * A person's name for display: full name in Vietnamese order, else email, else `fallback`
 * ('Người dùng', 'User' in English).
 */
export function displayName(
  person: Person,
  fallback: string = uiStrings.get().fallbackName,
): string {
  return fullName(person) || person.email || fallback;
}

/** Up to two letters for an avatar: family name and given name initials, else the email's. */
export function initials(person: Person): string {
  const letters = [person.lastName, person.firstName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  return (letters || person.email?.charAt(0) || '?').toUpperCase();
}
