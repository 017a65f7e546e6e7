import {
  type InquiryCategory,
  type InquiryProgress,
  type TemplateStep,
  type WorkflowCategory,
  inquiryCategories,
  uuidv7,
} from '@chungcu/contracts';
import { newRowStamps } from '../../../data';

const HOUR_MS = 60 * 60 * 1000;

/** Which of the progress page's three cases applies (spec section 2). */
export type ProgressCase = 'steps' | 'preview' | 'empty';

export function progressCase(
  steps: readonly unknown[],
  templateSteps: readonly unknown[],
): ProgressCase {
  if (steps.length > 0) return 'steps';
  return templateSteps.length > 0 ? 'preview' : 'empty';
}

/** A step made on this device, not yet replaced by the server's row (its id is not the server's). */
export const isProvisional = (step: Pick<InquiryProgress, 'version'>) => step.version === 0;

/**
 * The steps to show, by step order: once any server row exists for the inquiry, provisional rows
 * are ignored (they are deleted by `dropProvisionalSteps`).
 */
/**
 * Provisional steps are sent with their ids, so the server's rows usually replace them in place.
 * Only when the server had to make its own ids (this device's copy of the template was out of
 * date) do both exist: a provisional step is then stale when a server step has its order.
 */
function isStale(step: InquiryProgress, steps: readonly InquiryProgress[]): boolean {
  return (
    isProvisional(step) && steps.some((s) => !isProvisional(s) && s.stepOrder === step.stepOrder)
  );
}

export function visibleSteps(steps: readonly InquiryProgress[]): InquiryProgress[] {
  return steps.filter((s) => !isStale(s, steps)).sort((a, b) => a.stepOrder - b.stepOrder);
}

/** Provisional rows to delete: those a server step of the same order has replaced. */
export function staleProvisional(steps: readonly InquiryProgress[]): string[] {
  return steps.filter((s) => isStale(s, steps)).map((s) => s.id);
}

/** Live template steps in the server's order (stepOrder, then createdAt, then id). */
export function orderedTemplateSteps(steps: readonly TemplateStep[]): TemplateStep[] {
  return steps
    .filter((s) => !s.deletedAt)
    .sort(
      (a, b) =>
        a.stepOrder - b.stepOrder ||
        a.createdAt.localeCompare(b.createdAt) ||
        a.id.localeCompare(b.id),
    );
}

/** The steps init-progress creates, as the server makes them (version 0: provisional). */
export function provisionalSteps(
  inquiryId: string,
  templateSteps: readonly TemplateStep[],
  now = new Date(),
): InquiryProgress[] {
  const at = now.toISOString();
  return orderedTemplateSteps(templateSteps).map((step, index) => ({
    id: uuidv7(),
    ...newRowStamps(at),
    inquiryId,
    stepOrder: index + 1,
    stepTitle: step.stepName,
    status: index === 0 ? 'pending' : 'waiting',
    assignee: step.defaultAssigneeName,
    assigneeRole: step.defaultAssigneeRole,
    description: step.description,
    isRequired: step.isRequired,
    estimatedDuration: step.estimatedDuration,
    completedAt: null,
    startedAt: null,
    notes: null,
  }));
}

/** The preview of case (b): first two completed, third in progress, rest waiting, sample dates. */
export function previewSteps(
  inquiryId: string,
  templateSteps: readonly TemplateStep[],
  now = new Date(),
) {
  return provisionalSteps(inquiryId, templateSteps, now).map((step, index) => {
    const day = (n: number) => new Date(now.getTime() - n * 24 * HOUR_MS).toISOString();
    const status = index < 2 ? 'completed' : index === 2 ? 'in_progress' : 'waiting';
    return {
      ...step,
      status,
      startedAt: index <= 2 ? day(3 - index) : null,
      completedAt: index < 2 ? day(2 - index) : null,
    };
  });
}

/** now + the template steps' estimated hours, when any has an estimate (the server's rule). */
export function dueDateFrom(
  templateSteps: readonly TemplateStep[],
  now = new Date(),
): string | null {
  const hours = templateSteps.filter((s) => !s.deletedAt && s.estimatedDuration !== null);
  if (hours.length === 0) return null;
  const total = hours.reduce((sum, s) => sum + (s.estimatedDuration ?? 0), 0);
  return new Date(now.getTime() + total * HOUR_MS).toISOString();
}

/**
 * The inquiry category of a template: its category when one of the five, or the workflow
 * category it names whose name is one of the five (key or Vietnamese label); else 'general'.
 */
export function categoryOfTemplate(
  templateCategory: string,
  categories: readonly Pick<WorkflowCategory, 'id' | 'name'>[],
): InquiryCategory {
  const values = inquiryCategories.values as readonly string[];
  const match = (text: string) =>
    inquiryCategories.values.find(
      (key) => key === text.toLowerCase() || inquiryCategories.labels[key] === text,
    );
  if (values.includes(templateCategory)) return templateCategory as InquiryCategory;
  const named = categories.find((c) => c.id === templateCategory);
  return (named && match(named.name)) ?? 'general';
}

/** True when every required step is completed (and there is at least one step). */
export function requiredStepsDone(steps: readonly InquiryProgress[]): boolean {
  const required = steps.filter((s) => s.isRequired !== false);
  return steps.length > 0 && required.every((s) => s.status === 'completed');
}

/** Distinct assignees of the steps, in step order (the detail page's reviewers and followers). */
export function assigneesOf(
  steps: readonly InquiryProgress[],
): { name: string; role: string | null }[] {
  const seen = new Map<string, string | null>();
  for (const s of visibleSteps(steps))
    if (s.assignee && !seen.has(s.assignee)) seen.set(s.assignee, s.assigneeRole);
  return [...seen].map(([name, role]) => ({ name, role }));
}
