import { type Inquiry, messages } from '@chungcu/contracts';
import { type AccessRepo, createAccessRepo } from '../db/access.repo';
import type { Db } from '../db/database';
import { type InquiriesRepo, type InquiryScope, createInquiriesRepo } from '../db/inquiries.repo';
import { type ProgressRepo, createProgressRepo } from '../db/progress.repo';
import { type WorkflowRepo, createWorkflowRepo } from '../db/workflow.repo';
import { type Actor, isAdmin } from './actor';
import { notFound } from './errors';

/** The repos the inquiry, progress and workflow services share. */
export interface InquiryDeps {
  db: Db;
  inquiries: InquiriesRepo;
  progress: ProgressRepo;
  workflow: WorkflowRepo;
  access: AccessRepo;
}

export function createInquiryDeps(db: Db): InquiryDeps {
  return {
    db,
    inquiries: createInquiriesRepo(db),
    progress: createProgressRepo(db),
    workflow: createWorkflowRepo(db),
    access: createAccessRepo(db),
  };
}

/** What the caller may see of inquiries (rule S11): null for an admin, who sees everything. */
export async function inquiryScopeOf(
  access: AccessRepo,
  actor: Actor,
): Promise<InquiryScope | null> {
  if (isAdmin(actor)) return null;
  return { userId: actor.userId, residentIds: await access.residentIdsOf(actor.email) };
}

/** Whether an inquiry is within a scope: linked to one of the user's residents, or theirs. */
export function inquiryInScope(inquiry: Inquiry, scope: InquiryScope | null): boolean {
  if (!scope) return true;
  return (
    inquiry.createdBy === scope.userId ||
    (inquiry.residentId !== null && scope.residentIds.includes(inquiry.residentId))
  );
}

/**
 * A live inquiry the caller may see; 404 otherwise, as a row a resident user may not see does
 * not exist for them (rule S11). Not for use inside a transaction (it reads through `db`).
 */
export async function findVisibleInquiry(
  deps: InquiryDeps,
  actor: Actor,
  id: string,
): Promise<Inquiry> {
  const inquiry = await deps.inquiries.findLive(id);
  if (!inquiry || !inquiryInScope(inquiry, await inquiryScopeOf(deps.access, actor))) {
    throw notFound(messages.inquiry.notFound);
  }
  return inquiry;
}
