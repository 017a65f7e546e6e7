import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import {
  assign,
  auditOf,
  createApartment,
  createResident,
  unitAndResident,
} from '../../test/assignment-fixtures';

/** Rules that span a unit's assignments: one primary, and a status that follows occupancy. */
describeEachDatabase('assignments per unit', (use) => {
  it('keeps one primary per unit: a new or edited primary clears the others, each audited', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const { unit, resident } = await unitAndResident(admin);
    const other = await createApartment(admin);
    const second = await createResident(admin);
    const elsewhere = await assign(admin, other.id, second.id, { isPrimary: true });
    const a = await assign(admin, unit.id, resident.id, { isPrimary: true });
    const b = await assign(admin, unit.id, second.id, { isPrimary: true });
    const primaries = async () =>
      (await admin.get(`/api/apartments/${unit.id}/assignments`)).body
        .filter((x: { isPrimary: boolean }) => x.isPrimary)
        .map((x: { id: string }) => x.id);
    expect(await primaries()).toEqual([b.id]);
    const audit = await auditOf(db, a.id);
    expect(audit.map((x) => x.action)).toEqual(['create', 'update']);
    // The head is the primary occupant: losing the one loses the other.
    expect(audit[1]?.changes).toEqual({
      isPrimary: { from: true, to: false },
      relation: { from: 'head', to: null },
    });

    const patched = await admin
      .patch(`/api/assignments/${a.id}`)
      .send({ isPrimary: true, notes: 'Chủ hộ', baseVersion: a.version });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: a.id, isPrimary: true, notes: 'Chủ hộ' });
    expect(patched.body.version).toBeGreaterThan(b.version);
    expect(await primaries()).toEqual([a.id]);
    const elsewhereNow = await admin.get(`/api/apartments/${other.id}/assignments`);
    expect(elsewhereNow.body[0]).toMatchObject({ id: elsewhere.id, isPrimary: true });
  });

  it('racing writes on one unit leave one primary and one status change', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const people = await Promise.all([1, 2, 3].map(() => createResident(admin)));
    const results = await Promise.all(
      people.map((p) =>
        admin
          .post('/api/assignments')
          .send({ apartmentId: unit.id, residentId: p.id, isPrimary: true }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const current = (await admin.get(`/api/apartments/${unit.id}/assignments`)).body;
    expect(current.filter((a: { isPrimary: boolean }) => a.isPrimary)).toHaveLength(1);
    const unitAudit = await auditOf(db, unit.id);
    expect(unitAudit.map((a) => a.action)).toEqual(['create', 'update']);
    const same = { apartmentId: unit.id, residentId: (await createResident(admin)).id };
    const twice = await Promise.all([1, 2].map(() => admin.post('/api/assignments').send(same)));
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("updates the unit's status when its first resident arrives and its last one leaves", async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const { unit, resident } = await unitAndResident(admin);
    const second = await createResident(admin);
    const status = async (id = unit.id) => (await admin.get(`/api/apartments/${id}`)).body.status;
    const a = await assign(admin, unit.id, resident.id);
    expect(await status()).toBe('occupied');
    const b = await assign(admin, unit.id, second.id);
    await admin.delete(`/api/assignments/${a.id}`);
    expect(await status()).toBe('occupied');
    await admin.delete(`/api/assignments/${b.id}`);
    expect(await status()).toBe('available');
    const changes = (await auditOf(db, unit.id)).map((x) => [x.action, x.changes.status]);
    expect(changes).toEqual([
      ['create', { to: 'available' }],
      ['update', { from: 'available', to: 'occupied' }],
      ['update', { from: 'occupied', to: 'available' }],
    ]);
    const repairs = await createApartment(admin, { status: 'maintenance' });
    const c = await assign(admin, repairs.id, resident.id);
    expect(await status(repairs.id)).toBe('maintenance');
    await admin.delete(`/api/assignments/${c.id}`);
    expect(await status(repairs.id)).toBe('maintenance');
  });
});
