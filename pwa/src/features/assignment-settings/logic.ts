import {
  type AssignmentRule,
  type AssignmentRulesPut,
  type Block,
  type WorkflowCategory,
  messages,
} from '@chungcu/contracts';
import { naturalOrder } from '../../lib/text';

/** A rule being edited: its account may still be unchosen (a rule just added). */
export interface DraftRule {
  /** React's key: stable while rules move. */
  key: string;
  categoryId: string | null;
  blockId: string | null;
  userId: string | null;
}

let drafted = 0;
const nextKey = () => `rule-${++drafted}`;

/** The saved rules as drafts, in their order. */
export const draftsOf = (rules: readonly AssignmentRule[]): DraftRule[] =>
  rules.map((rule) => ({
    key: nextKey(),
    categoryId: rule.categoryId,
    blockId: rule.blockId,
    userId: rule.assigneeId,
  }));

/** A new rule at the end: any category, any block, nobody chosen yet. */
export const addedRule = (rules: readonly DraftRule[]): DraftRule[] => [
  ...rules,
  { key: nextKey(), categoryId: null, blockId: null, userId: null },
];

/** The rules with the one at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function movedRule(rules: readonly DraftRule[], index: number, by: -1 | 1): DraftRule[] {
  const to = index + by;
  if (to < 0 || to >= rules.length) return [...rules];
  const next = [...rules];
  [next[index], next[to]] = [next[to] as DraftRule, next[index] as DraftRule];
  return next;
}

export const removedRule = (rules: readonly DraftRule[], index: number): DraftRule[] =>
  rules.filter((_, i) => i !== index);

export const changedRule = (
  rules: readonly DraftRule[],
  index: number,
  change: Partial<Omit<DraftRule, 'key'>>,
): DraftRule[] => rules.map((rule, i) => (i === index ? { ...rule, ...change } : rule));

/** Whether the drafts say what the saved rules say (same order, same choices). */
export const sameRules = (drafts: readonly DraftRule[], saved: readonly AssignmentRule[]) =>
  drafts.length === saved.length &&
  drafts.every(
    (d, i) =>
      d.categoryId === saved[i]?.categoryId &&
      d.blockId === saved[i]?.blockId &&
      d.userId === saved[i]?.assigneeId,
  );

/**
 * The PUT body, or the first rule without an account and the server's own message for it
 * (checked here too, so the screen says it before a round trip).
 */
export function rulesPutOf(
  drafts: readonly DraftRule[],
): { body: AssignmentRulesPut } | { invalidIndex: number; message: string } {
  const invalidIndex = drafts.findIndex((rule) => !rule.userId);
  if (invalidIndex >= 0) return { invalidIndex, message: messages.complex.assigneeRequired };
  return {
    body: {
      rules: drafts.map((rule) => ({
        categoryId: rule.categoryId,
        blockId: rule.blockId,
        userId: rule.userId as string,
      })),
    },
  };
}

/** A complex's live blocks, in natural order (B2 before B10). */
export const blocksOfComplex = (blocks: Iterable<Block>, complexId: string): Block[] =>
  [...blocks]
    .filter((block) => !block.deletedAt && block.complexId === complexId)
    .sort((a, b) => naturalOrder(a.name, b.name));

/** The live categories a rule of the complex may name: the company's shared ones and its own. */
export const categoriesOfComplex = (
  categories: Iterable<WorkflowCategory>,
  complexId: string,
): WorkflowCategory[] =>
  [...categories]
    .filter((c) => !c.deletedAt && (c.complexId === null || c.complexId === complexId))
    .sort((a, b) => naturalOrder(a.name, b.name));
