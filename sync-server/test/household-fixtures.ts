import { expect } from 'vitest';
import { type Agent, assign, createApartment, createResident } from './assignment-fixtures';
import { DEMO_RESIDENT_EMAIL } from './inquiry-fixtures';
import type { TestContext } from './harness';

/** What another occupant's record holds that the household must never see. */
export const SPOUSE_SECRETS = {
  idCardNumber: '001089012345',
  phone: '+84938765432',
  email: 'tran.minh.bimat@chungcu.vn',
  dateOfBirth: '1987-04-23',
  notes: 'Ghi chú nội bộ: nợ phí gửi xe tháng 9',
  emergencyPhone: '+84911222333',
};

/**
 * The demo resident user living in a unit with her husband (whose record carries details she
 * must never see) and their son: the admin's and the resident's agents, the unit and each
 * occupant's record and assignment.
 */
export async function familyHome(use: () => TestContext) {
  const admin = await use().signIn('admin');
  const unit = await createApartment(admin);
  const lan = await createResident(admin, {
    email: DEMO_RESIDENT_EMAIL,
    firstName: 'Lan',
    lastName: 'Nguyễn Thị',
  });
  const minh = await createResident(admin, {
    firstName: 'Minh',
    lastName: 'Trần Văn',
    ...SPOUSE_SECRETS,
  });
  const son = await createResident(admin, { firstName: 'Khôi', lastName: 'Trần Minh' });
  const lanStay = await assign(admin, unit.id, lan.id, { isPrimary: true });
  const minhStay = await assign(admin, unit.id, minh.id, { relation: 'spouse' });
  const sonStay = await assign(admin, unit.id, son.id, { relation: 'child' });
  const resident = await use().signIn('resident');
  return { admin, resident, unit, lan, minh, son, lanStay, minhStay, sonStay };
}

/** Posts a request as the resident; answers the stored request. */
export async function ask(resident: Agent, body: Record<string, unknown>) {
  const res = await resident.post('/api/household-requests').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string; plateNumber: string | null };
}
