import type { AssignmentRule, InquiryCategory } from '@chungcu/contracts';
import type { Tx } from '../db/database';
import { markDueAlertsSent } from '../services/sla-alerts';
import { demoAccounts } from './accounts';
import { type SeededTemplate, staffName } from './seed-workflow';
import { TEMPLATES } from './workflow-data';

/**
 * The first complex's automatic assignment (rule S28), as its office would set it: repairs to the
 * technician, security and parking to the guard, anything else to the management board on duty in
 * every block. And the history the demo starts with counts as chased (S30): its old overdue
 * requests do not flood the bell at the first start.
 */
export async function seedAssignment(
  trx: Tx,
  complexId: string,
  templates: readonly SeededTemplate[],
  now: Date,
): Promise<void> {
  // The category rows are the templates' (one template per category).
  const categoryOf = (key: InquiryCategory) => {
    const plan = TEMPLATES.find((p) => p.category === key);
    return templates.find((t) => t.key === plan?.key)?.template.category ?? null;
  };
  const rule = (key: InquiryCategory, staff: 'technician' | 'security'): AssignmentRule[] => {
    const categoryId = categoryOf(key);
    if (!categoryId) return [];
    const account = demoAccounts[staff];
    return [{ categoryId, blockId: null, assigneeId: account.id, assigneeName: staffName(staff) }];
  };
  const rules = [
    ...rule('maintenance', 'technician'),
    ...rule('security', 'security'),
    ...rule('parking', 'security'),
  ];
  await trx('complexes')
    .where({ id: complexId })
    .update({ assignment_rules: JSON.stringify(rules) });
  await trx('blocks')
    .where({ complex_id: complexId })
    .update({ on_duty_id: demoAccounts.admin.id, on_duty_name: staffName('admin') });
  await markDueAlertsSent(trx, now);
}
