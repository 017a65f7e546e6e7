import { Router } from 'express';
import { householdRequestsQuerySchema, messages, vehiclesQuerySchema } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseBody, parseId, requireUser } from './http';

/**
 * Households: a unit's members, vehicles and the residents' requests. Reads are
 * filtered by the service; writes are REST adapters over the named mutations (`rest-writes/`) (`@chungcu/mutations`
 * vehicles, household-requests): vehicles and decisions are staff's, a request a resident's.
 */
export function householdRoutes({ household }: Services): Router {
  const router = Router();
  const unitId = (value: unknown) => parseId(value, messages.apartment.notFound);

  router.get('/apartments/:id/household', async (req, res) => {
    const actor = requireUser(req);
    res.json(await household.view(actor, unitId(req.params.id)));
  });

  router.get('/vehicles', async (req, res) => {
    const actor = requireUser(req);
    const { apartmentId } = parseBody(vehiclesQuerySchema, req.query);
    res.json(
      await household.vehicles(actor, apartmentId === undefined ? undefined : unitId(apartmentId)),
    );
  });

  router.get('/household-requests', async (req, res) => {
    const actor = requireUser(req);
    const { status, apartmentId } = parseBody(householdRequestsQuerySchema, req.query);
    const unit = apartmentId === undefined ? undefined : unitId(apartmentId);
    res.json(await household.requests(actor, { status, apartmentId: unit }));
  });

  return router;
}
