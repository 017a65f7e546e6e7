import type { LabelUnit } from './label-sheet';
import { byUnitNumber } from '../../lib/text';

/** Letters and digits only, lower case: "A2-1207", "a2 1207" and "A21207" are the same key. */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The units whose number contains what was typed (the scanner's fallback when there is no
 * camera): an exact number first, then the rest in unit order, at most `limit`.
 */
export function findUnitsByNumber(
  rows: Iterable<LabelUnit & { deletedAt?: string | null }>,
  typed: string,
  limit = 6,
): LabelUnit[] {
  const key = compact(typed);
  if (!key) return [];
  const exact: LabelUnit[] = [];
  const partial: LabelUnit[] = [];
  for (const row of rows) {
    if (row.deletedAt) continue;
    const number = compact(row.unitNumber);
    if (number === key) exact.push(row);
    else if (number.includes(key)) partial.push(row);
  }
  partial.sort(byUnitNumber);
  return [...exact, ...partial].slice(0, limit);
}
