import { Router } from 'express';
import { messages } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseId, requireStaff, requireUser } from './http';

/** Checklists and inspections: reads, and REST adapters over the named mutations (`rest-writes/`). */
export function inspectionsRoutes({ inspections }: Services): Router {
  const router = Router();

  router.get('/inspection-templates', async (req, res) => {
    const actor = requireStaff(req);
    res.json(await inspections.listTemplates(actor));
  });

  router.get('/apartments/:id/inspections', async (req, res) => {
    const actor = requireUser(req);
    const apartmentId = parseId(req.params.id, messages.apartment.notFound);
    res.json(await inspections.listOfApartment(actor, apartmentId));
  });

  return router;
}
