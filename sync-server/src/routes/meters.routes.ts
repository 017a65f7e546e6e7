import { Router } from 'express';
import {
  meterExport,
  meterReadingsQuerySchema,
  messages,
  metersQuerySchema,
} from '@chungcu/contracts';
import type { Services } from '../services';
import { parseBody, parseId, requireStaff, requireUser } from './http';

/**
 * Meters and their monthly readings. Reads marked "own" are filtered
 * by the service; the writes are REST adapters over the named mutations (`rest-writes/`) (`@chungcu/mutations`
 * meters); the export is an .xlsx of one period, for staff.
 */
export function metersRoutes({ meters }: Services): Router {
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

  return router;
}
