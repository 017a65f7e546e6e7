import { type InspectionTemplate, messages, uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChungCuDb, isMutationEntry, mutate } from '../../data';
import { ChungCuDb as Database } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { freshDb, seedApartment } from '../apartments/test-support';
import {
  completeInspection,
  createFindingRequest,
  setItemResult,
  setSummary,
  startInspection,
} from './mutations';
import { sectionsOf } from './queries';

let db: ChungCuDb;
afterEach(() => db?.delete());

const template: InspectionTemplate = {
  id: uuidv7(),
  complexId: null,
  version: 3,
  deletedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  name: 'Kiểm tra an toàn định kỳ',
  items: [
    { id: 'smoke', section: 'PCCC', label: 'Đầu báo khói hoạt động', needsPhotoOnFail: true },
    { id: 'exit', section: 'PCCC', label: 'Lối thoát hiểm thông thoáng', needsPhotoOnFail: false },
    { id: 'elcb', section: 'Điện', label: 'Aptomat chống giật', needsPhotoOnFail: false },
  ],
};

async function started() {
  db = await freshDb();
  await db.inspectionTemplates.put(toMirrorRow('inspectionTemplate', template) as never);
  const unit = await seedApartment(db, { unitNumber: 'A2-1207' });
  const id = await startInspection(unit.id, template.id, { db });
  return { id, unit };
}

/** The inspection as the mirror holds it now (the test fails if it is not there). */
async function current(id: string) {
  const row = await db.inspections.get(id);
  if (!row) throw new Error(`inspection ${id} is not in the mirror`);
  return row;
}

const queued = async (database: ChungCuDb = db) =>
  (await database.outbox.orderBy('seq').toArray()).filter(isMutationEntry);

describe('inspections on the device', () => {
  it('groups a checklist by section in its order', () => {
    expect(sectionsOf(template.items).map((s) => [s.name, s.items.map((i) => i.id)])).toEqual([
      ['PCCC', ['smoke', 'exit']],
      ['Điện', ['elcb']],
    ]);
  });

  it('starts an inspection at once, offline, and queues it labelled by checklist and unit', async () => {
    const { id, unit } = await started();
    expect(await db.inspections.get(id)).toMatchObject({
      apartmentId: unit.id,
      templateId: template.id,
      inspectorId: 'admin-001',
      results: [],
      version: 0,
    });
    const [entry] = await queued();
    expect(entry).toMatchObject({
      name: 'startInspection',
      label: 'Bắt đầu kiểm tra Kiểm tra an toàn định kỳ căn A2-1207',
      state: 'pending',
    });
  });

  it('an outcome, then a note, then another outcome keeps the note; each is one queued change', async () => {
    const { id } = await started();
    const row = () => current(id);
    await setItemResult(await row(), 'smoke', 'fail', undefined, { db });
    await setItemResult(await row(), 'smoke', 'fail', 'Không kêu', { db });
    await setItemResult(await row(), 'exit', 'pass', undefined, { db });
    expect((await row()).results).toEqual([
      { itemId: 'smoke', outcome: 'fail', note: 'Không kêu', inquiryId: null },
      { itemId: 'exit', outcome: 'pass', note: null, inquiryId: null },
    ]);
    expect((await queued()).map((e) => e.label)).toEqual([
      'Bắt đầu kiểm tra Kiểm tra an toàn định kỳ căn A2-1207',
      'Kết quả kiểm tra: Đầu báo khói hoạt động',
      'Kết quả kiểm tra: Đầu báo khói hoạt động',
      'Kết quả kiểm tra: Lối thoát hiểm thông thoáng',
    ]);
  });

  it('S20: a failed item makes one maintenance request; a second tap answers the same one', async () => {
    const { id, unit } = await started();
    await setItemResult(await current(id), 'smoke', 'fail', 'Không kêu', { db });
    const first = await createFindingRequest(id, 'smoke', { db });
    const again = await createFindingRequest(id, 'smoke', { db });
    expect(again.id).toBe(first.id);
    expect(await db.inquiries.count()).toBe(1);
    expect(await db.inquiries.get(first.id)).toMatchObject({
      category: 'maintenance',
      apartmentId: unit.id,
      title: 'Đầu báo khói hoạt động – A2-1207',
    });
    expect((await db.inspections.get(id))?.results[0]?.inquiryId).toBe(first.id);
  });

  it('completion is refused at once, with the reason, while a failed item lacks its photo', async () => {
    const { id } = await started();
    for (const itemId of ['smoke', 'exit', 'elcb']) {
      const outcome = itemId === 'smoke' ? 'fail' : 'pass';
      await setItemResult(await current(id), itemId, outcome, undefined, { db });
    }
    await expect(completeInspection(id, { db })).rejects.toThrow(
      messages.inspection.photoRequired('Đầu báo khói hoạt động'),
    );
    expect((await db.inspections.get(id))?.completedAt).toBeNull();
    const photo = {
      id: uuidv7(),
      ownerEntity: 'inspection' as const,
      ownerId: id,
      purpose: 'photo' as const,
      fileName: 'khoi.jpg',
      mimeType: 'image/jpeg' as const,
      byteSize: 100,
      sha256: 'c'.repeat(64),
      itemId: 'smoke',
    };
    await mutate('createAttachment', photo, { db, label: 'ảnh' });
    await mutate(
      'createAttachment',
      { ...photo, id: uuidv7(), purpose: 'signature', itemId: null },
      {
        db,
        label: 'chữ ký',
      },
    );
    await mutate('updateInspection', { id, signedBy: 'Trần Văn Bình' }, { db, label: 'ký' });
    await completeInspection(id, { db });
    expect((await db.inspections.get(id))?.completedAt).not.toBeNull();
    await expect(setSummary(id, 'Sửa sau', { db })).rejects.toThrow(
      messages.inspection.alreadyCompleted,
    );
  });

  it('a half-finished inspection survives a closed tab: a new connection finds it and its queue', async () => {
    const { id } = await started();
    await setItemResult(await current(id), 'smoke', 'fail', 'Không kêu', { db });
    await createFindingRequest(id, 'smoke', { db });
    const name = db.name;
    db.close();
    const reopened = new Database(name);
    try {
      expect((await reopened.inspections.get(id))?.results).toEqual([
        { itemId: 'smoke', outcome: 'fail', note: 'Không kêu', inquiryId: expect.any(String) },
      ]);
      expect((await queued(reopened)).map((e) => [e.name, e.state])).toEqual([
        ['startInspection', 'pending'],
        ['updateInspection', 'pending'],
        ['createFindingInquiry', 'pending'],
      ]);
    } finally {
      reopened.close();
      db = reopened;
    }
  });
});
