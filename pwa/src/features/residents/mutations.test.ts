import { afterEach, describe, expect, it } from 'vitest';
import type { ChungCuDb } from '../../data';
import { createResident, deleteResident, updateResident } from './mutations';
import { residentStrings } from './strings';
import { freshDb, seedResident } from './test-support';

let db: ChungCuDb;
afterEach(() => db?.delete());

const newResident = {
  firstName: ' An ',
  lastName: 'Nguyễn Văn',
  idCardNumber: '079201001234',
  email: 'An.Nguyen@ChungCu.vn',
  phone: '+84901234567',
  occupation: '',
};

describe('createResident', () => {
  it('puts the row in the mirror at once and queues one createResident carrying the client id', async () => {
    db = await freshDb();
    const row = await createResident(newResident, { db });

    const stored = await db.residents.get(row.id);
    expect(stored).toMatchObject({
      id: row.id,
      version: 0,
      deletedAt: null,
      firstName: 'An',
      email: 'an.nguyen@chungcu.vn',
      gender: 'male',
      status: 'active',
      occupation: null,
      moveInDate: row.createdAt,
    });
    expect(stored?.searchText).toContain('nguyen van an');

    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'mutation',
      name: 'createResident',
      touched: [`residents/${row.id}`],
      userId: 'admin-001',
      state: 'pending',
      label: residentStrings.get().outboxLabel.create('Nguyễn Văn An'),
      args: { id: row.id, firstName: 'An', idCardNumber: '079201001234' },
    });
  });

  it('writes nothing when the values break the contracts rules', async () => {
    db = await freshDb();
    await expect(createResident({ ...newResident, email: 'not-an-email' }, { db })).rejects.toThrow(
      'Invalid email address',
    );
    expect(await db.residents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses to queue a change when nobody is signed in', async () => {
    db = await freshDb();
    await db.meta.delete('currentUser');
    await expect(createResident(newResident, { db })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('updateResident', () => {
  it('queues an updateResident with only the changed fields and the base version', async () => {
    db = await freshDb();
    const current = await seedResident(db, { occupation: 'Kỹ sư' });
    const {
      id: _id,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      deletedAt: _d,
      complexId: _x,
      ...fields
    } = current;
    const edited = { ...fields, phone: '+84987654321', status: 'inactive' as const, notes: '' };

    await updateResident(current.id, edited, { db });

    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'mutation', name: 'updateResident' });
    expect(entries[0]?.kind === 'mutation' && entries[0].args).toEqual({
      id: current.id,
      phone: '+84987654321',
      status: 'inactive',
      baseVersion: 7,
    });
    expect(await db.residents.get(current.id)).toMatchObject({
      phone: '+84987654321',
      status: 'inactive',
      occupation: 'Kỹ sư',
      version: 7,
    });
  });

  it('queues nothing when nothing changed', async () => {
    db = await freshDb();
    const current = await seedResident(db);
    await updateResident(
      current.id,
      { firstName: 'An ', email: current.email.toUpperCase() },
      { db },
    );
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('deleteResident', () => {
  it('removes the row and queues a deleteResident', async () => {
    db = await freshDb();
    const current = await seedResident(db);
    await deleteResident(current.id, { db });

    expect(await db.residents.get(current.id)).toBeUndefined();
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'mutation',
      name: 'deleteResident',
      args: { id: current.id },
      label: residentStrings.get().outboxLabel.delete('Nguyễn Văn An'),
    });
  });
});
