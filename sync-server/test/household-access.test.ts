import { expect, it } from 'vitest';
import type { HouseholdMember } from '@chungcu/contracts';
import { memberIdOf } from '@chungcu/mutations';
import { assign, createResident } from './assignment-fixtures';
import { type FeedChange, pullAll } from './complex-fixtures';
import { describeEachDatabase } from './harness';
import { SPOUSE_SECRETS, ask, familyHome } from './household-fixtures';

/** Every way a secret of the spouse's record could be written in an answer. */
const secretForms = [
  SPOUSE_SECRETS.idCardNumber,
  SPOUSE_SECRETS.phone,
  SPOUSE_SECRETS.phone.replace('+84', '0'),
  SPOUSE_SECRETS.email,
  SPOUSE_SECRETS.dateOfBirth,
  SPOUSE_SECRETS.notes,
  SPOUSE_SECRETS.emergencyPhone,
];

const expectNoSecret = (text: string, where: string) => {
  for (const secret of secretForms) expect(text, `${where} holds ${secret}`).not.toContain(secret);
};

const membersIn = (changes: FeedChange[]) =>
  changes
    .filter((c) => c.entity === 'householdMember' && !c.deletedAt)
    .map((c) => c.data as HouseholdMember);

describeEachDatabase('a household as its residents see it', (use) => {
  it("S11, S26: the resident's feed and every call she may make hold her household's names and relations, never another member's ID card, phone, email, birth date or notes", async () => {
    const { resident, admin, unit, minh, minhStay, sonStay, lanStay } = await familyHome(use);
    await ask(resident, {
      kind: 'vehicle',
      apartmentId: unit.id,
      plateNumber: '30A-999.88',
      vehicleKind: 'car',
    });
    const feed = await pullAll(resident);
    expectNoSecret(JSON.stringify(feed.changes), 'the feed');
    // The husband's record is not on her device at all: only his member row.
    expect(feed.changes.map((c) => c.id)).not.toContain(minh.id);
    expect(feed.changes.filter((c) => c.entity === 'resident')).toHaveLength(1);
    const members = membersIn(feed.changes);
    expect(members.map((m) => [m.id, m.firstName, m.relation, m.isPrimary]).sort()).toEqual(
      [
        [memberIdOf(lanStay.id), 'Lan', 'head', true],
        [memberIdOf(minhStay.id), 'Minh', 'spouse', false],
        [memberIdOf(sonStay.id), 'Khôi', 'child', false],
      ].sort(),
    );
    expect(Object.keys(members[0] ?? {}).sort()).toEqual(
      [
        'apartmentId',
        'complexId',
        'createdAt',
        'deletedAt',
        'firstName',
        'id',
        'isPrimary',
        'lastName',
        'moveInDate',
        'relation',
        'updatedAt',
        'version',
      ].sort(),
    );

    const calls = [
      `/api/apartments/${unit.id}/household`,
      `/api/apartments/${unit.id}`,
      `/api/apartments/${unit.id}/assignments`,
      `/api/apartments/${unit.id}/history`,
      `/api/apartments/${unit.id}/inspections`,
      `/api/vehicles?apartmentId=${unit.id}`,
      '/api/vehicles',
      '/api/household-requests',
      '/api/apartments',
      '/api/inquiries-with-details',
      '/api/meters',
      '/api/blocks',
      '/api/complexes',
      '/api/users',
      '/api/admin-users',
      '/api/auth/user',
      `/api/residents`,
      `/api/residents/${minh.id}`,
    ];
    for (const path of calls) {
      const res = await resident.get(path);
      expect(res.status, path).toBeLessThan(500);
      expectNoSecret(res.text, path);
    }
    const household = await resident.get(`/api/apartments/${unit.id}/household`);
    expect(household.status).toBe(200);
    expect(household.body.members.map((m: HouseholdMember) => m.firstName)).toEqual([
      'Lan',
      'Minh',
      'Khôi',
    ]);
    // Staff see the record whole.
    expect((await admin.get('/api/residents')).text).toContain(SPOUSE_SECRETS.idCardNumber);
  });

  it('S19, S26: someone moving in or out changes the household the resident holds; her own move-out takes it all away', async () => {
    const { admin, resident, unit, minhStay, lanStay } = await familyHome(use);
    const first = await pullAll(resident);
    expect(membersIn(first.changes)).toHaveLength(3);

    // Her mother moves in: the next pull brings her as a member, nothing more of her record.
    const mother = await createResident(admin, {
      firstName: 'Hoa',
      lastName: 'Phạm Thị',
      idCardNumber: '001958001122',
    });
    const motherStay = await assign(admin, unit.id, mother.id, { relation: 'parent' });
    const afterMoveIn = await pullAll(resident, first);
    expect(afterMoveIn.resync).toBe(false);
    expect(membersIn(afterMoveIn.changes)).toEqual([
      expect.objectContaining({
        id: memberIdOf(motherStay.id),
        firstName: 'Hoa',
        relation: 'parent',
      }),
    ]);
    expect(JSON.stringify(afterMoveIn.changes)).not.toContain('001958001122');

    // Her husband moves out: his member row leaves her device.
    expect((await admin.delete(`/api/assignments/${minhStay.id}`)).status).toBe(204);
    const afterMoveOut = await pullAll(resident, afterMoveIn);
    expect(afterMoveOut.changes).toContainEqual(
      expect.objectContaining({
        entity: 'householdMember',
        id: memberIdOf(minhStay.id),
        deletedAt: expect.any(String),
      }),
    );
    const household = await resident.get(`/api/apartments/${unit.id}/household`);
    expect(household.body.members.map((m: HouseholdMember) => m.firstName)).toEqual([
      'Lan',
      'Khôi',
      'Hoa',
    ]);

    // She moves out herself: a move; the fresh feed holds no member, vehicle or unit of it.
    await admin
      .post('/api/vehicles')
      .send({ apartmentId: unit.id, kind: 'motorbike', plateNumber: '29-B1 111.22' });
    expect((await admin.delete(`/api/assignments/${lanStay.id}`)).status).toBe(204);
    expect((await pullAll(resident, afterMoveOut)).resync).toBe(true);
    const fresh = await pullAll(resident);
    expect(
      fresh.changes.filter((c) => ['householdMember', 'vehicle', 'apartment'].includes(c.entity)),
    ).toEqual([]);
    expect((await resident.get(`/api/apartments/${unit.id}/household`)).status).toBe(404);
  });
});
