import {
  type TemplateByInquiry,
  type TemplateStepCreateParsed,
  type WorkflowCategory,
  type WorkflowCategoryCreateParsed,
  type WorkflowTemplate,
  type WorkflowTemplateCreateParsed,
  type WorkflowTemplateDetail,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import type { Db } from '../db/database';
import { templateSteps, workflowCategories, workflowTemplates } from '../db/tables';
import { insertEntity, lockEntity, softDeleteEntity, updateEntity } from '../sync/entity-writer';
import { type MutationRequest, runMutation } from '../sync/mutation';
import type { Actor } from './actor';
import { notFound } from './errors';
import { createInquiryDeps, findVisibleInquiry } from './inquiry-access';

const t = messages.template;

/** Workflow templates, their steps and categories. Routes check the role. */
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

    /** Creates a template (active; `createdByAdminId` defaults to admin-001 in the schema). */
    createTemplate(request: MutationRequest, body: WorkflowTemplateCreateParsed) {
      return runMutation(db, request, async (ctx) => {
        const { id, ...fields } = body;
        const template = await insertEntity(ctx, workflowTemplates, {
          ...fields,
          id: id ?? uuidv7(),
        });
        return { status: 201, body: template };
      });
    },

    /**
     * Adds a step to a live template; 404 for an unknown or deleted one. Step orders may repeat
     * (two offline devices may both add "step 3"): reads order by step order, then age.
     */
    addStep(request: MutationRequest, templateId: string, body: TemplateStepCreateParsed) {
      return runMutation(db, request, async (ctx) => {
        // Locked before the version clock, as the step's foreign key would lock it after.
        const template = await lockEntity(ctx, workflowTemplates, templateId);
        if (!template || template.deletedAt) throw notFound(t.notFound);
        const { id, ...fields } = body;
        const step = await insertEntity(ctx, templateSteps, {
          ...fields,
          id: id ?? uuidv7(),
          templateId,
        });
        return { status: 201, body: step };
      });
    },

    /**
     * Tombstones a template (rule S10). Its steps and the progress already created from it stay:
     * inquiries keep their timeline, and a restore brings the template back whole.
     */
    removeTemplate(request: MutationRequest, id: string) {
      return runMutation(db, request, async (ctx) => {
        await softDeleteEntity(ctx, workflowTemplates, id, t.notFound);
        return { status: 204, body: null };
      });
    },

    /** Undoes a delete; a live template answers 200 unchanged, an unknown one 404. */
    restoreTemplate(request: MutationRequest, id: string) {
      return runMutation(db, request, async (ctx) => {
        const current = await lockEntity(ctx, workflowTemplates, id);
        if (!current) throw notFound(t.notFound);
        if (!current.deletedAt) return { status: 200, body: current };
        const template = await updateEntity(
          ctx,
          workflowTemplates,
          id,
          { deletedAt: null },
          { allowDeleted: true, action: 'restore', notFoundMessage: t.notFound },
        );
        return { status: 200, body: template };
      });
    },

    /** Live categories, oldest first. */
    listCategories: (): Promise<WorkflowCategory[]> => workflow.listCategories(),

    /** Creates a category; the colour defaults to #3B82F6 in the schema. */
    createCategory(request: MutationRequest, body: WorkflowCategoryCreateParsed) {
      return runMutation(db, request, async (ctx) => {
        const { id, ...fields } = body;
        const category = await insertEntity(ctx, workflowCategories, {
          ...fields,
          id: id ?? uuidv7(),
        });
        return { status: 201, body: category };
      });
    },
  };
}
export type WorkflowService = ReturnType<typeof createWorkflowService>;
