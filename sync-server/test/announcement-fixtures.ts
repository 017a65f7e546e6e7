import type { Announcement, AnnouncementCreate, Block } from '@chungcu/contracts';
import { expect } from 'vitest';
import { demoAccounts } from '../src/demo/accounts';
import { assign, createApartment, createResident } from './assignment-fixtures';
import { type TestContext, firstComplexId } from './harness';

/** A valid announcement body; `fields` override. */
export function announcementBody(fields: Partial<AnnouncementCreate> = {}): AnnouncementCreate {
  return {
    title: 'Tạm ngừng cấp nước',
    body: 'Ban quản lý thông báo tạm ngừng cấp nước từ 8h đến 11h để vệ sinh bể chứa.',
    category: 'utility_cut',
    ...fields,
  };
}

/**
 * The first complex with blocks A and B: A-101 (floor 1: An and Bình, no accounts), A-201
 * (floor 2: Lan, the demo resident user) and B-101 (floor 1: Bảo, the second demo resident
 * user). Answers the admin's agent, the ids, and `announce` (POST /api/announcements as admin).
 */
export async function blocksAB(use: () => TestContext) {
  const admin = await use().signIn('admin');
  const complexId = await firstComplexId(use().db);
  const unit = (unitNumber: string, buildingBlock: string, floor: number) =>
    createApartment(admin, { unitNumber, buildingBlock, floor, complexId, status: 'occupied' });
  const units = {
    a101: await unit('A-101', 'A', 1),
    a201: await unit('A-201', 'A', 2),
    b101: await unit('B-101', 'B', 1),
  };
  const residents = {
    lan: await createResident(admin, { email: demoAccounts.resident.email, firstName: 'Lan' }),
    bao: await createResident(admin, { email: demoAccounts.residentB.email, firstName: 'Bảo' }),
    an: await createResident(admin, { firstName: 'An' }),
    binh: await createResident(admin, { firstName: 'Bình' }),
  };
  await assign(admin, units.a201.id, residents.lan.id);
  await assign(admin, units.b101.id, residents.bao.id);
  await assign(admin, units.a101.id, residents.an.id);
  await assign(admin, units.a101.id, residents.binh.id);
  const blocks = (await admin.get(`/api/complexes/${complexId}/blocks`)).body as Block[];
  const blockId = (name: string) => blocks.find((b) => b.name === name)?.id as string;

  /** POST /api/announcements as the admin; expects 201 and answers the announcement. */
  async function announce(fields: Partial<AnnouncementCreate> = {}): Promise<Announcement> {
    const res = await admin.post('/api/announcements').send(announcementBody(fields));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Announcement;
  }

  return {
    admin,
    complexId,
    units,
    residents,
    blockA: blockId('A'),
    blockB: blockId('B'),
    announce,
  };
}

/** The resident ids an announcement was sent to, as the database holds them. */
export async function recipientIds(use: () => TestContext, announcementId: string) {
  const rows: { resident_id: string }[] = await use()
    .db('announcement_recipients')
    .where({ announcement_id: announcementId })
    .select('resident_id');
  return rows.map((row) => row.resident_id).sort();
}

/** An hour from now, as an ISO instant. */
export const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
