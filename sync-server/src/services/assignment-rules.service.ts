import { type Assignees, messages } from '@chungcu/contracts';
import { reachesComplex } from '@chungcu/mutations';
import type { ComplexesRepo } from '../db/complexes.repo';
import type { Db } from '../db/database';
import type { Actor } from './actor';
import { notFound } from './errors';
import { requireMayManage } from './office-mutators';

const m = messages.complex;

/**
 * Automatic assignment's settings (rule S28): what the settings screen may name. The settings
 * themselves (a complex's ordered rules, a block's staff member on duty) are the server's own
 * named mutations (`office-mutators.ts`); the rule that applies them is the shared one
 * (`autoAssignee`).
 */
export function createAssignmentRulesService(db: Db, complexes: ComplexesRepo) {
  return {
    /**
     * The accounts the settings may name, by name: what the screen offers. Only the company
     * administrator and managers may ask (403 for anyone else, whatever the id), and a manager
     * only of a complex they serve (404 otherwise, as for an id of no complex).
     */
    async assignees(actor: Actor, complexId: string): Promise<Assignees> {
      requireMayManage(actor);
      if (!reachesComplex(actor, complexId) || !(await complexes.findLive(db, complexId))) {
        throw notFound(m.notFound);
      }
      const accounts = await complexes.assignable(db, complexId);
      return accounts.sort((a, b) => a.name.localeCompare(b.name, 'vi'));
    },
  };
}
export type AssignmentRulesService = ReturnType<typeof createAssignmentRulesService>;
