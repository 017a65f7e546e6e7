import { describe, expect, it } from 'vitest';
import { type AssignmentRule, type Block, messages } from '@chungcu/contracts';
import {
  addedRule,
  blocksOfComplex,
  changedRule,
  draftsOf,
  movedRule,
  removedRule,
  rulesPutOf,
  sameRules,
} from './logic';

const saved: AssignmentRule[] = [
  { categoryId: 'c-dien', blockId: null, assigneeId: 'u-hoa', assigneeName: 'Đỗ Thị Hoa' },
  { categoryId: null, blockId: 'b-a', assigneeId: 'u-nam', assigneeName: 'Trần Văn Nam' },
];

describe('assignment rules being edited', () => {
  it('start as the saved rules and say so; any edit makes them differ until undone', () => {
    const drafts = draftsOf(saved);
    expect(sameRules(drafts, saved)).toBe(true);
    const swapped = movedRule(drafts, 0, 1);
    expect(swapped.map((r) => r.userId)).toEqual(['u-nam', 'u-hoa']);
    expect(sameRules(swapped, saved)).toBe(false);
    expect(sameRules(movedRule(swapped, 1, -1), saved)).toBe(true);
    // At an end a move changes nothing.
    expect(movedRule(drafts, 0, -1).map((r) => r.key)).toEqual(drafts.map((r) => r.key));
    expect(sameRules(removedRule(drafts, 1), saved)).toBe(false);
    expect(sameRules(changedRule(drafts, 0, { blockId: 'b-a' }), saved)).toBe(false);
  });

  it('are sent in order, and a rule without an account is refused with the server’s message', () => {
    const drafts = addedRule(draftsOf(saved));
    expect(rulesPutOf(drafts)).toEqual({
      invalidIndex: 2,
      message: messages.complex.assigneeRequired,
    });
    const chosen = changedRule(drafts, 2, { userId: 'u-hoa' });
    expect(rulesPutOf(chosen)).toEqual({
      body: {
        rules: [
          { categoryId: 'c-dien', blockId: null, userId: 'u-hoa' },
          { categoryId: null, blockId: 'b-a', userId: 'u-nam' },
          { categoryId: null, blockId: null, userId: 'u-hoa' },
        ],
      },
    });
  });

  it('offer the complex’s live blocks in natural order', () => {
    const block = (name: string, complexId = 'x', deletedAt: string | null = null) =>
      ({ id: name, name, complexId, deletedAt }) as Block;
    const blocks = [block('B10'), block('B2'), block('A', 'y'), block('C', 'x', '2026-01-01')];
    expect(blocksOfComplex(blocks, 'x').map((b) => b.name)).toEqual(['B2', 'B10']);
  });
});
