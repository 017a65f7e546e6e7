import {
  type MutationArgsInput,
  attachmentPaths,
  defaults,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment, newResident } from './fixtures';
import { type RulesHarness, refusalOf, rulesActors } from './harness';
import { freshIds, newInquiry, templateWithSteps } from './inquiry-fixtures';

/** A file's metadata as a device declares it before uploading the bytes. */
function newFile(
  owner: Pick<MutationArgsInput<'createAttachment'>, 'ownerEntity' | 'ownerId'>,
  fields: Partial<MutationArgsInput<'createAttachment'>> = {},
): MutationArgsInput<'createAttachment'> {
  return {
    id: uuidv7(),
    ...owner,
    purpose: 'photo',
    fileName: 'anh.jpg',
    mimeType: 'image/jpeg',
    byteSize: 1234,
    sha256: 'a'.repeat(64),
    ...fields,
  };
}

/** The attachment mutations' rules (mutations/src/attachments.ts), run on either side. */
export function attachmentRules(harness: () => RulesHarness) {
  describe('attachment mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    it("a unit's first photo becomes its imageUrl; without photos it is the placeholder again", async () => {
      const unit = newApartment();
      await h.run('createApartment', unit);
      const first = newFile({ ownerEntity: 'apartment', ownerId: unit.id }, { position: 0 });
      const second = newFile({ ownerEntity: 'apartment', ownerId: unit.id }, { position: 1 });
      await h.run('createAttachment', second);
      await h.run('createAttachment', first);
      expect((await h.row('apartment', unit.id))?.imageUrl).toBe(attachmentPaths.content(first.id));
      await h.run('deleteAttachment', { id: first.id });
      expect((await h.row('apartment', unit.id))?.imageUrl).toBe(
        attachmentPaths.content(second.id),
      );
      await h.run('deleteAttachment', { id: second.id });
      expect((await h.row('apartment', unit.id))?.imageUrl).toBe(defaults.apartment.imageUrl);
      expect(await h.row('attachment', second.id)).toBeNull();
    });

    it("moving a unit's photo reorders them all and its imageUrl follows the first", async () => {
      const unit = newApartment();
      await h.run('createApartment', unit);
      const owner = { ownerEntity: 'apartment' as const, ownerId: unit.id };
      const a = newFile(owner, { position: 0 });
      const b = newFile(owner, { position: 1 });
      const c = newFile(owner, { position: 2 });
      for (const file of [a, b, c]) await h.run('createAttachment', file);
      await h.run('moveAttachment', { id: c.id, step: -1 });
      await h.run('moveAttachment', { id: c.id, step: -1 });
      expect((await h.row('attachment', c.id))?.position).toBe(0);
      expect((await h.row('attachment', a.id))?.position).toBe(1);
      expect((await h.row('attachment', b.id))?.position).toBe(2);
      expect((await h.row('apartment', unit.id))?.imageUrl).toBe(attachmentPaths.content(c.id));
      // The first cannot move earlier: nothing changes.
      await h.run('moveAttachment', { id: c.id, step: -1 });
      expect((await h.row('attachment', c.id))?.position).toBe(0);
    });

    it("a resident's photo and ID-card sides are the newest file of each purpose", async () => {
      const resident = newResident();
      await h.run('createResident', resident);
      const owner = { ownerEntity: 'resident' as const, ownerId: resident.id };
      const front = newFile(owner, { purpose: 'idCardFront' });
      const back = newFile(owner, { purpose: 'idCardBack' });
      await h.run('createAttachment', front);
      await h.run('createAttachment', back);
      expect(await h.row('resident', resident.id)).toMatchObject({
        idCardFrontUrl: attachmentPaths.content(front.id),
        idCardBackUrl: attachmentPaths.content(back.id),
        photoUrl: null,
      });
    });

    it('a resident user attaches files to their own request only; the request lists them', async () => {
      const own = newResident({ email: rulesActors.resident.email });
      await h.run('createResident', own);
      const mine = newInquiry();
      await h.run('createInquiry', mine, 'resident');
      const file = newFile(
        { ownerEntity: 'inquiry', ownerId: mine.id },
        { mimeType: 'application/pdf', fileName: 'hoa-don.pdf', purpose: 'file' },
      );
      await h.run('createAttachment', file, 'resident');
      expect((await h.row('inquiry', mine.id))?.attachments).toEqual([
        attachmentPaths.content(file.id),
      ]);

      const unit = newApartment();
      await h.run('createApartment', unit);
      expect(
        (
          await refusalOf(
            h.run(
              'createAttachment',
              newFile({ ownerEntity: 'apartment', ownerId: unit.id }),
              'resident',
            ),
          )
        ).code,
      ).toBe('forbidden');
    });

    it("a completed request's files and its steps' photos are final, for its resident and for staff, until it reopens", async () => {
      const own = newResident({ email: rulesActors.resident.email });
      await h.run('createResident', own);
      const { templateId } = await templateWithSteps(h, [{ stepName: 'Sửa vòi' }]);
      const request = newInquiry({ residentId: own.id, templateId });
      await h.run('createInquiry', request);
      const [stepId] = freshIds(1) as [string];
      await h.run('initProgress', { id: request.id, stepIds: [stepId] });
      const theirs = newFile({ ownerEntity: 'inquiry', ownerId: request.id });
      await h.run('createAttachment', theirs, 'resident');
      const before = newFile(
        { ownerEntity: 'inquiryProgress', ownerId: stepId },
        { itemId: 'before' },
      );
      await h.run('createAttachment', before);
      await h.run('updateStep', { id: stepId, inquiryId: request.id, status: 'completed' });
      await h.run('updateInquiry', { id: request.id, status: 'completed' });

      const final = { code: 'conflict', message: messages.attachment.requestCompleted };
      const another = newFile({ ownerEntity: 'inquiry', ownerId: request.id });
      expect(await refusalOf(h.run('createAttachment', another, 'resident'))).toEqual(final);
      expect(await refusalOf(h.run('createAttachment', another))).toEqual(final);
      expect(await refusalOf(h.run('deleteAttachment', { id: theirs.id }, 'resident'))).toEqual(
        final,
      );
      expect(await refusalOf(h.run('deleteAttachment', { id: theirs.id }))).toEqual(final);
      const after = newFile(
        { ownerEntity: 'inquiryProgress', ownerId: stepId },
        { itemId: 'after' },
      );
      expect(await refusalOf(h.run('createAttachment', after))).toEqual(final);
      expect(await refusalOf(h.run('deleteAttachment', { id: before.id }))).toEqual(final);
      expect(await refusalOf(h.run('moveAttachment', { id: before.id, step: 1 }))).toEqual(final);
      expect(await h.row('attachment', another.id)).toBeNull();
      expect(await h.row('attachment', theirs.id)).not.toBeNull();
      expect((await h.row('inquiry', request.id))?.attachments).toEqual([
        attachmentPaths.content(theirs.id),
      ]);

      // Reopened, the request's files change again.
      await h.run('updateInquiry', { id: request.id, status: 'in_progress' });
      await h.run('createAttachment', another, 'resident');
      await h.run('deleteAttachment', { id: theirs.id }, 'resident');
      expect((await h.row('inquiry', request.id))?.attachments).toEqual([
        attachmentPaths.content(another.id),
      ]);
    });

    it('a file of an owner that does not exist is not_found', async () => {
      expect(
        await refusalOf(
          h.run('createAttachment', newFile({ ownerEntity: 'apartment', ownerId: uuidv7() })),
        ),
      ).toEqual({
        code: 'not_found',
        message: messages.attachment.ownerNotFound,
      });
    });
  });
}
