import { type Inquiry, messages } from '@chungcu/contracts';
import type { Db } from '../db/database';
import { type InquiriesRepo, createInquiriesRepo } from '../db/inquiries.repo';
import { type ProgressRepo, createProgressRepo } from '../db/progress.repo';
import { canSee } from '../db/visibility';
import { type WorkflowRepo, createWorkflowRepo } from '../db/workflow.repo';
import { type Actor, viewerOf } from './actor';
import { notFound } from './errors';

/** The repos the inquiry, progress and workflow services share. */
export interface InquiryDeps {
  db: Db;
  inquiries: InquiriesRepo;
  progress: ProgressRepo;
  workflow: WorkflowRepo;
}

export function createInquiryDeps(db: Db): InquiryDeps {
  return {
    db,
    inquiries: createInquiriesRepo(db),
    progress: createProgressRepo(db),
    workflow: createWorkflowRepo(db),
  };
}

/**
 * A live inquiry the caller may see; 404 otherwise, as a row a resident user may not see does
 * not exist for them (rule S11, the access module's condition). Reads through `db`.
 */
export async function findVisibleInquiry(
  deps: InquiryDeps,
  actor: Actor,
  id: string,
): Promise<Inquiry> {
  const inquiry = await deps.inquiries.findLive(id);
  if (!inquiry || !(await canSee(deps.db, viewerOf(actor), 'inquiry', id))) {
    throw notFound(messages.inquiry.notFound);
  }
  return inquiry;
}
