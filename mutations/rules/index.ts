export * from './harness';
export * from './fixtures';
export { residentRules } from './residents.rules';
export { workflowRules } from './workflow.rules';
