import type { StringsOf } from '../../lib/i18n';
import type { syncStrings } from './strings';

type Strings = StringsOf<typeof syncStrings>;

/**
 * What waits to be sent, in what people did: '2 cư dân mới, 1 chỉ số công tơ, 3 ảnh (tổng 6)',
 * one part per mutation name in the order the first of each was made. Names without a label (a
 * first-version entry) are counted together as other changes, last.
 */
export function pendingSummary(
  byName: readonly (readonly [name: string | null, count: number])[],
  s: Strings,
): string {
  let total = 0;
  let other = 0;
  const parts: string[] = [];
  for (const [name, count] of byName) {
    total += count;
    const label = name === null ? undefined : s.kinds[name];
    if (label) parts.push(label(count));
    else other += count;
  }
  if (total === 0) return s.pendingNone;
  if (other > 0) parts.push(s.otherKind(other));
  return s.pendingSummary(parts, total);
}
