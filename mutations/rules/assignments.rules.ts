import { type MutationArgsInput, messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment, newResident } from './fixtures';
import { type RulesHarness, refusalOf } from './harness';

const m = messages.assignment;

/** The assignment mutations' rules (mutations/src/assignments.ts), run on either side. */
export function assignmentRules(harness: () => RulesHarness) {
  describe('assignment mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A stored unit (`fields` override) and `count` stored residents. */
    async function unitWith(count: number, fields: Parameters<typeof newApartment>[0] = {}) {
      const unit = newApartment(fields);
      await h.run('createApartment', unit);
      const people = [];
      for (let i = 0; i < count; i++) {
        const resident = newResident();
        await h.run('createResident', resident);
        people.push(resident.id);
      }
      return { unitId: unit.id, people };
    }

    /** Moves a resident in; answers the new assignment's id. */
    async function moveIn(
      apartmentId: string,
      residentId: string,
      extra: Partial<MutationArgsInput<'createAssignment'>> = {},
    ): Promise<string> {
      const id = uuidv7();
      await h.run('createAssignment', { id, apartmentId, residentId, ...extra });
      return id;
    }

    const status = async (unitId: string) => (await h.row('apartment', unitId))?.status;
    const isPrimary = async (id: string) => (await h.row('assignment', id))?.isPrimary;

    it('createAssignment moves the resident in (now unless dated) and marks the unit occupied', async () => {
      const { unitId, people } = await unitWith(2);
      const [first, second] = people as [string, string];
      const a = await moveIn(unitId, first, { notes: '  ' });
      const row = await h.row('assignment', a);
      expect(row).toMatchObject({
        apartmentId: unitId,
        residentId: first,
        isPrimary: false,
        moveOutDate: null,
        notes: null,
      });
      expect(Date.parse(row?.moveInDate ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(await status(unitId)).toBe('occupied');
      const b = await moveIn(unitId, second, { moveInDate: '2024-03-01T09:30:00+07:00' });
      expect((await h.row('assignment', b))?.moveInDate).toBe('2024-03-01T02:30:00.000Z');
    });

    it('never changes a unit under maintenance, moving in or out', async () => {
      const { unitId, people } = await unitWith(1, { status: 'maintenance' });
      const a = await moveIn(unitId, people[0] as string);
      expect(await status(unitId)).toBe('maintenance');
      await h.run('endAssignment', { id: a });
      expect(await status(unitId)).toBe('maintenance');
    });

    it('createAssignment refuses a resident who already lives there; after moving out they may return', async () => {
      const { unitId, people } = await unitWith(1);
      const resident = people[0] as string;
      const first = await moveIn(unitId, resident);
      const again = { id: uuidv7(), apartmentId: unitId, residentId: resident, isPrimary: true };
      expect(await refusalOf(h.run('createAssignment', again))).toEqual({
        code: 'conflict',
        message: m.alreadyAssigned,
      });
      expect(await h.row('assignment', again.id)).toBeNull();
      await h.run('endAssignment', { id: first });
      await h.run('createAssignment', { ...again, id: uuidv7() });
      expect(await status(unitId)).toBe('occupied');
    });

    it('createAssignment of an unknown unit or an unknown or deleted resident is not_found', async () => {
      const { unitId, people } = await unitWith(2);
      const [resident, gone] = people as [string, string];
      await h.run('deleteResident', { id: gone });
      const cases = [
        [newApartment().id, resident, messages.apartment.notFound],
        [unitId, newResident().id, messages.resident.notFound],
        [unitId, gone, messages.resident.notFound],
      ] as const;
      for (const [apartmentId, residentId, message] of cases) {
        const args = { id: uuidv7(), apartmentId, residentId };
        expect(await refusalOf(h.run('createAssignment', args))).toEqual({
          code: 'not_found',
          message,
        });
        expect(await h.row('assignment', args.id)).toBeNull();
      }
      expect(await status(unitId)).toBe('available');
    });

    it('a new primary clears the other current primaries of its unit, and only of its unit', async () => {
      const { unitId, people } = await unitWith(3);
      const [p1, p2, p3] = people as [string, string, string];
      const elsewhere = await unitWith(0);
      const there = await moveIn(elsewhere.unitId, p3, { isPrimary: true });
      const a = await moveIn(unitId, p1, { isPrimary: true });
      const b = await moveIn(unitId, p2, { isPrimary: true });
      expect([await isPrimary(a), await isPrimary(b), await isPrimary(there)]).toEqual([
        false,
        true,
        true,
      ]);
      // Not primary: leaves the primary alone.
      const c = await moveIn(unitId, p3);
      expect([await isPrimary(b), await isPrimary(c)]).toEqual([true, false]);
    });

    it('updateAssignment making one primary clears the others in the same mutation', async () => {
      const { unitId, people } = await unitWith(3);
      const [a, b, c] = [
        await moveIn(unitId, people[0] as string, { isPrimary: true }),
        await moveIn(unitId, people[1] as string),
        await moveIn(unitId, people[2] as string),
      ];
      await h.run('updateAssignment', { id: c, isPrimary: true, notes: 'Chủ hộ' });
      expect(await h.row('assignment', c)).toMatchObject({ isPrimary: true, notes: 'Chủ hộ' });
      expect([await isPrimary(a), await isPrimary(b)]).toEqual([false, false]);
      // Notes alone leave the primary where it is.
      await h.run('updateAssignment', { id: a, notes: 'Nuôi mèo' });
      expect([await isPrimary(a), await isPrimary(c)]).toEqual([false, true]);
    });

    it('a moved-out resident cannot become primary, nor displace the current one', async () => {
      const { unitId, people } = await unitWith(2);
      const gone = await moveIn(unitId, people[0] as string);
      const primary = await moveIn(unitId, people[1] as string, { isPrimary: true });
      await h.run('endAssignment', { id: gone });
      expect(await refusalOf(h.run('updateAssignment', { id: gone, isPrimary: true }))).toEqual({
        code: 'conflict',
        message: m.endedNotPrimary,
      });
      expect([await isPrimary(gone), await isPrimary(primary)]).toEqual([false, true]);
      await h.run('updateAssignment', { id: gone, notes: 'Đã bàn giao' });
      expect((await h.row('assignment', gone))?.notes).toBe('Đã bàn giao');
    });

    it('updateAssignment of an unknown assignment is not_found', async () => {
      expect(await refusalOf(h.run('updateAssignment', { id: uuidv7(), notes: 'x' }))).toEqual({
        code: 'not_found',
        message: m.notFound,
      });
    });

    it('endAssignment keeps the row as history and frees the unit when nobody is left', async () => {
      const { unitId, people } = await unitWith(2);
      const a = await moveIn(unitId, people[0] as string);
      const b = await moveIn(unitId, people[1] as string);
      await h.run('endAssignment', { id: a });
      const ended = await h.row('assignment', a);
      expect(ended).toMatchObject({ id: a, deletedAt: null });
      expect(Date.parse(ended?.moveOutDate ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(await status(unitId)).toBe('occupied');
      await h.run('endAssignment', { id: b });
      expect(await status(unitId)).toBe('available');
    });

    it('ending an assignment twice, or an unknown one, is not_found', async () => {
      const { unitId, people } = await unitWith(1);
      const a = await moveIn(unitId, people[0] as string);
      await h.run('endAssignment', { id: a });
      const movedOut = (await h.row('assignment', a))?.moveOutDate;
      for (const id of [a, uuidv7()]) {
        expect(await refusalOf(h.run('endAssignment', { id }))).toEqual({
          code: 'not_found',
          message: m.notFound,
        });
      }
      expect((await h.row('assignment', a))?.moveOutDate).toBe(movedOut);
    });

    it('assignment mutations are refused to a resident user', async () => {
      const { unitId, people } = await unitWith(1);
      const a = await moveIn(unitId, people[0] as string);
      const args = { id: uuidv7(), apartmentId: unitId, residentId: people[0] as string };
      const refusals = [
        await refusalOf(h.run('createAssignment', args, 'resident')),
        await refusalOf(h.run('updateAssignment', { id: a, isPrimary: true }, 'resident')),
        await refusalOf(h.run('endAssignment', { id: a }, 'resident')),
      ];
      expect(refusals.map((r) => r.code)).toEqual(['forbidden', 'forbidden', 'forbidden']);
      expect(await h.row('assignment', a)).toMatchObject({ isPrimary: false, moveOutDate: null });
    });
  });
}
