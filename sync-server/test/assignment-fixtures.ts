import type { Apartment, Assignment, Resident } from '@chungcu/contracts';
import { demoAccounts } from '../src/demo/accounts';
import type { Db } from '../src/db/database';
import { type TestContext, apartmentBody, residentBody } from './harness';

/** A signed-in supertest agent. */
export type Agent = Awaited<ReturnType<TestContext['signIn']>>;

/** The email that links the demo resident user to a resident record (rule S11). */
export const demoResidentEmail = demoAccounts.resident.email;

async function created<T>(what: string, res: { status: number; body: unknown }): Promise<T> {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** Creates an apartment through the API. */
export async function createApartment(
  admin: Agent,
  overrides: Record<string, unknown> = {},
): Promise<Apartment> {
  return created('apartment', await admin.post('/api/apartments').send(apartmentBody(overrides)));
}

/** Creates a resident through the API. */
export async function createResident(
  admin: Agent,
  overrides: Record<string, unknown> = {},
): Promise<Resident> {
  return created('resident', await admin.post('/api/residents').send(residentBody(overrides)));
}

/** Moves a resident into an apartment through the API. */
export async function assign(
  admin: Agent,
  apartmentId: string,
  residentId: string,
  extra: Record<string, unknown> = {},
): Promise<Assignment> {
  const res = await admin.post('/api/assignments').send({ apartmentId, residentId, ...extra });
  return created('assignment', res);
}

/** A unit and a resident ready to be linked. */
export async function unitAndResident(admin: Agent, apartment: Record<string, unknown> = {}) {
  return {
    unit: await createApartment(admin, apartment),
    resident: await createResident(admin),
  };
}

/** The audit actions recorded for one row, oldest first, with their field changes. */
export async function auditOf(db: Db, entityId: string) {
  const rows = await db('audit_log').where({ entity_id: entityId }).orderBy('version');
  return rows.map((row) => ({
    action: String(row.action),
    userId: row.user_id as string | null,
    changes: (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Record<
      string,
      { from?: unknown; to?: unknown }
    >,
  }));
}
