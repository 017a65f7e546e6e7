import { Router } from 'express';
import type { ServerConfig } from '../config';
import type { Services } from '../services';
import { accountsRoutes } from './accounts.routes';
import { announcementsRoutes } from './announcements.routes';
import { complexesRoutes } from './complexes.routes';
import { blocksRoutes } from './blocks.routes';
import { apartmentsRoutes } from './apartments.routes';
import { assignmentsRoutes } from './assignments.routes';
import { attachmentsRoutes } from './attachments.routes';
import { authRoutes } from './auth.routes';
import { backupRoutes } from './backup.routes';
import { eventsRoutes } from './events.routes';
import { householdRoutes } from './household.routes';
import { importsRoutes } from './imports.routes';
import { inquiriesRoutes } from './inquiries.routes';
import { inspectionsRoutes } from './inspections.routes';
import { metersRoutes } from './meters.routes';
import { placeholderRoutes } from './placeholder.routes';
import { pushRoutes } from './push.routes';
import { residentsRoutes } from './residents.routes';
import { restWritesRoutes } from './rest-writes/index';
import { syncRoutes } from './sync.routes';
import { workflowRoutes } from './workflow.routes';

/** Every call under /api. */
export function apiRouter(services: Services, config: ServerConfig): Router {
  const router = Router();
  router.use(authRoutes(services.auth, config));
  router.use(accountsRoutes(services, config));
  router.use(backupRoutes(services));
  // Every write that is an adapter over one named mutation, from one table.
  router.use(restWritesRoutes(services));
  router.use(complexesRoutes(services));
  router.use(blocksRoutes(services));
  router.use(residentsRoutes(services));
  router.use(apartmentsRoutes(services));
  router.use(assignmentsRoutes(services));
  router.use(inquiriesRoutes(services));
  router.use(attachmentsRoutes(services));
  router.use(metersRoutes(services));
  router.use(importsRoutes(services));
  router.use(householdRoutes(services));
  router.use(announcementsRoutes(services));
  router.use(workflowRoutes(services));
  router.use(inspectionsRoutes(services));
  router.use(pushRoutes(services));
  router.use(syncRoutes(services));
  router.use(eventsRoutes(services.pokes, config.liveUpdates));
  router.use(placeholderRoutes());
  return router;
}
