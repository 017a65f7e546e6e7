import type { Resident } from '@chungcu/contracts';
import type { ResidentsRepo } from '../db/residents.repo';

/** Resident records (staff-managed, no login): reads. Writes are the named mutations. */
export function createResidentsService(repo: ResidentsRepo) {
  return {
    list: (): Promise<Resident[]> => repo.listLive(),
  };
}
export type ResidentsService = ReturnType<typeof createResidentsService>;
