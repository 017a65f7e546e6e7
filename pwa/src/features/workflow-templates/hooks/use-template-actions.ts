import { useCallback } from 'react';
import type {
  ResidentCategory,
  SlaPolicy,
  TemplateStepCreate,
  WorkflowCategory,
  WorkflowCategoryCreate,
  WorkflowTemplate,
  WorkflowTemplateCreate,
} from '@chungcu/contracts';
import { useSaveToast } from '../../../ui/save-toast';
import { useToast } from '../../../ui/toast';
import {
  addStep,
  createCategory,
  createTemplate,
  deleteTemplate,
  restoreTemplate,
  setCategorySla,
  setResidentCategories,
} from '../mutations';
import { workflowStrings } from '../strings';

/** The toasts' texts in the language of the moment they show. */
const t = () => workflowStrings.get().toast;

/**
 * The screen's writes with their success toasts, shown once the server has the
 * change (else 'saved on this device'). An error here is a local failure; server refusals are
 * announced by the app's rejection toast.
 */
export function useTemplateActions() {
  const toast = useToast();
  const save = useSaveToast();
  const run = useCallback(
    async <T>(action: () => Promise<T>, success: string): Promise<T | null> => {
      try {
        return await save(action, { title: t().successTitle, description: success });
      } catch (error) {
        console.error(error);
        toast({ title: t().errorTitle, description: t().failed, variant: 'destructive' });
        return null;
      }
    },
    [toast, save],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        // No confirmation: the toast offers the undo instead.
        await save(
          () => deleteTemplate(id),
          (removed) => ({
            title: t().successTitle,
            description: t().templateDeleted,
            action: {
              label: t().undo,
              onClick: () => void run(() => restoreTemplate(removed), t().templateRestored),
            },
          }),
        );
        return true;
      } catch (error) {
        console.error(error);
        toast({ title: t().errorTitle, description: t().failed, variant: 'destructive' });
        return false;
      }
    },
    [run, save, toast],
  );

  return {
    createCategory: (values: WorkflowCategoryCreate) =>
      run(() => createCategory(values), t().categoryCreated),
    setCategorySla: (category: WorkflowCategory, sla: SlaPolicy | null) =>
      run(() => setCategorySla(category, sla), t().slaSaved),
    createTemplate: (values: Omit<WorkflowTemplateCreate, 'createdByAdminId' | 'id'>) =>
      run(() => createTemplate(values), t().templateCreated),
    setResidentCategories: (template: WorkflowTemplate, categories: ResidentCategory[]) =>
      run(() => setResidentCategories(template, categories), t().residentCategoriesSaved),
    addStep: (templateId: string, values: Omit<TemplateStepCreate, 'id' | 'stepOrder'>) =>
      run(() => addStep(templateId, values), t().stepAdded),
    remove,
  };
}
export type TemplateActions = ReturnType<typeof useTemplateActions>;
