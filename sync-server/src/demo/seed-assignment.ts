import type { AssignmentRule, InquiryCategory } from '@chungcu/contracts';
import type { Tx } from '../db/database';
import { markDueAlertsSent } from '../services/sla-alerts';
import { demoAccounts } from './accounts';
import { type SeededTemplate, staffName } from './seed-workflow';
import { HANDLERS, TEMPLATES } from './workflow-data';

/**
 * A demo complex's automatic assignment (rule S28), as its office would set it: each category
 * to whom `HANDLERS` names for the complex (someone serving it), and in the first complex
 * anything else to the management board on duty in every block. And the history the demo starts
 * with counts as chased (S30): its old overdue requests do not flood the bell at the first start.
 */
export async function seedAssignment(
  trx: Tx,
  complexes: readonly { id: string; code: string }[],
  templates: readonly SeededTemplate[],
  now: Date,
): Promise<void> {
  // The category rows are the templates' (one template per category).
  const categoryOf = (key: InquiryCategory) => {
    const plan = TEMPLATES.find((p) => p.category === key);
    return templates.find((t) => t.key === plan?.key)?.template.category ?? null;
  };
  for (const [i, complex] of complexes.entries()) {
    const rules: AssignmentRule[] = [];
    for (const [key, staff] of Object.entries(HANDLERS[complex.code] ?? {})) {
      const categoryId = categoryOf(key as InquiryCategory);
      if (!categoryId || !staff) continue;
      const assigneeId = demoAccounts[staff].id;
      rules.push({ categoryId, blockId: null, assigneeId, assigneeName: staffName(staff) });
    }
    await trx('complexes')
      .where({ id: complex.id })
      .update({ assignment_rules: JSON.stringify(rules) });
    if (i > 0) continue;
    await trx('blocks')
      .where({ complex_id: complex.id })
      .update({ on_duty_id: demoAccounts.admin.id, on_duty_name: staffName('admin') });
  }
  await markDueAlertsSent(trx, now);
}
