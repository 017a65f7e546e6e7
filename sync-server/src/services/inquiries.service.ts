import type { Inquiry, InquiryWithDetails } from '@chungcu/contracts';
import type { Db } from '../db/database';
import { type Actor, viewerOf } from './actor';
import { createInquiryDeps, findVisibleInquiry } from './inquiry-access';
import { createProgressService } from './progress.service';

/**
 * Residents' requests and their progress: reads. Routes check the role; "own" is checked here.
 * Writes are the named mutations `createInquiry`, `updateInquiry`, `initProgress` and
 * `updateStep` (`@chungcu/mutations`), run through the mutations service.
 */
export function createInquiriesService(db: Db) {
  const deps = createInquiryDeps(db);
  return {
    /** Inquiries the caller may see with their resident and apartment, newest first. */
    async listWithDetails(actor: Actor): Promise<InquiryWithDetails[]> {
      return deps.inquiries.listWithDetails(viewerOf(actor));
    },

    /** One inquiry the caller may see; 404 otherwise. */
    get: (actor: Actor, id: string): Promise<Inquiry> => findVisibleInquiry(deps, actor, id),

    progress: createProgressService(deps),
  };
}
export type InquiriesService = ReturnType<typeof createInquiriesService>;
