import { Router } from 'express';
import {
  meterCreateSchema,
  meterExport,
  meterReadingCreateSchema,
  meterReadingPatchSchema,
  meterReadingsQuerySchema,
  messages,
  metersQuerySchema,
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
 * Meters and their monthly readings (API.md, "Walk-throughs"). Reads marked "own" are filtered
 * by the service; the writes are REST adapters over the named mutations (`@chungcu/mutations`
 * meters); the export is an .xlsx of one period, for staff.
 */
export function metersRoutes({ meters, mutations }: Services): Router {
  const router = Router();

  router.get('/meters', async (req, res) => {
    const actor = requireUser(req);
    const { apartmentId } = parseBody(metersQuerySchema, req.query);
    const unit =
      apartmentId === undefined
        ? undefined
        : parseId(apartmentId, messages.meter.apartmentNotFound);
    res.json(await meters.list(actor, unit));
  });

  router.post('/meters', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(meterCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    sendResult(res, await mutations.run(mutationRequest(req, actor), 'createMeter', args, created));
  });

  router.get('/meter-readings', async (req, res) => {
    const actor = requireUser(req);
    const { period } = parseBody(meterReadingsQuerySchema, req.query);
    res.json(await meters.readings(actor, period));
  });

  router.get('/meter-readings/export', async (req, res) => {
    const actor = requireStaff(req);
    const { period } = parseBody(meterReadingsQuerySchema, req.query);
    const bytes = await meters.exportPeriod(actor, period);
    res
      .status(200)
      .set({
        'Content-Type': meterExport.contentType,
        'Content-Disposition': `attachment; filename="${meterExport.fileName(period)}"`,
        'Cache-Control': 'no-store',
      })
      .send(bytes);
  });

  router.post('/meter-readings', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(meterReadingCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createMeterReading', args, created));
  });

  router.patch('/meter-readings/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = parseId(req.params.id, messages.meter.readingNotFound);
    const body = parseBody(meterReadingPatchSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'updateMeterReading', { ...body, id }, updated));
  });

  return router;
}
