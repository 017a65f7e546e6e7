import {
  type TemplateByInquiry,
  type WorkflowCategory,
  type WorkflowTemplate,
  type WorkflowTemplateDetail,
  messages,
} from '@chungcu/contracts';
import type { Db } from '../db/database';
import type { Actor } from './actor';
import { notFound } from './errors';
import { createInquiryDeps, findVisibleInquiry } from './inquiry-access';

const t = messages.template;

/**
 * Reads of workflow templates, their steps and categories. Writes are the named mutations of
 * `@chungcu/mutations` (workflow.ts), run by the mutations service.
 */
export function createWorkflowService(db: Db) {
  const deps = createInquiryDeps(db);
  const { workflow } = deps;
  return {
    /** Live templates, oldest first. */
    listTemplates: (): Promise<WorkflowTemplate[]> => workflow.listTemplates(),

    /** A live template with its live steps in order; 404 otherwise. */
    async getTemplate(id: string): Promise<WorkflowTemplateDetail> {
      const template = await workflow.findLiveTemplate(id);
      if (!template) throw notFound(t.notFound);
      return { ...template, templateSteps: await workflow.listSteps(id) };
    },

    /** The template of an inquiry the caller may see; 404 without one (or when it is deleted). */
    async templateByInquiry(actor: Actor, inquiryId: string): Promise<TemplateByInquiry> {
      const inquiry = await findVisibleInquiry(deps, actor, inquiryId);
      const template = inquiry.templateId
        ? await workflow.findLiveTemplate(inquiry.templateId)
        : null;
      if (!template) throw notFound(t.notFound);
      return {
        templateName: template.templateName,
        templateSteps: await workflow.listSteps(template.id),
      };
    },

    /** Live categories, oldest first. */
    listCategories: (): Promise<WorkflowCategory[]> => workflow.listCategories(),
  };
}
export type WorkflowService = ReturnType<typeof createWorkflowService>;
