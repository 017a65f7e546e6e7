export * from './harness';
export * from './fixtures';
export { residentRules } from './residents.rules';
