import { idSchema } from '@chungcu/contracts';
import { blockNamed } from './blocks';
import type { MutationTx } from './tx';

export interface Assignee {
  assignedTo: string | null;
  assigneeId: string | null;
}

export const NOBODY: Assignee = { assignedTo: null, assigneeId: null };

/**
 * Who a new request of `complexId` goes to (rule S28): the first of the complex's rules whose
 * category (the template's category row) and block (the unit's) match, else the staff member on
 * duty for the unit's block, else nobody (shown unassigned). Read from rows every device of the
 * complex holds, so an offline tablet assigns as the server does.
 */
export async function autoAssignee(
  tx: MutationTx,
  complexId: string,
  templateCategory: string | null,
  apartmentId: string | null,
): Promise<Assignee> {
  const complex = await tx.get('complex', complexId);
  const unit = apartmentId ? await tx.get('apartment', apartmentId) : null;
  const block =
    unit && !unit.deletedAt ? await blockNamed(tx, complexId, unit.buildingBlock) : null;
  const categoryId = idSchema.safeParse(templateCategory).success ? templateCategory : null;
  const rule = (complex?.assignmentRules ?? []).find(
    (r) =>
      (r.categoryId === null || r.categoryId === categoryId) &&
      (r.blockId === null || r.blockId === block?.id),
  );
  if (rule) return { assignedTo: rule.assigneeName, assigneeId: rule.assigneeId };
  if (block?.onDutyId) return { assignedTo: block.onDutyName, assigneeId: block.onDutyId };
  return NOBODY;
}
