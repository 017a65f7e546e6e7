// Apart from the user schemas (zod) so the login route can show a name without zod.

/**
 * A person's name as Vietnamese writes it: family and middle names (`lastName`) before the given
 * name (`firstName`), e.g. "Trần Quang Minh". Empty when neither is known.
 */
export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.lastName, person.firstName].filter(Boolean).join(' ');
}
