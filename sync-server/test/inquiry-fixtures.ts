import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { firstComplexId, residentBody } from './harness';

type Agent = ReturnType<typeof request.agent>;

/** The demo resident user's email: a resident record with it links that user to their data. */
export const DEMO_RESIDENT_EMAIL = 'resident@chungcu.demo';

/** Inserts a live apartment directly (the apartments calls belong to another change). */
export async function insertApartment(
  db: Db,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await db('apartments').insert({
    id,
    complex_id: await firstComplexId(db),
    unit_number: `A1-${Math.floor(Math.random() * 100_000)}`,
    building_block: 'A',
    floor: 1,
    bedrooms: 1,
    bathrooms: 1,
    square_footage: 850,
    monthly_rent: '1850',
    version: 1,
    ...overrides,
  });
  return id;
}

/** Inserts a current assignment of a resident to an apartment. */
export async function insertAssignment(
  db: Db,
  apartmentId: string,
  residentId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await db('apartment_assignments').insert({
    id,
    complex_id: await firstComplexId(db),
    apartment_id: apartmentId,
    resident_id: residentId,
    move_in_date: new Date(),
    version: 1,
    ...overrides,
  });
  return id;
}

/** Creates a resident through the API and answers its id. */
export async function createResident(
  admin: Agent,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await admin.post('/api/residents').send(residentBody(overrides));
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Creates the resident record of the demo resident user, living in a new apartment. */
export async function linkDemoResident(admin: Agent, db: Db) {
  const residentId = await createResident(admin, {
    firstName: 'Lan',
    lastName: 'Nguyễn Thị',
    email: DEMO_RESIDENT_EMAIL,
  });
  const apartmentId = await insertApartment(db, { unit_number: 'B2-201', building_block: 'B' });
  await insertAssignment(db, apartmentId, residentId);
  return { residentId, apartmentId };
}

export interface StepInput {
  stepName?: string;
  stepOrder?: number;
  estimatedDuration?: number | null;
  defaultAssigneeName?: string;
  defaultAssigneeRole?: string;
  description?: string;
  isRequired?: boolean;
}

/** Creates a template with steps (in the given order) through the API. */
export async function createTemplate(admin: Agent, steps: StepInput[] = [], name = 'Sửa chữa') {
  const template = await admin
    .post('/api/workflow-templates')
    .send({ templateName: name, description: 'Quy trình sửa chữa', category: 'maintenance' });
  expect(template.status).toBe(201);
  const created = [];
  for (const [index, step] of steps.entries()) {
    const res = await admin
      .post(`/api/workflow-templates/${template.body.id}/steps`)
      .send({ stepName: `Bước ${index + 1}`, stepOrder: index + 1, ...step });
    expect(res.status).toBe(201);
    created.push(res.body);
  }
  return { template: template.body, steps: created };
}

/** A valid inquiry body. */
export function inquiryBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Vòi nước bị rò rỉ',
    description: 'Vòi nước trong bếp bị rò rỉ từ hôm qua.',
    category: 'maintenance',
    priority: 'high',
    status: 'new',
    ...overrides,
  };
}

/** Creates an inquiry through the API and answers it. */
export async function createInquiry(agent: Agent, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/inquiries').send(inquiryBody(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

/** Audit rows of one entity row, oldest first, with parsed changes. */
export async function auditOf(db: Db, entityId: string) {
  const rows = await db('audit_log').where({ entity_id: entityId }).orderBy('version');
  return rows.map((row) => ({
    action: row.action as string,
    userId: row.user_id as string | null,
    changes: (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Record<
      string,
      { from?: unknown; to?: unknown }
    >,
  }));
}
