import type { Db } from '../db/database';

/** TODO(helper): fill in. */
export function createInquiriesService(_db: Db) {
  return {};
}
export type InquiriesService = ReturnType<typeof createInquiriesService>;
