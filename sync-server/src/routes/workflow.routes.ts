import { Router } from 'express';
import { messages } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseId, requireUser } from './http';

/**
 * Workflow templates, steps and categories: any signed-in user reads, admins write. The writes
 * are REST adapters over the named mutations (`rest-writes/`) (`@chungcu/mutations` workflow).
 */
export function workflowRoutes({ workflow }: Services): Router {
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

  router.get('/workflow-categories', async (req, res) => {
    const actor = requireUser(req);
    res.json(await workflow.listCategories(actor));
  });

  return router;
}
