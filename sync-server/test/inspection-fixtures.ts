import { expect } from 'vitest';
import type { Inspection, InspectionTemplate } from '@chungcu/contracts';
import { type Agent, assign, createApartment, createResident } from './assignment-fixtures';
import { png, uploaded } from './attachment-fixtures';

/** A checklist of two items, the second needing a photo when it fails. */
export const templateBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bàn giao khi nhận nhà',
  items: [
    { id: 'door', section: 'Cửa', label: 'Cửa chính đóng mở êm' },
    { id: 'lock', section: 'Cửa', label: 'Khoá cửa hoạt động', needsPhotoOnFail: true },
  ],
  ...overrides,
});

export async function createInspectionTemplate(admin: Agent): Promise<InspectionTemplate> {
  const res = await admin.post('/api/inspection-templates').send(templateBody());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as InspectionTemplate;
}

/** A unit (with `residentEmail` living there, when given), a checklist and an inspection begun. */
export async function startedInspection(admin: Agent, residentEmail?: string) {
  const unit = await createApartment(admin);
  if (residentEmail) {
    const resident = await createResident(admin, { email: residentEmail });
    await assign(admin, unit.id, resident.id);
  }
  const template = await createInspectionTemplate(admin);
  const res = await admin
    .post('/api/inspections')
    .send({ apartmentId: unit.id, templateId: template.id, startedAt: '2026-11-20T08:00:00Z' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { unit, template, inspection: res.body as Inspection };
}

/** Answers every item (the lock failed, with a photo), signs and completes. */
export async function completeInspection(admin: Agent, id: string) {
  const patch = await admin.patch(`/api/inspections/${id}`).send({
    results: [
      { itemId: 'door', outcome: 'pass' },
      { itemId: 'lock', outcome: 'fail', note: 'Khoá kẹt' },
    ],
    signedBy: 'Trần Văn Bình',
  });
  expect(patch.status, JSON.stringify(patch.body)).toBe(200);
  const photo = await uploaded(admin, 'inspection', id, png(), { itemId: 'lock' });
  const signature = await uploaded(admin, 'inspection', id, png(), { purpose: 'signature' });
  const done = await admin
    .patch(`/api/inspections/${id}`)
    .send({ completedAt: '2026-11-20T09:00:00Z' });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { photo, signature, inspection: done.body as Inspection };
}
