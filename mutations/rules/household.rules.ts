import {
  type HouseholdRequest,
  type MutationArgsInput,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment, newResident } from './fixtures';
import { memberIdOf } from '../src';
import { type RulesHarness, refusalOf, rulesActors } from './harness';

const mh = messages.household;
const mv = messages.vehicle;

/** A valid staff vehicle for a unit; `fields` override. */
export function newVehicle(
  apartmentId: string,
  fields: Partial<MutationArgsInput<'createVehicle'>> = {},
): MutationArgsInput<'createVehicle'> {
  return { id: uuidv7(), apartmentId, kind: 'car', plateNumber: '30K-456.78', ...fields };
}

/**
 * The household mutations' rules (mutations/src/household-members.ts, vehicles.ts,
 * household-requests.ts and the assignment rules that keep members), run on either side.
 */
export function householdRules(harness: () => RulesHarness) {
  describe('household mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A unit where the resident user's own record lives, made by staff first. */
    async function home() {
      const own = newResident({ email: rulesActors.resident.email, firstName: 'Lan' });
      const unit = newApartment();
      await h.run('createResident', own);
      await h.run('createApartment', unit);
      const assignmentId = uuidv7();
      await h.run('createAssignment', {
        id: assignmentId,
        apartmentId: unit.id,
        residentId: own.id,
        isPrimary: true,
      });
      return { own, unit, assignmentId };
    }

    /** A unit nobody lives in. */
    async function newUnit() {
      const unit = newApartment();
      await h.run('createApartment', unit);
      return unit;
    }

    /** Another occupant of `apartmentId`; answers their record and assignment ids. */
    async function occupant(apartmentId: string, extra: { relation?: 'spouse' | 'child' } = {}) {
      const resident = newResident({ firstName: 'Minh', lastName: 'Trần Văn' });
      await h.run('createResident', resident);
      const assignmentId = uuidv7();
      await h.run('createAssignment', {
        id: assignmentId,
        apartmentId,
        residentId: resident.id,
        ...extra,
      });
      return { resident, assignmentId };
    }

    it('S26: an occupant is a household member: name, relation, primary, never the record', async () => {
      const { unit, assignmentId } = await home();
      const { resident, assignmentId: spouse } = await occupant(unit.id, { relation: 'spouse' });
      const member = await h.row('householdMember', memberIdOf(spouse));
      expect(member).toMatchObject({
        apartmentId: unit.id,
        firstName: 'Minh',
        lastName: 'Trần Văn',
        relation: 'spouse',
        isPrimary: false,
      });
      for (const field of ['idCardNumber', 'phone', 'email', 'dateOfBirth', 'notes']) {
        expect(member).not.toHaveProperty(field);
      }
      expect(await h.row('householdMember', memberIdOf(assignmentId))).toMatchObject({
        relation: 'head',
        isPrimary: true,
      });
      // A renamed record renames its member.
      await h.run('updateResident', { id: resident.id, firstName: 'Quang Minh' });
      expect((await h.row('householdMember', memberIdOf(spouse)))?.firstName).toBe('Quang Minh');
    });

    it('the head is the primary occupant: relation head and isPrimary go together', async () => {
      const { unit, assignmentId: lan } = await home();
      const { assignmentId: minh } = await occupant(unit.id, { relation: 'spouse' });
      await h.run('updateAssignment', { id: minh, relation: 'head' });
      expect(await h.row('assignment', minh)).toMatchObject({ isPrimary: true, relation: 'head' });
      // The former head is no longer primary, nor head, in the assignment and the member alike.
      expect(await h.row('assignment', lan)).toMatchObject({ isPrimary: false, relation: null });
      expect(await h.row('householdMember', memberIdOf(lan))).toMatchObject({
        isPrimary: false,
        relation: null,
      });
      await h.run('updateAssignment', { id: lan, relation: 'spouse' });
      expect(await h.row('householdMember', memberIdOf(lan))).toMatchObject({ relation: 'spouse' });
      await h.run('updateAssignment', { id: lan, isPrimary: true });
      expect(await h.row('householdMember', memberIdOf(lan))).toMatchObject({
        isPrimary: true,
        relation: 'head',
      });
      expect(await h.row('householdMember', memberIdOf(minh))).toMatchObject({
        isPrimary: false,
        relation: null,
      });
      // Giving the head another relation hands the headship back.
      await h.run('updateAssignment', { id: lan, relation: 'parent' });
      expect(await h.row('assignment', lan)).toMatchObject({
        isPrimary: false,
        relation: 'parent',
      });
    });

    it('moving out, or a deleted record, takes the member out of the household', async () => {
      const { unit } = await home();
      const { assignmentId } = await occupant(unit.id, { relation: 'child' });
      await h.run('endAssignment', { id: assignmentId });
      expect(await h.row('householdMember', memberIdOf(assignmentId))).toBeNull();
      const other = await occupant(unit.id);
      await h.run('deleteResident', { id: other.resident.id });
      expect(await h.row('householdMember', memberIdOf(other.assignmentId))).toBeNull();
    });

    it('createVehicle stores the plate normalised for its kind; garbage is refused in Vietnamese', async () => {
      const { unit } = await home();
      const car = newVehicle(unit.id, { plateNumber: ' 29a 12345 ' });
      await h.run('createVehicle', car);
      expect(await h.row('vehicle', car.id)).toMatchObject({
        plateNumber: '29A-123.45',
        kind: 'car',
        status: 'active',
        complexId: expect.any(String),
      });
      const bike = newVehicle(unit.id, { kind: 'motorbike', plateNumber: '59x1-23456' });
      await h.run('createVehicle', bike);
      expect((await h.row('vehicle', bike.id))?.plateNumber).toBe('59-X1 234.56');
      const bicycle = newVehicle(unit.id, { kind: 'bicycle', plateNumber: null });
      await h.run('createVehicle', bicycle);
      expect((await h.row('vehicle', bicycle.id))?.plateNumber).toBeNull();

      const refusals: [Partial<MutationArgsInput<'createVehicle'>>, string][] = [
        [{ plateNumber: 'xin chào' }, mv.plateInvalid],
        [{ plateNumber: '00A-123.45' }, mv.plateInvalid],
        [{ plateNumber: '59-X1 234.56' }, mv.plateNotCar],
        [{ plateNumber: null }, mv.plateRequired],
        [{ kind: 'bicycle', plateNumber: '29A-123.45' }, mv.bicycleNoPlate],
      ];
      for (const [fields, message] of refusals) {
        const bad = newVehicle(unit.id, fields);
        expect(await refusalOf(h.run('createVehicle', bad)), JSON.stringify(fields)).toEqual({
          code: 'validation',
          message,
        });
        expect(await h.row('vehicle', bad.id)).toBeNull();
      }
    });

    it('a plate is registered once in the complex, however it is typed', async () => {
      const { unit } = await home();
      const other = newApartment();
      await h.run('createApartment', other);
      await h.run('createVehicle', newVehicle(unit.id, { plateNumber: '30K-456.78' }));
      const clash = newVehicle(other.id, { plateNumber: '30k45678' });
      expect(await refusalOf(h.run('createVehicle', clash))).toEqual({
        code: 'conflict',
        message: mv.plateTaken,
      });
      expect(await h.row('vehicle', clash.id)).toBeNull();
    });

    it('updateVehicle changes owner and status; an owner must live in the unit; deleteVehicle removes it', async () => {
      const { unit, assignmentId } = await home();
      const car = newVehicle(unit.id);
      await h.run('createVehicle', car);
      await h.run('updateVehicle', {
        id: car.id,
        ownerMemberId: memberIdOf(assignmentId),
        status: 'inactive',
      });
      expect(await h.row('vehicle', car.id)).toMatchObject({
        ownerMemberId: memberIdOf(assignmentId),
        status: 'inactive',
        plateNumber: '30K-456.78',
      });
      const stranger = await occupant((await newUnit()).id);
      expect(
        await refusalOf(
          h.run('updateVehicle', { id: car.id, ownerMemberId: memberIdOf(stranger.assignmentId) }),
        ),
      ).toEqual({ code: 'validation', message: mh.memberNotFound });
      await h.run('deleteVehicle', { id: car.id });
      expect(await h.row('vehicle', car.id)).toBeNull();
    });

    /** A request as the resident user's device makes it. */
    function askVehicle(apartmentId: string, plateNumber = '51G-888.99') {
      return {
        id: uuidv7(),
        kind: 'vehicle' as const,
        apartmentId,
        plateNumber,
        vehicleKind: 'car' as const,
        brand: 'Toyota Vios trắng',
      };
    }
    function askMember(apartmentId: string) {
      return {
        id: uuidv7(),
        kind: 'member' as const,
        apartmentId,
        firstName: 'Bảo An',
        lastName: 'Nguyễn',
        relation: 'child' as const,
        dateOfBirth: '2019-06-01',
        phone: '0987 654 321',
      };
    }

    it('a resident asks for a vehicle of their unit: pending, plate normalised, theirs', async () => {
      const { unit } = await home();
      const ask = askVehicle(unit.id, '51g 88899');
      await h.run('createHouseholdRequest', ask, 'resident');
      expect(await h.row('householdRequest', ask.id)).toMatchObject({
        kind: 'vehicle',
        status: 'pending',
        apartmentId: unit.id,
        plateNumber: '51G-888.99',
        vehicleKind: 'car',
        requestedBy: rulesActors.resident.userId,
        firstName: null,
      });
      // The same plate asked again while waiting, or one the complex has, is refused.
      expect(
        await refusalOf(h.run('createHouseholdRequest', askVehicle(unit.id), 'resident')),
      ).toEqual({
        code: 'conflict',
        message: mh.requestPending,
      });
      await h.run('createVehicle', newVehicle(unit.id, { plateNumber: '30K-456.78' }));
      expect(
        await refusalOf(
          h.run('createHouseholdRequest', askVehicle(unit.id, '30K-456.78'), 'resident'),
        ),
      ).toEqual({ code: 'conflict', message: mv.plateTaken });
      expect(
        (await refusalOf(h.run('createHouseholdRequest', askVehicle(unit.id, 'abc'), 'resident')))
          .message,
      ).toBe(mv.plateInvalid);
    });

    it('staff never ask (they add directly); a unit the resident does not live in does not exist for them', async () => {
      const { unit } = await home();
      expect(await refusalOf(h.run('createHouseholdRequest', askVehicle(unit.id)))).toEqual({
        code: 'forbidden',
        message: mh.residentOnly,
      });
      // The device holds only the units its user lives in; the server asks the access module.
      if (h.location === 'server') {
        const elsewhere = await newUnit();
        const ask = askMember(elsewhere.id);
        expect(await refusalOf(h.run('createHouseholdRequest', ask, 'resident'))).toEqual({
          code: 'not_found',
          message: messages.apartment.notFound,
        });
        expect(await h.row('householdRequest', ask.id)).toBeNull();
      }
    });

    it('approving a vehicle request makes the vehicle in the same write; refusing keeps a reason', async () => {
      const { unit } = await home();
      const ask = askVehicle(unit.id);
      await h.run('createHouseholdRequest', ask, 'resident');
      const vehicleId = uuidv7();
      await h.run('approveHouseholdRequest', { id: ask.id, vehicleId });
      expect(await h.row('vehicle', vehicleId)).toMatchObject({
        apartmentId: unit.id,
        plateNumber: '51G-888.99',
        kind: 'car',
        brand: 'Toyota Vios trắng',
      });
      expect(await h.row('householdRequest', ask.id)).toMatchObject({
        status: 'approved',
        vehicleId,
        decidedBy: rulesActors.admin.userId,
      });
      expect(await refusalOf(h.run('refuseHouseholdRequest', { id: ask.id, reason: 'x' }))).toEqual(
        {
          code: 'conflict',
          message: mh.alreadyDecided,
        },
      );

      const another = askVehicle(unit.id, '51G-111.22');
      await h.run('createHouseholdRequest', another, 'resident');
      expect(
        await refusalOf(h.run('refuseHouseholdRequest', { id: another.id, reason: '  ' })),
      ).toEqual({ code: 'validation', message: mh.refuseReasonRequired });
      await h.run('refuseHouseholdRequest', { id: another.id, reason: 'Hầm xe đã hết chỗ ô tô' });
      expect(await h.row('householdRequest', another.id)).toMatchObject({
        status: 'refused',
        refuseReason: 'Hầm xe đã hết chỗ ô tô',
        vehicleId: null,
      });
      expect(
        (
          await refusalOf(
            h.run('approveHouseholdRequest', { id: ask.id, vehicleId: uuidv7() }, 'resident'),
          )
        ).code,
      ).toBe('forbidden');
    });

    it('a plate registered while the request waited is refused at approval, and nothing is made', async () => {
      const { unit } = await home();
      const ask = askVehicle(unit.id);
      await h.run('createHouseholdRequest', ask, 'resident');
      await h.run('createVehicle', newVehicle(unit.id, { plateNumber: '51G-888.99' }));
      const vehicleId = uuidv7();
      expect(await refusalOf(h.run('approveHouseholdRequest', { id: ask.id, vehicleId }))).toEqual({
        code: 'conflict',
        message: mv.plateTaken,
      });
      expect(await h.row('vehicle', vehicleId)).toBeNull();
      expect((await h.row('householdRequest', ask.id))?.status).toBe('pending');
    });

    it('approving a member makes their record and assignment: they join the household', async () => {
      const { unit } = await home();
      const ask = askMember(unit.id);
      await h.run('createHouseholdRequest', ask, 'resident');
      expect(await h.row('householdRequest', ask.id)).toMatchObject({
        firstName: 'Bảo An',
        relation: 'child',
        phone: '+84987654321',
        dateOfBirth: '2019-06-01T00:00:00.000Z',
      });
      const ids = { residentId: uuidv7(), assignmentId: uuidv7() };
      expect(await refusalOf(h.run('approveHouseholdRequest', { id: ask.id, ...ids }))).toEqual({
        code: 'validation',
        message: mh.recordRequired,
      });
      const record = {
        idCardNumber: '001219004567',
        email: 'bao.an@chungcu.vn',
        gender: 'male' as const,
      };
      await h.run('approveHouseholdRequest', { id: ask.id, ...ids, resident: record });
      expect(await h.row('resident', ids.residentId)).toMatchObject({
        firstName: 'Bảo An',
        lastName: 'Nguyễn',
        idCardNumber: '001219004567',
        phone: '+84987654321',
        dateOfBirth: '2019-06-01T00:00:00.000Z',
      });
      expect(await h.row('assignment', ids.assignmentId)).toMatchObject({
        apartmentId: unit.id,
        residentId: ids.residentId,
        relation: 'child',
        isPrimary: false,
      });
      expect(await h.row('householdMember', memberIdOf(ids.assignmentId))).toMatchObject({
        firstName: 'Bảo An',
        relation: 'child',
      });
      expect((await h.row('householdRequest', ask.id)) as HouseholdRequest).toMatchObject({
        status: 'approved',
        ...ids,
      });
    });

    it('an approval whose record clashes (ID card taken) makes nothing and leaves the request waiting', async () => {
      const { unit, own } = await home();
      const ask = askMember(unit.id);
      await h.run('createHouseholdRequest', ask, 'resident');
      const ids = { residentId: uuidv7(), assignmentId: uuidv7() };
      const record = { idCardNumber: own.idCardNumber, email: 'khac@chungcu.vn' };
      expect(
        (
          await refusalOf(
            h.run('approveHouseholdRequest', { id: ask.id, ...ids, resident: record }),
          )
        ).message,
      ).toBe(messages.resident.idCardTaken);
      expect(await h.row('resident', ids.residentId)).toBeNull();
      expect(await h.row('householdMember', memberIdOf(ids.assignmentId))).toBeNull();
      expect((await h.row('householdRequest', ask.id))?.status).toBe('pending');
    });
  });
}
