import * as contracts from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenLocale, translationsLoading } from '../test-support';
import english from './strings.en';
import { enumStrings } from './strings';

afterEach(() => chosenLocale.set('vi'));

/** Every enum contracts names for people: `{ values, labels, schema }`, by export name. */
const labelledEnums = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, { values: readonly string[]; labels: Record<string, string> }] => {
    const value = entry[1] as { values?: unknown; labels?: unknown } | null;
    return Array.isArray(value?.values) && typeof value?.labels === 'object';
  },
);

/** The catalogue's group for a contracts enum (`householdRelations` is `relations`). */
const groupOf = (name: string) => (name === 'householdRelations' ? 'relations' : name);

describe('the enums catalogue', () => {
  it('names every value of every contracts enum, in Vietnamese as contracts labels it', () => {
    expect(labelledEnums.length).toBeGreaterThan(10);
    const vietnamese = enumStrings.get() as unknown as Record<string, Record<string, string>>;
    for (const [name, { values, labels }] of labelledEnums) {
      const group = vietnamese[groupOf(name)];
      expect(group, `${name} has no group in lib/i18n/enums/strings.ts`).toBeDefined();
      expect(Object.keys(group ?? {}).sort(), name).toEqual([...values].sort());
      expect(group, name).toEqual(labels);
    }
  });

  it('has English for every name, never the Vietnamese itself', async () => {
    const vietnamese = Object.entries(enumStrings.base);
    for (const [key, text] of vietnamese) {
      const translated = english.flat[key];
      expect(typeof translated, key).toBe('string');
      expect(translated, key).not.toBe(text);
    }
    chosenLocale.set('en');
    await translationsLoading();
    const shown = enumStrings.get();
    expect(shown.apartmentStatuses.available).toBe('Available');
    expect(shown.residentStatuses.pending).toBe('Pending');
    expect(shown.priorities.urgent).toBe('Urgent');
    expect(shown.inquiryStatuses.in_progress).toBe('In progress');
    chosenLocale.set('vi');
    expect(enumStrings.get().apartmentStatuses.available).toBe('Còn trống');
  });
});
