import { afterEach, describe, expect, it } from 'vitest';
import { ChungCuDb } from './db';
import { stopLiveTables } from './live-tables';
import { testComplex } from './test-device';
import { inScope, workingComplexState, workingComplexStoreOf } from './use-working-complex';
import { setComplexChoice } from './working-complex';

const TIMES = testComplex({
  id: '0193a1f0-0000-7000-8000-0000000000a1',
  code: 'TC-HN',
  name: 'Chung cư Times City',
});
const SUNRISE = testComplex({
  id: '0193a1f0-0000-7000-8000-0000000000b2',
  code: 'SR-Q7',
  name: 'Chung cư Sunrise City',
});

let db: ChungCuDb | undefined;
afterEach(async () => {
  if (!db) return;
  stopLiveTables(db);
  await db.delete();
  db = undefined;
});

describe('the working complex', () => {
  it('is the only complex a device holds, and none among several until one is chosen', () => {
    expect(workingComplexState([TIMES], undefined).current).toBe(TIMES);
    const both = workingComplexState([TIMES, SUNRISE], undefined);
    expect(both.current).toBeNull();
    // By name, Vietnamese order; a deleted complex is not offered.
    expect(both.complexes.map((c) => c.code)).toEqual(['SR-Q7', 'TC-HN']);
    const gone = { ...SUNRISE, deletedAt: new Date().toISOString() };
    expect(workingComplexState([TIMES, gone], SUNRISE.id).complexes).toEqual([TIMES]);
    expect(workingComplexState([TIMES, gone], SUNRISE.id).current).toBe(TIMES);
  });

  it('follows the choice kept on the device, and "Tất cả" (null) again', async () => {
    db = new ChungCuDb(`working-complex-${Math.random().toString(36).slice(2)}`);
    await db.complexes.bulkPut([TIMES, SUNRISE]);
    const store = workingComplexStoreOf(db);
    const stop = store.subscribe(() => {});
    await store.ready();
    expect(store.getSnapshot()?.current).toBeNull();

    await setComplexChoice(db, SUNRISE.id);
    await store.ready();
    expect(store.getSnapshot()?.current?.code).toBe('SR-Q7');

    // A pull moves the cursor (meta): the snapshot stays the same object, lists do not recompute.
    const before = store.getSnapshot();
    await db.meta.put({ key: 'cursor', value: 42 });
    await store.ready();
    expect(store.getSnapshot()).toBe(before);

    await setComplexChoice(db, null);
    await store.ready();
    expect(store.getSnapshot()?.current).toBeNull();
    stop();
  });

  it('scopes rows of one complex, and keeps rows shared by the company everywhere', () => {
    expect(inScope({ complexId: TIMES.id }, TIMES.id)).toBe(true);
    expect(inScope({ complexId: SUNRISE.id }, TIMES.id)).toBe(false);
    expect(inScope({ complexId: null }, TIMES.id)).toBe(true);
    expect(inScope({ complexId: SUNRISE.id }, null)).toBe(true);
  });
});
