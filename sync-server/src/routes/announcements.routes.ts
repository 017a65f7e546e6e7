import { Router } from 'express';
import {
  announcementActionSchema,
  announcementCreateSchema,
  messages,
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

/**
 * Announcements (README "Announcements"): reads from the service, writes as REST adapters over
 * the named mutations, which the devices push as well.
 */
export function announcementsRoutes({
  announcements,
  mutations,
}: Pick<Services, 'announcements' | 'mutations'>) {
  const router = Router();
  const announcementId = (value: unknown) => parseId(value, messages.announcement.notFound);

  router.get('/announcements', async (req, res) => {
    res.json(await announcements.list(requireUser(req)));
  });

  router.get('/announcements/:id', async (req, res) => {
    const actor = requireUser(req);
    res.json(await announcements.get(actor, announcementId(req.params.id)));
  });

  router.get('/announcements/:id/recipients', async (req, res) => {
    const actor = requireUser(req);
    res.json(await announcements.recipients(actor, announcementId(req.params.id)));
  });

  router.post('/announcements', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(announcementCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createAnnouncement', args, created));
  });

  router.post('/announcements/:id/cancel', async (req, res) => {
    const actor = requireStaff(req);
    const id = announcementId(req.params.id);
    parseBody(announcementActionSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'cancelAnnouncement', { id }, updated));
  });

  router.post('/announcements/:id/read', async (req, res) => {
    const actor = requireUser(req);
    const id = announcementId(req.params.id);
    parseBody(announcementActionSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'markAnnouncementRead', { id }, updated));
  });

  return router;
}
