import type { InquiryProgress, TemplateStep } from '@chungcu/contracts';

const HOUR_MS = 60 * 60 * 1000;

/** Which of the progress page's three cases applies. */
export type ProgressCase = 'steps' | 'preview' | 'empty';

export function progressCase(
  steps: readonly unknown[],
  templateSteps: readonly unknown[],
): ProgressCase {
  if (steps.length > 0) return 'steps';
  return templateSteps.length > 0 ? 'preview' : 'empty';
}

/** An inquiry's steps by step order (the mirror holds them in no order). */
export function stepsInOrder(steps: readonly InquiryProgress[]): InquiryProgress[] {
  return [...steps].sort((a, b) => a.stepOrder - b.stepOrder);
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

/**
 * The preview as a resident sees it: an example of the steps to come, none of them done and no
 * dates, so nothing reads as if it had already happened to their request.
 */
export function exampleSteps(preview: readonly InquiryProgress[]): InquiryProgress[] {
  return preview.map((step) => ({
    ...step,
    status: 'waiting',
    startedAt: null,
    completedAt: null,
  }));
}

/**
 * The preview of case (b), illustrative only: the template's steps as a timeline with the first
 * two completed, the third in progress and the rest waiting, on sample dates. Nothing is stored.
 */
export function previewSteps(
  inquiryId: string,
  templateSteps: readonly TemplateStep[],
  now = new Date(),
): InquiryProgress[] {
  const at = now.toISOString();
  const day = (n: number) => new Date(now.getTime() - n * 24 * HOUR_MS).toISOString();
  return orderedTemplateSteps(templateSteps).map((step, index) => ({
    // The template step's id: a stable key for the preview, never stored.
    id: step.id,
    version: 0,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    inquiryId,
    complexId: step.complexId ?? '',
    stepOrder: index + 1,
    stepTitle: step.stepName,
    status: index < 2 ? 'completed' : index === 2 ? 'in_progress' : 'waiting',
    assignee: step.defaultAssigneeName,
    assigneeRole: step.defaultAssigneeRole,
    description: step.description,
    isRequired: step.isRequired,
    estimatedDuration: step.estimatedDuration,
    startedAt: index <= 2 ? day(3 - index) : null,
    completedAt: index < 2 ? day(2 - index) : null,
    notes: null,
    skipReason: null,
    isInternal: false,
  }));
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
  for (const s of stepsInOrder(steps))
    if (s.assignee && !seen.has(s.assignee)) seen.set(s.assignee, s.assigneeRole);
  return [...seen].map(([name, role]) => ({ name, role }));
}
