import { Router } from 'express';
import {
  type Inquiry,
  findingInquiryRequestSchema,
  inspectionCreateSchema,
  inspectionItemIdSchema,
  inspectionPatchSchema,
  inspectionTemplateCreateSchema,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import type { Services } from '../services';
import { notFound } from '../services/errors';
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

const m = messages.inspection;

/** A finding's request: 201 when made now, 200 with the one made before (nothing written). */
const findingAnswer = (result: { created: boolean; inquiry: Inquiry }) => ({
  status: result.created ? 201 : 200,
  body: result.inquiry,
});

/** Checklists and inspections: reads, and REST adapters over the named mutations. */
export function inspectionsRoutes({ inspections, mutations }: Services): Router {
  const router = Router();
  const inspectionId = (value: unknown) => parseId(value, m.notFound);

  router.get('/inspection-templates', async (req, res) => {
    const actor = requireStaff(req);
    res.json(await inspections.listTemplates(actor));
  });

  router.post('/inspection-templates', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(inspectionTemplateCreateSchema, req.body);
    // Items sent without ids get them here, so the mutation (and its replay) sees fixed ids.
    const items = body.items.map((item) => ({ ...item, id: item.id ?? uuidv7() }));
    const args = { ...body, id: body.id ?? uuidv7(), items };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createInspectionTemplate', args, created));
  });

  router.get('/apartments/:id/inspections', async (req, res) => {
    const actor = requireUser(req);
    const apartmentId = parseId(req.params.id, messages.apartment.notFound);
    res.json(await inspections.listOfApartment(actor, apartmentId));
  });

  router.post('/inspections', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(inspectionCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'startInspection', args, created));
  });

  router.patch('/inspections/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = inspectionId(req.params.id);
    const body = parseBody(inspectionPatchSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'updateInspection', { ...body, id }, updated));
  });

  router.post('/inspections/:id/findings/:itemId/inquiry', async (req, res) => {
    const actor = requireStaff(req);
    const id = inspectionId(req.params.id);
    const item = inspectionItemIdSchema.safeParse(req.params.itemId);
    if (!item.success) throw notFound(m.itemNotFound);
    const body = parseBody(findingInquiryRequestSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7(), inspectionId: id, itemId: item.data };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createFindingInquiry', args, findingAnswer));
  });

  return router;
}
