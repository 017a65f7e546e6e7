import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { createAccessRepo } from '../db/access.repo';
import { createRateLimitsRepo } from '../db/rate-limits.repo';
import { createResidentsRepo } from '../db/residents.repo';
import { createUsersRepo } from '../db/users.repo';
import { createApartmentsService } from './apartments.service';
import { createAssignmentsService } from './assignments.service';
import { createAuthService } from './auth.service';
import { createChangesService } from './changes.service';
import { createInquiriesService } from './inquiries.service';
import { createMutationsService } from './mutations.service';
import { createResidentsService } from './residents.service';
import { createWorkflowService } from './workflow.service';

/** The composition root: every service with the repos it needs, passed explicitly. */
export function createServices(db: Db, _config: ServerConfig) {
  const users = createUsersRepo(db);
  const access = createAccessRepo(db);
  return {
    users,
    auth: createAuthService({ db, users, rateLimits: createRateLimitsRepo(db) }),
    residents: createResidentsService(createResidentsRepo(db)),
    apartments: createApartmentsService(db),
    assignments: createAssignmentsService(db),
    inquiries: createInquiriesService(db),
    workflow: createWorkflowService(db),
    changes: createChangesService(db, access),
    mutations: createMutationsService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
