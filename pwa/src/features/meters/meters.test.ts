import { type Meter, type MeterReading, messages, uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChungCuDb, isMutationEntry, stopLiveTables } from '../../data';
import { toMirrorRow } from '../../data/entities';
import { TEST_COMPLEX_ID } from '../../data/test-device';
import { freshDb, seedApartment } from '../apartments/test-support';
import { addMeter, saveReading } from './mutations';
import { roundStore, unitMetersStore } from './queries';
import { buildRound } from './round';

let db: ChungCuDb | undefined;
afterEach(async () => {
  if (db) {
    stopLiveTables(db);
    await db.delete();
  }
  db = undefined;
});

const stamps = {
  complexId: TEST_COMPLEX_ID,
  version: 5,
  deletedAt: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

async function seedMeter(
  database: ChungCuDb,
  apartmentId: string,
  kind: Meter['kind'],
  serial: string,
) {
  const meter: Meter = { id: uuidv7(), ...stamps, apartmentId, kind, serial };
  await database.meters.put(toMirrorRow('meter', meter) as never);
  return meter;
}

async function seedReading(database: ChungCuDb, meterId: string, period: string, value: number) {
  const reading: MeterReading = {
    id: uuidv7(),
    ...stamps,
    meterId,
    period,
    value,
    readAt: `${period}-25T02:00:00.000Z`,
    readBy: 'admin-001',
    estimated: false,
  };
  await database.meterReadings.put(toMirrorRow('meterReading', reading) as never);
  return reading;
}

/** Units in three blocks and floors, each with water and electricity, some read already. */
async function building() {
  db = await freshDb();
  const b1 = await seedApartment(db, { unitNumber: 'B1-0105', buildingBlock: 'B', floor: 1 });
  const a12 = await seedApartment(db, {
    unitNumber: 'A2-1207',
    buildingBlock: 'A',
    floor: 12,
    status: 'occupied',
  });
  const a3b = await seedApartment(db, { unitNumber: 'A1-0310', buildingBlock: 'A', floor: 3 });
  const a3a = await seedApartment(db, { unitNumber: 'A1-0302', buildingBlock: 'A', floor: 3 });
  const meters: Record<string, { water: Meter; power: Meter }> = {};
  for (const unit of [b1, a12, a3b, a3a]) {
    // Electricity first on purpose: the round still puts water first.
    const power = await seedMeter(db, unit.id, 'electricity', `D-${unit.unitNumber}`);
    const water = await seedMeter(db, unit.id, 'water', `N-${unit.unitNumber}`);
    meters[unit.unitNumber] = { water, power };
    await seedReading(db, water.id, '2026-09', 100);
    await seedReading(db, power.id, '2026-09', 2000);
  }
  await seedReading(db, meters['A1-0302']?.water.id ?? '', '2026-10', 118);
  return { units: { b1, a12, a3a, a3b }, meters };
}

describe('the reading round', () => {
  it('walks block, floor, unit, water before electricity, with previous and current readings', async () => {
    const { meters } = await building();
    const store = roundStore(db as ChungCuDb, '2026-10', {});
    await store.ready();
    const round = store.getSnapshot();
    expect(round?.stops.map((s) => `${s.apartment.unitNumber} ${s.meter.kind}`)).toEqual([
      'A1-0302 water',
      'A1-0302 electricity',
      'A1-0310 water',
      'A1-0310 electricity',
      'A2-1207 water',
      'A2-1207 electricity',
      'B1-0105 water',
      'B1-0105 electricity',
    ]);
    expect(round).toMatchObject({ read: 1, total: 8, blocks: ['A', 'B'], floors: [1, 3, 12] });
    const [first, second] = round?.stops ?? [];
    expect(first).toMatchObject({
      previous: { period: '2026-09', value: 100 },
      current: { period: '2026-10', value: 118 },
    });
    expect(second?.meter.id).toBe(meters['A1-0302']?.power.id);
    expect(second).toMatchObject({ previous: { value: 2000 }, current: null });
  });

  it('filters by block and floor; the floors offered are the block’s', async () => {
    await building();
    const store = roundStore(db as ChungCuDb, '2026-10', { block: 'A', floor: 3 });
    await store.ready();
    const round = store.getSnapshot();
    expect(round?.stops.map((s) => s.apartment.unitNumber)).toEqual([
      'A1-0302',
      'A1-0302',
      'A1-0310',
      'A1-0310',
    ]);
    expect(round).toMatchObject({ read: 1, total: 4, blocks: ['A', 'B'], floors: [3, 12] });
  });

  it('counts a reading saved on the device at once (an estimate marked), and a correction replaces it', async () => {
    const { meters } = await building();
    const store = roundStore(db as ChungCuDb, '2026-10', {});
    await store.ready();
    const unsubscribe = store.subscribe(() => {});
    const stop = store.getSnapshot()?.stops[1];
    if (!stop) throw new Error('no second stop');
    const id = await saveReading(stop, '2026-10', 2350.5, null, { db, estimated: true });
    await store.ready();
    expect(store.getSnapshot()?.read).toBe(2);
    const saved = store.getSnapshot()?.stops[1];
    expect(saved?.current).toMatchObject({
      id,
      value: 2350.5,
      meterId: meters['A1-0302']?.power.id,
      estimated: true,
    });
    // The meter read after all: the estimate is replaced by its index, no longer marked.
    await saveReading(saved as NonNullable<typeof saved>, '2026-10', 2351, null, { db });
    await store.ready();
    expect(store.getSnapshot()?.stops[1]?.current).toMatchObject({
      id,
      value: 2351,
      estimated: false,
    });
    const queued = (await (db as ChungCuDb).outbox.orderBy('seq').toArray()).filter(
      isMutationEntry,
    );
    expect(queued.map((e) => e.name)).toEqual(['createMeterReading', 'updateMeterReading']);
    unsubscribe();
  });

  it('refuses a value below the previous period on the device with the exact message', async () => {
    await building();
    const round = roundStore(db as ChungCuDb, '2026-10', {});
    await round.ready();
    const stop = round.getSnapshot()?.stops[2];
    if (!stop) throw new Error('no stop');
    await expect(saveReading(stop, '2026-10', 99, null, { db })).rejects.toThrow(
      messages.meter.belowPrevious,
    );
    expect(await (db as ChungCuDb).meterReadings.count()).toBe(9);
  });

  it('buildRound leaves out deleted meters and units', () => {
    const unit = {
      id: 'u',
      ...stamps,
      unitNumber: 'C1-0101',
      buildingBlock: 'C',
      floor: 1,
    } as never;
    const gone = {
      id: 'm',
      ...stamps,
      deletedAt: '2026-10-02T00:00:00.000Z',
      apartmentId: 'u',
      kind: 'water',
      serial: 'X',
    } as Meter;
    const round = buildRound(new Map([['u', unit]]), [gone], [], '2026-10');
    expect(round.total).toBe(0);
  });
});

describe("the unit page's meters", () => {
  it('lists each meter, water first, with its last readings, consumption and unusual mark', async () => {
    const { units, meters } = await building();
    const water = meters['A2-1207']?.water as Meter;
    await seedReading(db as ChungCuDb, water.id, '2026-10', 100);
    const added = await addMeter(units.a12.id, 'water', ' n-extra ', { db });
    const store = unitMetersStore(db as ChungCuDb, units.a12.id);
    await store.ready();
    const list = store.getSnapshot() ?? [];
    expect(list.map((m) => m.meter.serial)).toEqual(['N-A2-1207', 'N-EXTRA', 'D-A2-1207']);
    expect(added.serial).toBe('N-EXTRA');
    // Occupied and nothing used: unusual.
    expect(list[0]?.latest).toEqual([
      expect.objectContaining({ period: '2026-10', consumption: 0, unusual: true }),
      expect.objectContaining({ period: '2026-09', consumption: null, unusual: false }),
    ]);
    await expect(addMeter(units.b1.id, 'water', 'N-EXTRA', { db })).rejects.toThrow(
      messages.meter.serialTaken,
    );
  });
});
