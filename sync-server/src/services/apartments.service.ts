import type { Db } from '../db/database';

/** TODO(helper): fill in. */
export function createApartmentsService(_db: Db) {
  return {};
}
export type ApartmentsService = ReturnType<typeof createApartmentsService>;
