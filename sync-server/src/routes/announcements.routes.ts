import { Router } from 'express';
import { messages } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseId, requireUser } from './http';

/**
 * Announcements (README "Announcements"): reads from the service, writes as REST adapters over
 * the named mutations, which the devices push as well.
 */
export function announcementsRoutes({
  announcements,
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

  return router;
}
