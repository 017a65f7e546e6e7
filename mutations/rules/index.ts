import type { RulesHarness } from './harness';
import { announcementRules } from './announcements.rules';
import { apartmentRules } from './apartments.rules';
import { assignmentRules } from './assignments.rules';
import { assignmentRulesRules } from './assignment-rules.rules';
import { attachmentRules } from './attachments.rules';
import { blockRules } from './blocks.rules';
import { bankAccountRules } from './bank-accounts.rules';
import { feeRules } from './fees.rules';
import { feePeriodRules } from './fee-periods.rules';
import { unitChargeRules } from './unit-charges.rules';
import { paymentRules } from './payments.rules';
import { householdRules } from './household.rules';
import { inquiryRules } from './inquiries.rules';
import { inquiryCompletionRules } from './inquiry-completion.rules';
import { inquiryMessageRules } from './inquiry-messages.rules';
import { inspectionRules } from './inspections.rules';
import { meterRules } from './meters.rules';
import { progressRules } from './progress.rules';
import { residentCategoryRules } from './resident-categories.rules';
import { residentRules } from './residents.rules';
import { slaRules } from './sla.rules';
import { workflowRules } from './workflow.rules';

export * from './harness';
export * from './fixtures';
export { inspectionFile, newInspectionTemplate } from './inspections.rules';
export * from './meter-fixtures';
export { newVehicle } from './household.rules';
export { newAnnouncement } from './announcements.rules';
export { newFeeType } from './fees.rules';
export { newBankAccount } from './bank-accounts.rules';

/**
 * Every mutation's rules, registered once: the device runs them over its mirror, the server
 * inside its write transactions. A new rules suite is added here, and runs in both places.
 */
export function allMutationRules(harness: () => RulesHarness): void {
  residentRules(harness);
  apartmentRules(harness);
  blockRules(harness);
  assignmentRules(harness);
  workflowRules(harness);
  inquiryRules(harness);
  inquiryCompletionRules(harness);
  residentCategoryRules(harness);
  inquiryMessageRules(harness);
  slaRules(harness);
  assignmentRulesRules(harness);
  progressRules(harness);
  attachmentRules(harness);
  inspectionRules(harness);
  meterRules(harness);
  householdRules(harness);
  announcementRules(harness);
  feeRules(harness);
  bankAccountRules(harness);
  feePeriodRules(harness);
  unitChargeRules(harness);
  paymentRules(harness);
}
