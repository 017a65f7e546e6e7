import { Router } from 'express';
import {
  householdApproveSchema,
  householdRefuseSchema,
  householdRequestCreateSchema,
  householdRequestsQuerySchema,
  messages,
  uuidv7,
  vehicleCreateSchema,
  vehiclePatchSchema,
  vehiclesQuerySchema,
} from '@chungcu/contracts';
import type { Services } from '../services';
import {
  created,
  mutationRequest,
  noContent,
  parseBody,
  parseId,
  requireStaff,
  requireUser,
  sendResult,
  updated,
} from './http';

/**
 * Households (issue 22): a unit's members, vehicles and the residents' requests. Reads are
 * filtered by the service; writes are REST adapters over the named mutations (`@chungcu/mutations`
 * vehicles, household-requests): vehicles and decisions are staff's, a request a resident's.
 */
export function householdRoutes({ household, mutations }: Services): Router {
  const router = Router();
  const unitId = (value: unknown) => parseId(value, messages.apartment.notFound);
  const vehicleId = (value: unknown) => parseId(value, messages.vehicle.notFound);
  const requestId = (value: unknown) => parseId(value, messages.household.requestNotFound);

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

  router.post('/vehicles', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(vehicleCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    sendResult(
      res,
      await mutations.run(mutationRequest(req, actor), 'createVehicle', args, created),
    );
  });

  router.patch('/vehicles/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = vehicleId(req.params.id);
    const body = parseBody(vehiclePatchSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'updateVehicle', { ...body, id }, updated));
  });

  router.delete('/vehicles/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = vehicleId(req.params.id);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'deleteVehicle', { id }, noContent));
  });

  router.get('/household-requests', async (req, res) => {
    const actor = requireUser(req);
    const { status, apartmentId } = parseBody(householdRequestsQuerySchema, req.query);
    const unit = apartmentId === undefined ? undefined : unitId(apartmentId);
    res.json(await household.requests(actor, { status, apartmentId: unit }));
  });

  router.post('/household-requests', async (req, res) => {
    const actor = requireUser(req);
    const body = parseBody(householdRequestCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createHouseholdRequest', args, created));
  });

  router.post('/household-requests/:id/approve', async (req, res) => {
    const actor = requireStaff(req);
    const id = requestId(req.params.id);
    const body = parseBody(householdApproveSchema, req.body);
    // The rows an approval makes get their ids here when the caller names none (rule S13).
    const args = {
      ...body,
      id,
      residentId: body.residentId ?? uuidv7(),
      assignmentId: body.assignmentId ?? uuidv7(),
      vehicleId: body.vehicleId ?? uuidv7(),
    };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'approveHouseholdRequest', args, updated));
  });

  router.post('/household-requests/:id/refuse', async (req, res) => {
    const actor = requireStaff(req);
    const id = requestId(req.params.id);
    const body = parseBody(householdRefuseSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(
      res,
      await mutations.run(request, 'refuseHouseholdRequest', { ...body, id }, updated),
    );
  });

  return router;
}
