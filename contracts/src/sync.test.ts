import { describe, expect, it } from 'vitest';
import { changesResponseSchema, parseChangesResponse } from './sync';

const row = (fields: Record<string, unknown> = {}) => ({
  entity: 'resident',
  id: 'r-1',
  version: 7,
  deletedAt: null,
  data: { id: 'r-1', firstName: 'An' },
  ...fields,
});
const page = (changes: unknown[]) => ({ changes, cursor: 7, hasMore: false });

describe('parseChangesResponse', () => {
  it('answers what changesResponseSchema answers for a good page', () => {
    const body = page([row(), row({ id: 'r-2', deletedAt: '2026-01-01T00:00:00.000Z' })]);
    expect(parseChangesResponse(body)).toEqual(changesResponseSchema.parse(body));
  });

  it.each([
    ['an unknown entity', row({ entity: 'spaceship' })],
    ['a version that is not an integer', row({ version: 1.5 })],
    ['a missing id', row({ id: undefined })],
    ['a deletedAt that is a number', row({ deletedAt: 5 })],
    ['data that is an array', row({ data: [] })],
    ['data that is null', row({ data: null })],
    ['a row that is a string', 'resident'],
  ])('refuses %s, as the schema does, naming the row', (_what, bad) => {
    const body = page([row(), bad]);
    expect(() => changesResponseSchema.parse(body)).toThrow();
    expect(() => parseChangesResponse(body)).toThrow(/changes/);
  });

  it('refuses a bad envelope', () => {
    expect(() => parseChangesResponse({ changes: [], cursor: 'x', hasMore: false })).toThrow();
    expect(() => parseChangesResponse({ cursor: 1, hasMore: false })).toThrow();
  });
});
