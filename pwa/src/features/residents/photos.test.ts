import { afterEach, describe, expect, it } from 'vitest';
import { type ChungCuDb, UnsupportedFileError } from '../../data';
import { fakeImages, photoFile } from '../../data/attachments/test-support';
import { createResident } from './mutations';
import { type ChosenImages, prepareResidentImages, saveResidentWithImages } from './photos';
import { freshDb } from './test-support';

let db: ChungCuDb;
afterEach(() => db?.delete());

const live = async (ownerId: string) =>
  (await db.attachments.toArray())
    .filter((a) => a.ownerId === ownerId && !a.deletedAt)
    .map((a) => [a.purpose, a.fileName])
    .sort();

const person = { firstName: 'Hương', lastName: 'Lê Thị' };
/** The form's save: the resident updated and the images kept in one transaction, then prepared. */
async function saveImages(residentId: string, chosen: ChosenImages, existing: unknown[]) {
  const { images } = await saveResidentWithImages(
    residentId,
    person,
    chosen,
    () => db.residents.get(residentId),
    { db },
  );
  await prepareResidentImages(images, existing as never, { db, images: fakeImages });
}

describe('saveResidentWithImages', () => {
  it('keeps the images as picked in the save’s own transaction: a save that fails keeps none', async () => {
    db = await freshDb();
    const chosen = { photo: photoFile('chan-dung.jpg') };
    await expect(
      saveResidentWithImages(
        '01a00000-0000-7000-8000-000000000001',
        person,
        chosen,
        async () => {
          throw new Error('the save failed');
        },
        { db },
      ),
    ).rejects.toThrow('the save failed');
    expect(await db.attachmentBlobs.count()).toBe(0);

    const { images } = await saveResidentWithImages(
      '01a00000-0000-7000-8000-000000000001',
      person,
      chosen,
      async () => 'saved',
      { db },
    );
    expect(images.kept.map((k) => k.purpose)).toEqual(['photo']);
    expect(await db.attachmentBlobs.count()).toBe(1);
  });

  it('replaces each side only once its new image is stored; an unreadable one keeps the old and says why', async () => {
    db = await freshDb();
    const resident = await createResident(
      {
        firstName: 'Hương',
        lastName: 'Lê Thị',
        idCardNumber: '079201009876',
        email: 'huong.le@chungcu.vn',
        phone: '+84907654321',
      },
      { db },
    );
    const chosen = { photo: photoFile('chan-dung.jpg'), idCardFront: photoFile('mat-truoc.jpg') };
    await saveImages(resident.id, chosen, []);
    const first = (await db.attachments.toArray()).filter((a) => a.ownerId === resident.id);
    expect(await live(resident.id)).toEqual([
      ['idCardFront', 'mat-truoc.jpg'],
      ['photo', 'chan-dung.jpg'],
    ]);

    const again = {
      photo: photoFile('chan-dung-moi.jpg'),
      idCardFront: photoFile('mat-truoc-mo.jpg', 'broken'),
    };
    await expect(saveImages(resident.id, again, first)).rejects.toBeInstanceOf(
      UnsupportedFileError,
    );
    expect(await live(resident.id)).toEqual([
      ['idCardFront', 'mat-truoc.jpg'],
      ['photo', 'chan-dung-moi.jpg'],
    ]);
  });
});
