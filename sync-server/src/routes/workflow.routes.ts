import { Router } from 'express';
import {
  messages,
  templateRestoreRequestSchema,
  templateStepCreateSchema,
  uuidv7,
  workflowCategoryCreateSchema,
  workflowCategoryPatchSchema,
  workflowTemplateCreateSchema,
} from '@chungcu/contracts';
import type { Services } from '../services';
import {
  created,
  mutationRequest,
  noContent,
  parseBody,
  parseId,
  requireStaff,
  requireUser,
  sendResult,
  updated,
} from './http';

/**
 * Workflow templates, steps and categories: any signed-in user reads, admins write. The writes
 * are REST adapters over the named mutations (`@chungcu/mutations` workflow).
 */
export function workflowRoutes({ workflow, mutations }: Services): Router {
  const router = Router();
  const templateId = (value: unknown) => parseId(value, messages.template.notFound);

  router.get('/workflow-templates', async (req, res) => {
    const actor = requireUser(req);
    res.json(await workflow.listTemplates(actor));
  });

  router.get('/workflow-templates/by-inquiry/:inquiryId', async (req, res) => {
    const actor = requireUser(req);
    const inquiryId = parseId(req.params.inquiryId, messages.inquiry.notFound);
    res.json(await workflow.templateByInquiry(actor, inquiryId));
  });

  router.get('/workflow-templates/:id', async (req, res) => {
    const actor = requireUser(req);
    res.json(await workflow.getTemplate(actor, templateId(req.params.id)));
  });

  router.post('/workflow-templates', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(workflowTemplateCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createTemplate', args, created));
  });

  router.post('/workflow-templates/:id/steps', async (req, res) => {
    const actor = requireStaff(req);
    const id = templateId(req.params.id);
    const body = parseBody(templateStepCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7(), templateId: id };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'addTemplateStep', args, created));
  });

  router.delete('/workflow-templates/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = templateId(req.params.id);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'deleteTemplate', { id }, noContent));
  });

  router.post('/workflow-templates/:id/restore', async (req, res) => {
    const actor = requireStaff(req);
    const id = templateId(req.params.id);
    parseBody(templateRestoreRequestSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'restoreTemplate', { id }, updated));
  });

  router.get('/workflow-categories', async (req, res) => {
    const actor = requireUser(req);
    res.json(await workflow.listCategories(actor));
  });

  router.post('/workflow-categories', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(workflowCategoryCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createCategory', args, created));
  });

  router.patch('/workflow-categories/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = parseId(req.params.id, messages.category.notFound);
    const args = { ...parseBody(workflowCategoryPatchSchema, req.body), id };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'updateCategory', args, updated));
  });

  return router;
}
