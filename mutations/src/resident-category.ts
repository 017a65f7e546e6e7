import {
  type InquiryCategory,
  type ResidentCategory,
  residentCategories,
} from '@chungcu/contracts';
import { SHARED_SCOPE, scopeKeyOf } from './keys';
import type { MutationTx, RowOf } from './tx';

/**
 * The request category a resident category means when no template serves it: repairs are
 * maintenance, a neighbour's noise a complaint, the rest as their names say.
 */
export const inquiryCategoryOfResident: Record<ResidentCategory, InquiryCategory> = {
  electricity: 'maintenance',
  water: 'maintenance',
  elevator: 'maintenance',
  common_area: 'maintenance',
  cleaning: 'complaint',
  noise: 'complaint',
  security: 'security',
  parking: 'parking',
  other: 'general',
};

/** A template's resident categories, each once, in the enum's order (unknown keys dropped). */
export const servedCategories = (picked: readonly string[]): ResidentCategory[] =>
  residentCategories.values.filter((key) => picked.includes(key));

/** Whether a template serves `category` (a row written before the field serves none). */
const serves = (template: RowOf<'workflowTemplate'>, category: ResidentCategory) =>
  !template.deletedAt &&
  template.isActive &&
  (template.residentCategories ?? []).includes(category);

/**
 * The template a complex maps a resident category to: the complex's own before the company's
 * shared ones; among several of one scope, the oldest (ids are UUID v7, made where the template
 * was made, so both sides order them alike). Null when none serves it. Read through the tx, so
 * the device and the server choose the same.
 */
export async function templateForResidentCategory(
  tx: MutationTx,
  complexId: string,
  category: ResidentCategory,
): Promise<RowOf<'workflowTemplate'> | null> {
  for (const scope of [scopeKeyOf(complexId), SHARED_SCOPE]) {
    const serving = (await tx.list('workflowTemplate', 'scopeKey', scope))
      .filter((template) => serves(template, category))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    if (serving[0]) return serving[0];
  }
  return null;
}
