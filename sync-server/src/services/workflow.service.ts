import {
  type TemplateByInquiry,
  type WorkflowCategory,
  type WorkflowTemplate,
  type WorkflowTemplateDetail,
  messages,
} from '@chungcu/contracts';
import type { Db } from '../db/database';
import { canSee } from '../db/visibility';
import { type Actor, viewerOf } from './actor';
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
    /** Live templates the caller may see (shared, and their complexes'), oldest first. */
    listTemplates: (actor: Actor): Promise<WorkflowTemplate[]> =>
      workflow.listTemplates(viewerOf(actor)),

    /** A live template the caller may see, with its live steps in order; 404 otherwise. */
    async getTemplate(actor: Actor, id: string): Promise<WorkflowTemplateDetail> {
      const template = await workflow.findLiveTemplate(id);
      if (!template || !(await canSee(db, viewerOf(actor), 'workflowTemplate', id))) {
        throw notFound(t.notFound);
      }
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

    /** Live categories the caller may see (shared, and their complexes'), oldest first. */
    listCategories: (actor: Actor): Promise<WorkflowCategory[]> =>
      workflow.listCategories(viewerOf(actor)),
  };
}
export type WorkflowService = ReturnType<typeof createWorkflowService>;
