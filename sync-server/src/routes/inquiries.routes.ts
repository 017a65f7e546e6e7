import { Router } from 'express';
import { messages } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseId, requireUser } from './http';

const notFoundMessage = messages.inquiry.notFound;

/**
 * Inquiries and their progress. Reads are "admin; own"; writes are REST adapters over the named
 * mutations (`@chungcu/mutations` inquiries, progress), staff-only but the create and the
 * resident's verdict (confirm, return).
 */
export function inquiriesRoutes({ inquiries }: Services): Router {
  const router = Router();
  const inquiryId = (value: unknown) => parseId(value, notFoundMessage);

  router.get('/inquiries-with-details', async (req, res) => {
    res.json(await inquiries.listWithDetails(requireUser(req)));
  });

  router.get('/inquiries/:id', async (req, res) => {
    const actor = requireUser(req);
    res.json(await inquiries.get(actor, inquiryId(req.params.id)));
  });

  // The resident's verdict on completed work: accepted with a rating, or returned.

  router.get('/inquiries/:id/progress', async (req, res) => {
    const actor = requireUser(req);
    res.json(await inquiries.progress.get(actor, inquiryId(req.params.id)));
  });

  return router;
}
