export * from './harness';
export * from './fixtures';
export { residentRules } from './residents.rules';
export { apartmentRules } from './apartments.rules';
export { assignmentRules } from './assignments.rules';
export { workflowRules } from './workflow.rules';
export { inquiryRules } from './inquiries.rules';
export { progressRules } from './progress.rules';
