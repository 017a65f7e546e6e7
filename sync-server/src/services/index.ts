import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { pokeBusFor } from '../sync/pokes';
import { createAccountsRepo } from '../db/accounts.repo';
import { createRateLimitsRepo } from '../db/rate-limits.repo';
import { createResidentsRepo } from '../db/residents.repo';
import { createUsersRepo } from '../db/users.repo';
import { createAccountsService } from './accounts.service';
import { createAnnouncementsService } from './announcements.service';
import { createApartmentsService } from './apartments.service';
import { type AttachmentStorage, createAttachmentsService } from './attachments.service';
import { createAssignmentsService } from './assignments.service';
import { createAuthService } from './auth.service';
import { createBackupService } from './backup.service';
import { createChangesService } from './changes.service';
import { createPokesService } from './pokes.service';
import { createInquiriesService } from './inquiries.service';
import { createInspectionsService } from './inspections.service';
import { createHouseholdService } from './household.service';
import { createImportsService } from './imports.service';
import { createMetersService } from './meters.service';
import { createMutationsService } from './mutations.service';
import { createServerMutations } from './server-mutators';
import { createResidentsService } from './residents.service';
import { createComplexesService } from './complexes.service';
import { createAssignmentRulesService } from './assignment-rules.service';
import { createComplexesRepo } from '../db/complexes.repo';
import { createBlocksRepo } from '../db/blocks.repo';
import { createBlocksService } from './blocks.service';
import { createWorkflowService } from './workflow.service';
import { createPushService } from './push.service';
import { createBankWebhooks } from './bank-webhooks/receive';

/** The composition root: every service with the repos it needs, passed explicitly. */
export function createServices(
  db: Db,
  config: ServerConfig,
  storage: AttachmentStorage,
  /** A streaming replica the feed reads from when it has caught up (rule S36). */
  replica: Db | null = null,
) {
  const users = createUsersRepo(db);
  const changes = createChangesService(db, replica);
  const rateLimits = createRateLimitsRepo(db);
  const apartments = createApartmentsService(db);
  const complexesRepo = createComplexesRepo(db);
  // Every path that writes runs named mutations through this one runner.
  const serverMutations = createServerMutations({ complexes: complexesRepo, users });
  const mutations = createMutationsService(db, serverMutations);
  return {
    users,
    auth: createAuthService({ db, users, rateLimits }),
    accounts: createAccountsService({ db, accounts: createAccountsRepo(db), users, rateLimits }),
    residents: createResidentsService(createResidentsRepo(db)),
    apartments,
    assignments: createAssignmentsService(db),
    inquiries: createInquiriesService(db),
    workflow: createWorkflowService(db),
    inspections: createInspectionsService(db, apartments),
    changes,
    pokes: createPokesService(db, changes, pokeBusFor(db), config.liveUpdates, (userId) =>
      complexesRepo.servedBy(db, userId, { lock: false }),
    ),
    mutations,
    bankWebhooks: createBankWebhooks(db, mutations, rateLimits),
    attachments: createAttachmentsService(db, storage),
    meters: createMetersService(db),
    imports: createImportsService(db, serverMutations, complexesRepo),
    household: createHouseholdService(db),
    backup: createBackupService(db, config.backup),
    complexes: createComplexesService({ complexes: complexesRepo }),
    assignmentRules: createAssignmentRulesService(db, complexesRepo),
    blocks: createBlocksService(db, createBlocksRepo(db), complexesRepo),
    // Subscriptions and the public key; the sender runs beside the app (main.ts).
    push: createPushService(db, config.push),
    announcements: createAnnouncementsService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
