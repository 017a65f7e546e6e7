import type { InquiryProgressResponse } from '@chungcu/contracts';
import { type Actor, viewerOf } from './actor';
import { type InquiryDeps, findVisibleInquiry } from './inquiry-access';

/**
 * An inquiry's progress timeline: reads. It is created and moved forward by the named mutations
 * `initProgress` and `updateStep` (`@chungcu/mutations` progress).
 */
export function createProgressService(deps: InquiryDeps) {
  const { progress } = deps;
  return {
    /** The inquiry's id, title and status with its live steps by step order (admin; own). */
    async get(actor: Actor, inquiryId: string): Promise<InquiryProgressResponse> {
      const inquiry = await findVisibleInquiry(deps, actor, inquiryId);
      return {
        id: inquiry.id,
        title: inquiry.title,
        status: inquiry.status,
        progressSteps: await progress.listByInquiry(inquiry.id, viewerOf(actor)),
      };
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
