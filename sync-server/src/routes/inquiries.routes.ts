import { Router } from 'express';
import {
  autoCreateProgressRequestSchema,
  initProgressRequestSchema,
  inquiryCreateSchema,
  inquiryPatchSchema,
  messages,
  progressStepPatchSchema,
} from '@chungcu/contracts';
import type { Services } from '../services';
import { mutationRequest, parseBody, parseId, requireAdmin, requireUser, sendResult } from './http';

const notFoundMessage = messages.inquiry.notFound;

/** Inquiries and their progress: reads are "admin; own", writes are admin-only but the create. */
export function inquiriesRoutes(services: Services): Router {
  const { inquiries } = services;
  const router = Router();

  router.get('/inquiries-with-details', async (req, res) => {
    res.json(await inquiries.listWithDetails(requireUser(req)));
  });

  router.get('/inquiries/:id', async (req, res) => {
    const actor = requireUser(req);
    res.json(await inquiries.get(actor, parseId(req.params.id, notFoundMessage)));
  });

  router.post('/inquiries', async (req, res) => {
    const actor = requireUser(req);
    const body = parseBody(inquiryCreateSchema, req.body);
    sendResult(res, await inquiries.create(mutationRequest(req, actor), body));
  });

  router.patch('/inquiries/:id', async (req, res) => {
    const actor = requireAdmin(req);
    const id = parseId(req.params.id, notFoundMessage);
    const body = parseBody(inquiryPatchSchema, req.body);
    sendResult(res, await inquiries.update(mutationRequest(req, actor), id, body));
  });

  router.get('/inquiries/:id/progress', async (req, res) => {
    const actor = requireUser(req);
    res.json(await inquiries.progress.get(actor, parseId(req.params.id, notFoundMessage)));
  });

  router.post('/inquiries/:id/init-progress', async (req, res) => {
    const actor = requireAdmin(req);
    const id = parseId(req.params.id, notFoundMessage);
    const { templateId, stepIds } = parseBody(initProgressRequestSchema, req.body);
    sendResult(
      res,
      await inquiries.progress.init(mutationRequest(req, actor), id, templateId, stepIds),
    );
  });

  router.post('/inquiries/:id/auto-create-progress', async (req, res) => {
    const actor = requireAdmin(req);
    const id = parseId(req.params.id, notFoundMessage);
    parseBody(autoCreateProgressRequestSchema, req.body);
    sendResult(res, await inquiries.progress.init(mutationRequest(req, actor), id));
  });

  router.patch('/inquiries/:id/progress/:stepId', async (req, res) => {
    const actor = requireAdmin(req);
    const id = parseId(req.params.id, notFoundMessage);
    const stepId = parseId(req.params.stepId, messages.progress.stepNotFound);
    const body = parseBody(progressStepPatchSchema, req.body);
    sendResult(
      res,
      await inquiries.progress.updateStep(mutationRequest(req, actor), id, stepId, body),
    );
  });

  return router;
}
