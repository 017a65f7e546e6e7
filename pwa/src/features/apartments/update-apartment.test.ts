import { afterEach, describe, expect, it } from 'vitest';
import { type ChungCuDb, isMutationEntry } from '../../data';
import { enumStrings } from '../../lib/i18n';
import { fromEditForm, toEditForm } from './edit-form';
import { setApartmentStatus, updateApartment } from './mutations';
import { apartmentStrings } from './strings';
import { freshDb, seedApartment, seedAssignment } from './test-support';

const s = apartmentStrings.get();

let db: ChungCuDb;
afterEach(() => db?.delete());

/** The queued named mutations, oldest first. */
const mutationEntries = async () =>
  (await db.outbox.orderBy('seq').toArray()).filter(isMutationEntry);

describe('updateApartment on the device', () => {
  it('shows the edit at once and queues only the changed fields with the base version', async () => {
    db = await freshDb();
    const unit = await seedApartment(db, { unitNumber: 'A2-1207', floor: 1, version: 7 });

    const row = await updateApartment(
      unit.id,
      {
        unitNumber: 'A2-1207',
        buildingBlock: 'A',
        floor: 12,
        bedrooms: 2,
        bathrooms: 1,
        squareFootage: 850,
        // The same amount as stored ('1850.00'): no change.
        monthlyRent: '1850',
        description: '',
        notes: 'Chìa khóa ở quầy lễ tân',
      },
      { db },
    );

    expect(row).toMatchObject({ floor: 12, notes: 'Chìa khóa ở quầy lễ tân', version: 7 });
    expect(await db.apartments.get(unit.id)).toMatchObject({
      floor: 12,
      monthlyRent: '1850.00',
      notes: 'Chìa khóa ở quầy lễ tân',
    });
    const entries = await mutationEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      name: 'updateApartment',
      touched: [`apartments/${unit.id}`],
      state: 'pending',
      label: s.outboxLabel.update('A2-1207'),
    });
    expect(entries[0]?.args).toEqual({
      id: unit.id,
      floor: 12,
      notes: 'Chìa khóa ở quầy lễ tân',
      baseVersion: 7,
    });
  });

  it('stores a new rent as the server will ("1250000" → "1250000.00")', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    await updateApartment(unit.id, { monthlyRent: '1250000' }, { db });
    expect((await db.apartments.get(unit.id))?.monthlyRent).toBe('1250000.00');
    expect((await mutationEntries())[0]?.args).toEqual({
      id: unit.id,
      monthlyRent: '1250000',
      baseVersion: 7,
    });
  });

  it('queues nothing when nothing changed', async () => {
    db = await freshDb();
    const unit = await seedApartment(db, { description: null });
    await updateApartment(
      unit.id,
      { floor: unit.floor, monthlyRent: '1850.0', description: '', notes: null },
      { db },
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it("the edit dialog's values: unchanged they queue nothing, a typed rent queues only it", async () => {
    db = await freshDb();
    const unit = await seedApartment(db, { description: 'Góc', monthlyRent: '1850.00' });
    const form = toEditForm(unit);
    expect(form).toMatchObject({ floor: '4', monthlyRent: '1850', description: 'Góc', notes: '' });
    await updateApartment(unit.id, fromEditForm(form), { db });
    expect(await db.outbox.count()).toBe(0);

    await updateApartment(unit.id, fromEditForm({ ...form, monthlyRent: '1.250.000' }), { db });
    expect((await mutationEntries()).map((e) => e.args)).toEqual([
      { id: unit.id, monthlyRent: '1250000', baseVersion: 7 },
    ]);
    await expect(
      updateApartment(unit.id, fromEditForm({ ...form, bathrooms: '' }), { db }),
    ).rejects.toThrow('Number of bathrooms is required');
  });

  it('sends no base version for a unit the server has not acknowledged yet', async () => {
    db = await freshDb();
    const unit = await seedApartment(db, { version: 0 });
    await updateApartment(unit.id, { bedrooms: 3 }, { db });
    expect((await mutationEntries())[0]?.args).toEqual({ id: unit.id, bedrooms: 3 });
  });

  it('refuses at once a value the contracts refuse, or another unit’s number', async () => {
    db = await freshDb();
    await seedApartment(db, { unitNumber: 'B3-0905' });
    const unit = await seedApartment(db, { unitNumber: 'B3-0906' });
    await expect(updateApartment(unit.id, { floor: 0 }, { db })).rejects.toThrow(
      'Floor must be at least 1',
    );
    await expect(updateApartment(unit.id, { monthlyRent: '' }, { db })).rejects.toThrow(
      'Monthly rent is required',
    );
    await expect(updateApartment(unit.id, { unitNumber: 'b3-0905' }, { db })).rejects.toThrow(
      'Số căn hộ đã tồn tại',
    );
    expect((await db.apartments.get(unit.id))?.unitNumber).toBe('B3-0906');
    expect(await db.outbox.count()).toBe(0);
  });

  it('a status tap is its own updateApartment, even with residents living there', async () => {
    db = await freshDb();
    const unit = await seedApartment(db, { status: 'occupied' });
    await seedAssignment(db, { apartmentId: unit.id });

    await setApartmentStatus(unit.id, 'maintenance', { db });
    await setApartmentStatus(unit.id, 'available', { db });

    expect((await db.apartments.get(unit.id))?.status).toBe('available');
    const entries = await mutationEntries();
    expect(entries.map((e) => [e.name, e.args, e.label])).toEqual([
      [
        'updateApartment',
        { id: unit.id, status: 'maintenance', baseVersion: 7 },
        s.outboxLabel.status('A2-403', enumStrings.get().apartmentStatuses.maintenance),
      ],
      [
        'updateApartment',
        { id: unit.id, status: 'available', baseVersion: 7 },
        s.outboxLabel.status('A2-403', enumStrings.get().apartmentStatuses.available),
      ],
    ]);
  });
});
