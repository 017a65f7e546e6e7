import { messages } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { blockIdOf } from '../src';
import { newApartment } from './fixtures';
import { type RulesHarness, refusalOf } from './harness';

const m = messages.block;

/** The block mutations' rules (mutations/src/blocks.ts) and the blocks units make, either side. */
export function blockRules(harness: () => RulesHarness) {
  describe('block mutations', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    /** A unit in block `name` of the working complex; answers the unit as stored. */
    async function unitIn(name: string) {
      const args = newApartment({ buildingBlock: name });
      await h.run('createApartment', args);
      const unit = await h.row('apartment', args.id);
      if (!unit) throw new Error('unit not stored');
      return unit;
    }

    it('S23: createApartment in a block its complex has no row of makes the block, once', async () => {
      const unit = await unitIn('D');
      const id = blockIdOf(unit.complexId, 'D');
      expect(await h.row('block', id)).toMatchObject({ complexId: unit.complexId, name: 'D' });
      const second = await unitIn(' d ');
      // Matched whatever the case; the unit takes the block's own spelling.
      expect(second.buildingBlock).toBe('D');
    });

    it('S23: updateApartment into a new block makes it; into a known one takes its spelling', async () => {
      const unit = await unitIn('A');
      await h.run('updateApartment', { id: unit.id, buildingBlock: 'Tòa E' });
      expect(await h.row('block', blockIdOf(unit.complexId, 'Tòa E'))).toMatchObject({
        name: 'Tòa E',
      });
      await h.run('updateApartment', { id: unit.id, buildingBlock: 'a' });
      expect((await h.row('apartment', unit.id))?.buildingBlock).toBe('A');
    });

    it('S23: createBlock refuses a name the complex has, whatever its case', async () => {
      const unit = await unitIn('A');
      const args = { id: newApartment().id, complexId: unit.complexId, name: 'B' };
      await h.run('createBlock', args);
      expect(await h.row('block', args.id)).toMatchObject({ name: 'B' });
      const clash = { id: newApartment().id, complexId: unit.complexId, name: ' a ' };
      expect(await refusalOf(h.run('createBlock', clash))).toEqual({
        code: 'conflict',
        message: m.nameTaken,
      });
      expect(await h.row('block', clash.id)).toBeNull();
    });

    it('S23: renameBlock renames the block and its units; deleteBlock refuses one with units', async () => {
      const unit = await unitIn('C');
      const other = await unitIn('Tháp 2');
      const id = blockIdOf(unit.complexId, 'C');
      await h.run('renameBlock', { id, name: 'C1' });
      expect(await h.row('block', id)).toMatchObject({ name: 'C1' });
      expect((await h.row('apartment', unit.id))?.buildingBlock).toBe('C1');
      expect((await h.row('apartment', other.id))?.buildingBlock).toBe('Tháp 2');
      expect(await refusalOf(h.run('renameBlock', { id, name: 'tháp 2' }))).toEqual({
        code: 'conflict',
        message: m.nameTaken,
      });
      expect(await refusalOf(h.run('deleteBlock', { id }))).toEqual({
        code: 'conflict',
        message: m.notEmpty(1),
      });
      expect(await h.row('block', id)).not.toBeNull();
      const empty = { id: newApartment().id, complexId: unit.complexId, name: 'Z' };
      await h.run('createBlock', empty);
      await h.run('deleteBlock', { id: empty.id });
      expect(await h.row('block', empty.id)).toBeNull();
    });

    it('S23: block management is refused to a resident user; an unknown block is not_found', async () => {
      const unit = await unitIn('A');
      const args = { id: newApartment().id, complexId: unit.complexId, name: 'Q' };
      expect((await refusalOf(h.run('createBlock', args, 'resident'))).code).toBe('forbidden');
      expect(await refusalOf(h.run('renameBlock', { id: args.id, name: 'R' }))).toEqual({
        code: 'not_found',
        message: m.notFound,
      });
    });
  });
}
