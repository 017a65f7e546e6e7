import { householdRelations } from '@chungcu/contracts';
import { catalogue } from '../catalogue';

/**
 * The names of contracts' enums that several features show, written once: Vietnamese as
 * contracts labels them, English in strings.en.ts.
 */
export const enumStrings = catalogue('enums', {
  /** How a member relates to the head of the household. */
  relations: householdRelations.labels,
});
