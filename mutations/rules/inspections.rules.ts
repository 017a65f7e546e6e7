import {
  type Inquiry,
  type Inspection,
  type MutationArgsInput,
  attachmentPaths,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment } from './fixtures';
import { type RulesHarness, refusalOf } from './harness';

const m = messages.inspection;

/** A small checklist: two items in one section, the second needing a photo when it fails. */
export function newInspectionTemplate(
  fields: Partial<MutationArgsInput<'createInspectionTemplate'>> = {},
): MutationArgsInput<'createInspectionTemplate'> {
  return {
    id: uuidv7(),
    name: 'Bàn giao khi nhận nhà',
    items: [
      { id: 'door', section: 'Cửa', label: 'Cửa chính đóng mở êm' },
      { id: 'lock', section: 'Cửa', label: 'Khoá cửa hoạt động', needsPhotoOnFail: true },
    ],
    ...fields,
  };
}

/** An inspection photo's or signature's metadata, as a device declares it. */
export function inspectionFile(
  inspectionId: string,
  fields: Partial<MutationArgsInput<'createAttachment'>> = {},
): MutationArgsInput<'createAttachment'> {
  return {
    id: uuidv7(),
    ownerEntity: 'inspection',
    ownerId: inspectionId,
    purpose: 'photo',
    fileName: 'anh.jpg',
    mimeType: 'image/jpeg',
    byteSize: 2048,
    sha256: 'b'.repeat(64),
    ...fields,
  };
}

