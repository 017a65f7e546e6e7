import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { pokeBusFor } from '../sync/pokes';
import { createRateLimitsRepo } from '../db/rate-limits.repo';
import { createResidentsRepo } from '../db/residents.repo';
import { createUsersRepo } from '../db/users.repo';
import { createApartmentsService } from './apartments.service';
import { createAttachmentsService } from './attachments.service';
import { createAssignmentsService } from './assignments.service';
import { createAuthService } from './auth.service';
import { createChangesService } from './changes.service';
import { createPokesService } from './pokes.service';
import { createInquiriesService } from './inquiries.service';
import { createMutationsService } from './mutations.service';
import { createResidentsService } from './residents.service';
import { createWorkflowService } from './workflow.service';

/** The composition root: every service with the repos it needs, passed explicitly. */
export function createServices(db: Db, config: ServerConfig) {
  const users = createUsersRepo(db);
  const changes = createChangesService(db);
  return {
    users,
    auth: createAuthService({ db, users, rateLimits: createRateLimitsRepo(db) }),
    residents: createResidentsService(createResidentsRepo(db)),
    apartments: createApartmentsService(db),
    assignments: createAssignmentsService(db),
    inquiries: createInquiriesService(db),
    workflow: createWorkflowService(db),
    changes,
    pokes: createPokesService(db, changes, pokeBusFor(db), config.liveUpdates),
    mutations: createMutationsService(db),
    attachments: createAttachmentsService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
