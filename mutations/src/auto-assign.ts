import { type InquiryCategory, idSchema } from '@chungcu/contracts';
import { blockNamed } from './blocks';
import { categoryNamed } from './inquiry-category';
import type { MutationTx } from './tx';

export interface Assignee {
  assignedTo: string | null;
  assigneeId: string | null;
}

export const NOBODY: Assignee = { assignedTo: null, assigneeId: null };

/**
 * Who a new request of `complexId` goes to (rule S28): the first of the complex's rules whose
 * category and block (the unit's) match, else the staff member on duty for the unit's block,
 * else nobody (shown unassigned). A rule's category is a workflow category: a request made from a
 * template matches it by the template's; one made without (an inspection's finding, a request
 * whose kind was picked) by what the workflow category means (`requestCategory`: a category
 * named 'Bảo trì' or 'maintenance' is the repairs'). Read from rows every device of the complex
 * holds, so an offline tablet assigns as the server does.
 */
export async function autoAssignee(
  tx: MutationTx,
  complexId: string,
  templateCategory: string | null,
  apartmentId: string | null,
  requestCategory: InquiryCategory | null = null,
): Promise<Assignee> {
  const complex = await tx.get('complex', complexId);
  const unit = apartmentId ? await tx.get('apartment', apartmentId) : null;
  const block =
    unit && !unit.deletedAt ? await blockNamed(tx, complexId, unit.buildingBlock) : null;
  const categoryId = idSchema.safeParse(templateCategory).success ? templateCategory : null;
  const meaningOf = async (id: string) => {
    const named = await tx.get('workflowCategory', id);
    return named && !named.deletedAt ? (categoryNamed(named.name) ?? null) : null;
  };
  const categoryMatches = async (ruleCategory: string | null) =>
    ruleCategory === null ||
    ruleCategory === categoryId ||
    (categoryId === null &&
      requestCategory !== null &&
      (await meaningOf(ruleCategory)) === requestCategory);
  for (const rule of complex?.assignmentRules ?? []) {
    if (rule.blockId !== null && rule.blockId !== block?.id) continue;
    if (await categoryMatches(rule.categoryId)) {
      return { assignedTo: rule.assigneeName, assigneeId: rule.assigneeId };
    }
  }
  if (block?.onDutyId) return { assignedTo: block.onDutyName, assigneeId: block.onDutyId };
  return NOBODY;
}
