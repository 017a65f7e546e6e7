import {
  type Block,
  type Complex,
  type StaffAssignments,
  type User,
  fullName,
  isComplexRole,
  messages,
} from '@chungcu/contracts';
import { HttpError } from '../../data';
import { naturalOrder } from '../../lib/text';

/** The fields of the complex dialog. */
export type ComplexField = 'code' | 'name' | 'address';

/**
 * The server's refusal of a complex as messages under the dialog's fields: its validation issues
 * by field, a taken code under the code; anything else in `form` (shown above the fields).
 */
export function complexFieldErrors(error: unknown): {
  fields: Partial<Record<ComplexField, string>>;
  form: string | null;
} {
  const fields: Partial<Record<ComplexField, string>> = {};
  if (!(error instanceof HttpError)) return { fields, form: null };
  if (error.serverMessage === messages.complex.codeTaken) {
    return { fields: { code: error.serverMessage }, form: null };
  }
  let issues: { path?: unknown; message?: unknown }[] = [];
  try {
    const body = JSON.parse(error.bodyText) as { issues?: typeof issues };
    issues = Array.isArray(body.issues) ? body.issues : [];
  } catch {
    // Not JSON (a proxy's page): the general message below says it.
  }
  for (const issue of issues) {
    const field: unknown = Array.isArray(issue.path) ? issue.path[0] : undefined;
    if (
      (field === 'code' || field === 'name' || field === 'address') &&
      typeof issue.message === 'string'
    )
      fields[field] ??= issue.message;
  }
  return { fields, form: Object.keys(fields).length ? null : error.serverMessage };
}

/** One manager or staff member and the complexes they serve. */
export interface StaffRow {
  user: User;
  name: string;
  complexIds: readonly string[];
}

/**
 * The accounts assigned by complex (managers and staff), by name, with the complexes they serve
 * now; the company administrator and residents are not assigned.
 */
export function staffRows(users: readonly User[], assignments: StaffAssignments): StaffRow[] {
  const served = new Map(assignments.map((a) => [a.userId, a.complexIds]));
  return users
    .filter((u) => isComplexRole(u.role))
    .map((user) => ({
      user,
      name: fullName(user) || user.email || user.id,
      complexIds: served.get(user.id) ?? [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'vi'));
}

/** `ids` with `id` put in or taken out, in the order of `complexes` (what is saved). */
export function toggled(
  ids: readonly string[],
  id: string,
  on: boolean,
  complexes: readonly Complex[],
): string[] {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return complexes.map((c) => c.id).filter((c) => next.has(c));
}

/** Whether two lists of complex ids name the same complexes. */
export const sameComplexes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** Complexes by name, Vietnamese order. */
export const byName = (complexes: readonly Complex[]) =>
  [...complexes].sort((a, b) => a.name.localeCompare(b.name, 'vi'));

/** Live blocks by complex, each complex's in natural order ("B2" before "B10"). */
export function blocksByComplex(blocks: readonly Block[]): Map<string, Block[]> {
  const byComplex = new Map<string, Block[]>();
  for (const block of blocks) {
    if (block.deletedAt) continue;
    byComplex.set(block.complexId, [...(byComplex.get(block.complexId) ?? []), block]);
  }
  for (const list of byComplex.values()) list.sort((a, b) => naturalOrder(a.name, b.name));
  return byComplex;
}
