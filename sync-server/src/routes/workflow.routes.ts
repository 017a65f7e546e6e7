import { Router } from 'express';
import {
  messages,
  templateRestoreRequestSchema,
  templateStepCreateSchema,
  workflowCategoryCreateSchema,
  workflowTemplateCreateSchema,
} from '@chungcu/contracts';
import type { Services } from '../services';
import { mutationRequest, parseBody, parseId, requireAdmin, requireUser, sendResult } from './http';

const notFoundMessage = messages.template.notFound;

/** Workflow templates, steps and categories: any signed-in user reads, admins write. */
export function workflowRoutes(services: Services): Router {
  const { workflow } = services;
  const router = Router();

  router.get('/workflow-templates', async (req, res) => {
    requireUser(req);
    res.json(await workflow.listTemplates());
  });

  router.get('/workflow-templates/by-inquiry/:inquiryId', async (req, res) => {
    const actor = requireUser(req);
    const inquiryId = parseId(req.params.inquiryId, messages.inquiry.notFound);
    res.json(await workflow.templateByInquiry(actor, inquiryId));
  });

  router.get('/workflow-templates/:id', async (req, res) => {
    requireUser(req);
    res.json(await workflow.getTemplate(parseId(req.params.id, notFoundMessage)));
  });

  router.post('/workflow-templates', async (req, res) => {
    const actor = requireAdmin(req);
    const body = parseBody(workflowTemplateCreateSchema, req.body);
    sendResult(res, await workflow.createTemplate(mutationRequest(req, actor), body));
  });

  router.post('/workflow-templates/:id/steps', async (req, res) => {
    const actor = requireAdmin(req);
    const id = parseId(req.params.id, notFoundMessage);
    const body = parseBody(templateStepCreateSchema, req.body);
    sendResult(res, await workflow.addStep(mutationRequest(req, actor), id, body));
  });

  router.delete('/workflow-templates/:id', async (req, res) => {
    const actor = requireAdmin(req);
    const id = parseId(req.params.id, notFoundMessage);
    sendResult(res, await workflow.removeTemplate(mutationRequest(req, actor), id));
  });

  router.post('/workflow-templates/:id/restore', async (req, res) => {
    const actor = requireAdmin(req);
    const id = parseId(req.params.id, notFoundMessage);
    parseBody(templateRestoreRequestSchema, req.body);
    sendResult(res, await workflow.restoreTemplate(mutationRequest(req, actor), id));
  });

  router.get('/workflow-categories', async (req, res) => {
    requireUser(req);
    res.json(await workflow.listCategories());
  });

  router.post('/workflow-categories', async (req, res) => {
    const actor = requireAdmin(req);
    const body = parseBody(workflowCategoryCreateSchema, req.body);
    sendResult(res, await workflow.createCategory(mutationRequest(req, actor), body));
  });

  return router;
}
