import { afterEach, describe, expect, it } from 'vitest';
import { type ChungCuDb, UnsupportedFileError } from '../../data';
import { fakeImages, photoFile } from '../../data/attachments/test-support';
import { createResident } from './mutations';
import { keepResidentImages } from './photos';
import { freshDb } from './test-support';

let db: ChungCuDb;
afterEach(() => db?.delete());

const live = async (ownerId: string) =>
  (await db.attachments.toArray())
    .filter((a) => a.ownerId === ownerId && !a.deletedAt)
    .map((a) => [a.purpose, a.fileName])
    .sort();

describe('keepResidentImages', () => {
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
    await keepResidentImages(resident.id, chosen, [], { db, images: fakeImages });
    const first = (await db.attachments.toArray()).filter((a) => a.ownerId === resident.id);
    expect(await live(resident.id)).toEqual([
      ['idCardFront', 'mat-truoc.jpg'],
      ['photo', 'chan-dung.jpg'],
    ]);

    const again = {
      photo: photoFile('chan-dung-moi.jpg'),
      idCardFront: photoFile('mat-truoc-mo.jpg', 'broken'),
    };
    await expect(
      keepResidentImages(resident.id, again, first as never, { db, images: fakeImages }),
    ).rejects.toBeInstanceOf(UnsupportedFileError);
    expect(await live(resident.id)).toEqual([
      ['idCardFront', 'mat-truoc.jpg'],
      ['photo', 'chan-dung-moi.jpg'],
    ]);
  });
});