/** The inspection mutations' rules (mutations/src/inspections.ts), run on either side. */
export function inspectionRules(harness: () => RulesHarness) {
  describe('inspection mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A unit, a template and an inspection of it just begun. */
    async function started() {
      const unit = newApartment();
      await h.run('createApartment', unit);
      const template = newInspectionTemplate();
      await h.run('createInspectionTemplate', template);
      const id = uuidv7();
      await h.run('startInspection', { id, apartmentId: unit.id, templateId: template.id });
      return { id, unit, template };
    }

    const inspection = async (id: string) => (await h.row('inspection', id)) as Inspection;

    /** Every item answered (lock failed with a photo) and signed: ready to complete. */
    async function readyToComplete(id: string) {
      await h.run('updateInspection', {
        id,
        results: [
          { itemId: 'door', outcome: 'pass' },
          { itemId: 'lock', outcome: 'fail', note: 'Khoá kẹt' },
        ],
        signedBy: 'Trần Văn Bình',
      });
      await h.run('createAttachment', inspectionFile(id, { itemId: 'lock' }));
      await h.run(
        'createAttachment',
        inspectionFile(id, { purpose: 'signature', mimeType: 'image/png', fileName: 'ky.png' }),
      );
    }

    it('a template keeps its items in order; starting one makes the caller its inspector', async () => {
      const { id, unit, template } = await started();
      expect((await h.row('inspectionTemplate', template.id))?.items).toEqual([
        { id: 'door', section: 'Cửa', label: 'Cửa chính đóng mở êm', needsPhotoOnFail: false },
        { id: 'lock', section: 'Cửa', label: 'Khoá cửa hoạt động', needsPhotoOnFail: true },
      ]);
      expect(await inspection(id)).toMatchObject({
        apartmentId: unit.id,
        templateId: template.id,
        inspectorId: 'admin-001',
        completedAt: null,
        results: [],
        summary: null,
        signedBy: null,
      });
    });

    it('refuses repeated item ids, a missing unit or template, and residents', async () => {
      const twice = newInspectionTemplate({
        items: [
          { id: 'a', section: 'S', label: 'Một' },
          { id: 'a', section: 'S', label: 'Hai' },
        ],
      });
      expect(await refusalOf(h.run('createInspectionTemplate', twice))).toEqual({
        code: 'validation',
        message: m.itemIdsRepeated,
      });
      const template = newInspectionTemplate();
      await h.run('createInspectionTemplate', template);
      const start = { id: uuidv7(), apartmentId: uuidv7(), templateId: template.id };
      expect(await refusalOf(h.run('startInspection', start))).toEqual({
        code: 'not_found',
        message: messages.apartment.notFound,
      });
      const unit = newApartment();
      await h.run('createApartment', unit);
      const noTemplate = { id: uuidv7(), apartmentId: unit.id, templateId: uuidv7() };
      expect(await refusalOf(h.run('startInspection', noTemplate))).toEqual({
        code: 'not_found',
        message: m.templateNotFound,
      });
      const asResident = { id: uuidv7(), apartmentId: unit.id, templateId: template.id };
      expect((await refusalOf(h.run('startInspection', asResident, 'resident'))).code).toBe(
        'forbidden',
      );
    });

    it('results merge item by item; a result without a note keeps the note there', async () => {
      const { id } = await started();
      await h.run('updateInspection', {
        id,
        results: [{ itemId: 'door', outcome: 'fail', note: 'Bản lề lỏng' }],
      });
      await h.run('updateInspection', { id, results: [{ itemId: 'lock', outcome: 'pass' }] });
      await h.run('updateInspection', { id, results: [{ itemId: 'door', outcome: 'na' }] });
      expect((await inspection(id)).results).toEqual([
        { itemId: 'door', outcome: 'na', note: 'Bản lề lỏng', inquiryId: null },
        { itemId: 'lock', outcome: 'pass', note: null, inquiryId: null },
      ]);
      await h.run('updateInspection', {
        id,
        results: [{ itemId: 'door', outcome: 'pass', note: '' }],
        summary: 'Căn hộ sạch sẽ',
      });
      expect(await inspection(id)).toMatchObject({
        summary: 'Căn hộ sạch sẽ',
        results: [
          { itemId: 'door', outcome: 'pass', note: null },
          { itemId: 'lock', outcome: 'pass' },
        ],
      });
    });

    it('refuses an item the checklist does not have', async () => {
      const { id } = await started();
      const args = { id, results: [{ itemId: 'window', outcome: 'pass' as const }] };
      expect(await refusalOf(h.run('updateInspection', args))).toEqual({
        code: 'validation',
        message: m.itemNotFound,
      });
      const photo = inspectionFile(id, { itemId: 'window' });
      expect(await refusalOf(h.run('createAttachment', photo))).toEqual({
        code: 'validation',
        message: m.itemNotFound,
      });
    });

    it('completes only with every item answered, a photo for each failed item needing one, and a signature', async () => {
      const { id } = await started();
      const complete = () =>
        h.run('updateInspection', { id, completedAt: '2026-11-20T09:00:00.000Z' });
      expect(await refusalOf(complete())).toEqual({
        code: 'validation',
        message: m.notAllAnswered,
      });
      await h.run('updateInspection', {
        id,
        results: [
          { itemId: 'door', outcome: 'pass' },
          { itemId: 'lock', outcome: 'fail' },
        ],
      });
      expect(await refusalOf(complete())).toEqual({
        code: 'validation',
        message: m.photoRequired('Khoá cửa hoạt động'),
      });
      await h.run('createAttachment', inspectionFile(id, { itemId: 'lock' }));
      expect(await refusalOf(complete())).toEqual({
        code: 'validation',
        message: m.signatureRequired,
      });
      await h.run('updateInspection', { id, signedBy: 'Trần Văn Bình' });
      expect(await refusalOf(complete())).toEqual({
        code: 'validation',
        message: m.signatureRequired,
      });
      await h.run('createAttachment', inspectionFile(id, { purpose: 'signature' }));
      await complete();
      expect((await inspection(id)).completedAt).toBe('2026-11-20T09:00:00.000Z');
    });

    it('a completed inspection is final: results, summary, photos and their removal are refused', async () => {
      const { id } = await started();
      await readyToComplete(id);
      const photo = inspectionFile(id, { itemId: 'door' });
      await h.run('createAttachment', photo);
      await h.run('updateInspection', { id, completedAt: '2026-11-20T09:00:00.000Z' });
      const refusals = await Promise.all([
        refusalOf(
          h.run('updateInspection', { id, results: [{ itemId: 'door', outcome: 'fail' }] }),
        ),
        refusalOf(h.run('updateInspection', { id, summary: 'Sửa lại' })),
        refusalOf(h.run('updateInspection', { id, completedAt: '2026-11-21T09:00:00.000Z' })),
        refusalOf(h.run('createAttachment', inspectionFile(id, { itemId: 'door' }))),
        refusalOf(h.run('deleteAttachment', { id: photo.id })),
      ]);
      for (const refusal of refusals) {
        expect(refusal).toEqual({ code: 'conflict', message: m.alreadyCompleted });
      }
      expect(await h.row('attachment', photo.id)).not.toBeNull();
      expect((await inspection(id)).summary).toBeNull();
    });

    it('S20: a failed item becomes one maintenance request with its note and photos, linked both ways; a repeat answers the same request', async () => {
      const { id, unit } = await started();
      await h.run('updateInspection', {
        id,
        results: [{ itemId: 'lock', outcome: 'fail', note: 'Khoá kẹt, không mở được' }],
      });
      const photo = inspectionFile(id, { itemId: 'lock' });
      await h.run('createAttachment', photo);
      await h.run('createAttachment', inspectionFile(id, { itemId: 'door' }));
      const first = uuidv7();
      const made = (await h.run('createFindingInquiry', {
        id: first,
        inspectionId: id,
        itemId: 'lock',
      })) as { created: boolean; inquiry: Inquiry };
      expect(made.created).toBe(true);
      const inquiry = await h.row('inquiry', first);
      expect(inquiry).toMatchObject({
        title: `Khoá cửa hoạt động – ${unit.unitNumber}`,
        category: 'maintenance',
        priority: 'medium',
        status: 'new',
        apartmentId: unit.id,
        attachments: [attachmentPaths.content(photo.id)],
      });
      expect(inquiry?.description).toContain('Khoá kẹt, không mở được');
      expect(inquiry?.description).toContain('Bàn giao khi nhận nhà');
      expect((await inspection(id)).results[0]?.inquiryId).toBe(first);

      const second = uuidv7();
      const again = (await h.run('createFindingInquiry', {
        id: second,
        inspectionId: id,
        itemId: 'lock',
      })) as { created: boolean; inquiry: Inquiry };
      expect(again.created).toBe(false);
      expect(again.inquiry.id).toBe(first);
      expect(await h.row('inquiry', second)).toBeNull();
    });

    it('S20, S28: a finding goes where the complex sends repairs (its rule for the category meaning maintenance)', async () => {
      const { id, unit } = await started();
      const stored = await h.row('apartment', unit.id);
      const categoryId = uuidv7();
      await h.run('createCategory', { id: categoryId, name: 'Bảo trì' });
      await h.setFields('complex', stored?.complexId as string, {
        assignmentRules: [
          { categoryId, blockId: null, assigneeId: 'technician', assigneeName: 'Lê Văn Hùng' },
        ],
      });
      await h.run('updateInspection', { id, results: [{ itemId: 'lock', outcome: 'fail' }] });
      const inquiryId = uuidv7();
      await h.run('createFindingInquiry', { id: inquiryId, inspectionId: id, itemId: 'lock' });
      expect(await h.row('inquiry', inquiryId)).toMatchObject({
        assigneeId: 'technician',
        assignedTo: 'Lê Văn Hùng',
      });
    });

    it('the request keeps the linked photos when a file of its own is added or removed', async () => {
      const { id } = await started();
      await h.run('updateInspection', { id, results: [{ itemId: 'lock', outcome: 'fail' }] });
      const photo = inspectionFile(id, { itemId: 'lock' });
      await h.run('createAttachment', photo);
      const inquiryId = uuidv7();
      await h.run('createFindingInquiry', { id: inquiryId, inspectionId: id, itemId: 'lock' });
      const own = { ...inspectionFile(inquiryId), ownerEntity: 'inquiry' as const };
      await h.run('createAttachment', own);
      expect((await h.row('inquiry', inquiryId))?.attachments).toEqual([
        attachmentPaths.content(photo.id),
        attachmentPaths.content(own.id),
      ]);
      await h.run('deleteAttachment', { id: own.id });
      expect((await h.row('inquiry', inquiryId))?.attachments).toEqual([
        attachmentPaths.content(photo.id),
      ]);
    });

    it('a request comes only from a failed item of the checklist, also after completion', async () => {
      const { id } = await started();
      await readyToComplete(id);
      const ask = (itemId: string) =>
        h.run('createFindingInquiry', { id: uuidv7(), inspectionId: id, itemId });
      expect(await refusalOf(ask('door'))).toEqual({
        code: 'validation',
        message: m.findingNotFailed,
      });
      expect(await refusalOf(ask('window'))).toEqual({
        code: 'not_found',
        message: m.itemNotFound,
      });
      const missing = { id: uuidv7(), inspectionId: uuidv7(), itemId: 'lock' };
      expect(await refusalOf(h.run('createFindingInquiry', missing))).toEqual({
        code: 'not_found',
        message: m.notFound,
      });
      await h.run('updateInspection', { id, completedAt: '2026-11-20T09:00:00.000Z' });
      const made = (await ask('lock')) as { created: boolean };
      expect(made.created).toBe(true);
    });
  });
}
