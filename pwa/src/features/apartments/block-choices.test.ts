import { type Block, apartmentCreateSchema } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChungCuDb, stopLiveTables, workingComplexStoreOf } from '../../data';
import { setComplexChoice } from '../../data/working-complex';
import { TEST_COMPLEX_ID, testComplex } from '../../data/test-device';
import { toApartmentPayload } from './form-mapping';
import { blockChoices } from './list-filter';
import { createApartment } from './mutations';
import { blockChoicesStore } from './queries';
import { freshDb } from './test-support';

const SUNRISE = testComplex({
  id: '0193a1f0-0000-7000-8000-0000000000b2',
  code: 'SR-Q7',
  name: 'Chung cư Sunrise City',
});

const block = (complexId: string, name: string, deletedAt: string | null = null): Block => ({
  onDutyId: null,
  onDutyName: null,
  id: `${complexId.slice(0, 24)}${name.padStart(12, '0')}`,
  complexId,
  name,
  version: 1,
  deletedAt,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
});

let db: ChungCuDb | undefined;
afterEach(async () => {
  if (!db) return;
  stopLiveTables(db);
  await db.delete();
  db = undefined;
});

/** The block filter's choices as the list shows them, for the complex the device works in now. */
async function choicesNow(device: ChungCuDb): Promise<string[] | null> {
  const working = workingComplexStoreOf(device);
  const stopWorking = working.subscribe(() => {});
  await working.ready();
  const store = blockChoicesStore(device, working.getSnapshot()?.current?.id ?? null);
  const stop = store.subscribe(() => {});
  await store.ready();
  const choices = store.getSnapshot();
  stop();
  stopWorking();
  return choices;
}

describe('the block filter', () => {
  it('offers the blocks of the complex worked in, and every complex’s on "Tất cả", from the mirror', async () => {
    db = await freshDb();
    await db.complexes.put(SUNRISE);
    await db.blocks.bulkPut([
      block(TEST_COMPLEX_ID, 'B10'),
      block(TEST_COMPLEX_ID, 'B2'),
      block(TEST_COMPLEX_ID, 'A'),
      block(SUNRISE.id, 'X'),
      block(SUNRISE.id, 'V'),
      block(SUNRISE.id, 'a'),
    ]);

    await setComplexChoice(db, SUNRISE.id);
    expect(await choicesNow(db)).toEqual(['a', 'V', 'X']);
    await setComplexChoice(db, TEST_COMPLEX_ID);
    expect(await choicesNow(db)).toEqual(['A', 'B2', 'B10']);
    // "Tất cả": every complex's names, each once whatever its case, in natural order.
    await setComplexChoice(db, null);
    expect(await choicesNow(db)).toEqual(['A', 'B2', 'B10', 'V', 'X']);
  });

  it('offers at once, offline, the block a unit made in a new building name', async () => {
    db = await freshDb();
    const form = {
      buildingName: 'Tòa D',
      apartmentNumber: 'D1-101',
      apartmentType: '1BR/1BA',
      status: 'available',
    };
    await createApartment(apartmentCreateSchema.parse(toApartmentPayload(form)), { db });
    expect(await choicesNow(db)).toEqual(['Tòa']);
  });

  it('leaves deleted blocks out', () => {
    const gone = block(TEST_COMPLEX_ID, 'C', '2026-10-02T00:00:00.000Z');
    expect(blockChoices([gone, block(TEST_COMPLEX_ID, 'A')], null)).toEqual(['A']);
  });
});
