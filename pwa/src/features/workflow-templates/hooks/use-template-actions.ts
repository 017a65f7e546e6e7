import { useCallback } from 'react';
import type {
  TemplateStepCreate,
  WorkflowCategoryCreate,
  WorkflowTemplateCreate,
} from '@chungcu/contracts';
import { useToast } from '../../../ui/toast';
import {
  addStep,
  createCategory,
  createTemplate,
  deleteTemplate,
  restoreTemplate,
} from '../mutations';
import { workflowStrings } from '../strings';

const t = workflowStrings.toast;

/**
 * The screen's writes with their success toasts (spec section 8). They only touch the mirror and
 * the outbox, so an error here is a local failure; server refusals show on the sync screen.
 */
export function useTemplateActions() {
  const toast = useToast();
  const run = useCallback(
    async <T>(action: () => Promise<T>, success: string): Promise<T | null> => {
      try {
        const result = await action();
        toast({ title: t.successTitle, description: success });
        return result;
      } catch (error) {
        console.error(error);
        toast({ title: t.errorTitle, description: t.failed, variant: 'destructive' });
        return null;
      }
    },
    [toast],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        const removed = await deleteTemplate(id);
        // No confirmation (spec section 2): the toast offers the undo instead.
        toast({
          title: t.successTitle,
          description: t.templateDeleted,
          action: {
            label: t.undo,
            onClick: () => void run(() => restoreTemplate(removed), t.templateRestored),
          },
        });
        return true;
      } catch (error) {
        console.error(error);
        toast({ title: t.errorTitle, description: t.failed, variant: 'destructive' });
        return false;
      }
    },
    [run, toast],
  );

  return {
    createCategory: (values: WorkflowCategoryCreate) =>
      run(() => createCategory(values), t.categoryCreated),
    createTemplate: (values: Omit<WorkflowTemplateCreate, 'createdByAdminId' | 'id'>) =>
      run(() => createTemplate(values), t.templateCreated),
    addStep: (templateId: string, values: Omit<TemplateStepCreate, 'id' | 'stepOrder'>) =>
      run(() => addStep(templateId, values), t.stepAdded),
    remove,
  };
}
export type TemplateActions = ReturnType<typeof useTemplateActions>;
