import type { Resident } from '@chungcu/contracts';
import type { ResidentsRepo } from '../db/residents.repo';
import { type Actor, viewerOf } from './actor';

/** Resident records (staff-managed, no login): reads. Writes are the named mutations. */
export function createResidentsService(repo: ResidentsRepo) {
  return {
    list: (actor: Actor): Promise<Resident[]> => repo.listLive(viewerOf(actor)),
  };
}
export type ResidentsService = ReturnType<typeof createResidentsService>;
