import type { ResidentPatchParsed } from '@chungcu/contracts';

/** The editable fields a PATCH may carry (everything of the patch schema but `baseVersion`). */
export type ResidentChanges = Omit<ResidentPatchParsed, 'baseVersion'>;

/**
 * Only the fields whose value differs from the current row: an edit sends no more than it
 * changes, so the server's field-level last-writer-wins never reverts someone else's edit of
 * another field (DESIGN, Conflicts). Absent and null count as the same "empty".
 */
export function diffResident(
  current: Readonly<Record<string, unknown>>,
  edited: ResidentChanges,
): ResidentChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(edited)) {
    if (value === undefined) continue;
    if ((current[field] ?? null) !== (value ?? null)) changes[field] = value;
  }
  return changes as ResidentChanges;
}
