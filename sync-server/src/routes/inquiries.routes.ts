import { Router } from 'express';
import {
  type InquiryProgress,
  autoCreateProgressRequestSchema,
  initProgressRequestSchema,
  inquiryConfirmSchema,
  inquiryCreateSchema,
  inquiryPatchSchema,
  inquiryReturnSchema,
  messages,
  progressStepPatchSchema,
  uuidv7,
} from '@chungcu/contracts';
import type { Services } from '../services';
import {
  created,
  mutationRequest,
  parseBody,
  parseId,
  requireStaff,
  requireUser,
  sendResult,
  updated,
} from './http';

const notFoundMessage = messages.inquiry.notFound;

/** init-progress's answer: 201 with the new steps, 200 with the existing ones (nothing written). */
const progressAnswer = (result: { created: boolean; progressSteps: InquiryProgress[] }) => ({
  status: result.created ? 201 : 200,
  body: { progressSteps: result.progressSteps },
});

/**
 * Inquiries and their progress. Reads are "admin; own"; writes are REST adapters over the named
 * mutations (`@chungcu/mutations` inquiries, progress), staff-only but the create and the
 * resident's verdict (confirm, return).
 */
export function inquiriesRoutes({ inquiries, mutations }: Services): Router {
  const router = Router();
  const inquiryId = (value: unknown) => parseId(value, notFoundMessage);

  router.get('/inquiries-with-details', async (req, res) => {
    res.json(await inquiries.listWithDetails(requireUser(req)));
  });

  router.get('/inquiries/:id', async (req, res) => {
    const actor = requireUser(req);
    res.json(await inquiries.get(actor, inquiryId(req.params.id)));
  });

  router.post('/inquiries', async (req, res) => {
    const actor = requireUser(req);
    const body = parseBody(inquiryCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createInquiry', args, created));
  });

  router.patch('/inquiries/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = inquiryId(req.params.id);
    const body = parseBody(inquiryPatchSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'updateInquiry', { ...body, id }, updated));
  });

  // The resident's verdict on completed work (issue 22): accepted with a rating, or returned.
  router.post('/inquiries/:id/confirm', async (req, res) => {
    const actor = requireUser(req);
    const id = inquiryId(req.params.id);
    const body = parseBody(inquiryConfirmSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'confirmInquiry', { ...body, id }, updated));
  });

  router.post('/inquiries/:id/return', async (req, res) => {
    const actor = requireUser(req);
    const id = inquiryId(req.params.id);
    const body = parseBody(inquiryReturnSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'returnInquiry', { ...body, id }, updated));
  });

  router.get('/inquiries/:id/progress', async (req, res) => {
    const actor = requireUser(req);
    res.json(await inquiries.progress.get(actor, inquiryId(req.params.id)));
  });

  router.post('/inquiries/:id/init-progress', async (req, res) => {
    const actor = requireStaff(req);
    const id = inquiryId(req.params.id);
    const body = parseBody(initProgressRequestSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'initProgress', { ...body, id }, progressAnswer));
  });

  router.post('/inquiries/:id/auto-create-progress', async (req, res) => {
    const actor = requireStaff(req);
    const id = inquiryId(req.params.id);
    parseBody(autoCreateProgressRequestSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'initProgress', { id }, progressAnswer));
  });

  router.patch('/inquiries/:id/progress/:stepId', async (req, res) => {
    const actor = requireStaff(req);
    const id = inquiryId(req.params.id);
    const stepId = parseId(req.params.stepId, messages.progress.stepNotFound);
    const body = parseBody(progressStepPatchSchema, req.body);
    const args = { ...body, inquiryId: id, id: stepId };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'updateStep', args, updated));
  });

  return router;
}
