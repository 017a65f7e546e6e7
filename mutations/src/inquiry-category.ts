import {
  type InquiryCategory,
  type WorkflowCategory,
  type WorkflowTemplate,
  inquiryCategories,
} from '@chungcu/contracts';
import type { MutationTx } from './tx';

const CATEGORY_KEYS: readonly string[] = inquiryCategories.values;
/** A workflow category's id; anything else a template names is no category (never looked up). */
const CATEGORY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request category a workflow category's name means: its key or its Vietnamese label. */
export const categoryNamed = (name: string): InquiryCategory | undefined =>
  inquiryCategories.values.find(
    (key) => key === name.toLowerCase() || inquiryCategories.labels[key] === name,
  );

/**
 * The request category of a template: its category when one of the five, or the workflow
 * category it names whose name is one of the five (key or Vietnamese label); else 'general'.
 * `categories` holds the workflow categories the template may name.
 */
export function categoryOfTemplate(
  templateCategory: WorkflowTemplate['category'],
  categories: readonly Pick<WorkflowCategory, 'id' | 'name'>[],
): InquiryCategory {
  if (CATEGORY_KEYS.includes(templateCategory)) return templateCategory as InquiryCategory;
  const named = categories.find((c) => c.id === templateCategory);
  return (named && categoryNamed(named.name)) ?? 'general';
}

/** The same, reading the one workflow category the template names through the mutation's tx. */
export async function categoryOfTemplateIn(
  tx: MutationTx,
  template: Pick<WorkflowTemplate, 'category'>,
): Promise<InquiryCategory> {
  if (CATEGORY_KEYS.includes(template.category)) return template.category as InquiryCategory;
  if (!CATEGORY_ID.test(template.category)) return 'general';
  const named = await tx.get('workflowCategory', template.category);
  return categoryOfTemplate(template.category, named && !named.deletedAt ? [named] : []);
}
