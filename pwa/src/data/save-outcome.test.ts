import { uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ChungCuDb, type OutboxEntry } from './db';
import { stopLiveTables } from './live-tables';
import { mutate } from './mutate';
import { awaitSaveOutcome, newRejections, outcomeOf, trackQueued } from './save-outcome';

let db: ChungCuDb | undefined;
afterEach(async () => {
  if (db) stopLiveTables(db);
  await db?.delete();
  db = undefined;
});

async function open() {
  db = new ChungCuDb(`save-outcome-${Math.random().toString(36).slice(2)}`);
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', role: 'admin', email: 'admin@chungcu.demo' },
  });
  return db;
}

const createCategory = (on: ChungCuDb, name: string) =>
  mutate('createCategory', { id: uuidv7(), name }, { db: on, label: `Tạo danh mục ${name}` });

async function entryOf(on: ChungCuDb, key: string) {
  const entry = await on.outbox.where('key').equals(key).first();
  if (entry?.seq === undefined) throw new Error(`no outbox entry ${key}`);
  return entry.seq;
}

const online = () => true;
const offline = () => false;

describe('where a save is: trackQueued and awaitSaveOutcome', () => {
  it('collects the keys of the changes a save queued, and only those', async () => {
    const on = await open();
    await createCategory(on, 'Trước');
    const { result, keys } = await trackQueued(async () => {
      await createCategory(on, 'Một');
      await createCategory(on, 'Hai');
      return 'xong';
    });
    await createCategory(on, 'Sau');
    expect(result).toBe('xong');
    expect(keys).toHaveLength(2);
    const labels = await Promise.all(
      keys.map(async (key) => (await on.outbox.where('key').equals(key).first())?.label),
    );
    expect(labels).toEqual(['Tạo danh mục Một', 'Tạo danh mục Hai']);
  });

  it('a save the device refuses throws and collects nothing', async () => {
    const on = await open();
    const tracked = trackQueued(() =>
      mutate('createCategory', { id: uuidv7(), name: '' }, { db: on, label: 'x' }),
    );
    await expect(tracked).rejects.toThrow('Category name is required');
    expect(await on.outbox.count()).toBe(0);
  });

  it('offline, the save is on this device at once', async () => {
    const on = await open();
    const { keys } = await trackQueued(() => createCategory(on, 'Bảo trì'));
    const outcome = await awaitSaveOutcome(keys, { db: on, online: offline, waitMs: 60_000 });
    expect(outcome).toEqual({ where: 'device' });
  });

  it('online, the server confirming it makes it a server save', async () => {
    const on = await open();
    const { keys } = await trackQueued(() => createCategory(on, 'An ninh'));
    const waiting = awaitSaveOutcome(keys, { db: on, online, waitMs: 60_000 });
    const seq = await entryOf(on, keys[0] as string);
    await on.outbox.update(seq, { state: 'confirmed' });
    expect(await waiting).toEqual({ where: 'server' });
  });

  it('a confirmed change already pulled (gone from the outbox) counts as on the server', async () => {
    const on = await open();
    const { keys } = await trackQueued(() => createCategory(on, 'Đỗ xe'));
    await on.outbox.clear();
    expect(await awaitSaveOutcome(keys, { db: on, online, waitMs: 60_000 })).toEqual({
      where: 'server',
    });
  });

  it('a refusal answers with the server reason', async () => {
    const on = await open();
    const { keys } = await trackQueued(() => createCategory(on, 'Chung'));
    const waiting = awaitSaveOutcome(keys, { db: on, online, waitMs: 60_000 });
    const seq = await entryOf(on, keys[0] as string);
    await on.outbox.update(seq, { state: 'failed', lastError: 'Số CMND/CCCD đã được sử dụng' });
    expect(await waiting).toEqual({ where: 'refused', reason: 'Số CMND/CCCD đã được sử dụng' });
  });

  it('no answer within the wait: on this device only', async () => {
    const on = await open();
    const { keys } = await trackQueued(() => createCategory(on, 'Khiếu nại'));
    expect(await awaitSaveOutcome(keys, { db: on, online, waitMs: 30 })).toEqual({
      where: 'device',
    });
  });

  it('a save that queued nothing (an edit that changed nothing) is as the server has it', async () => {
    const on = await open();
    expect(await awaitSaveOutcome([], { db: on, online: offline })).toEqual({ where: 'server' });
  });
});

const entry = (key: string, state: OutboxEntry['state'], lastError: string | null = null) =>
  ({
    kind: 'mutation',
    key,
    name: 'createResident',
    label: `Thêm ${key}`,
    state,
    lastError,
  }) as OutboxEntry;

describe('outcomeOf and newRejections', () => {
  it('waits while any change waits; one refusal decides', () => {
    expect(outcomeOf([entry('a', 'confirmed'), entry('b', 'pending')], ['a', 'b'])).toBeNull();
    expect(outcomeOf([entry('a', 'failed', 'Trùng'), entry('b', 'pending')], ['a', 'b'])).toEqual({
      where: 'refused',
      reason: 'Trùng',
    });
    expect(outcomeOf([entry('a', 'confirmed')], ['a', 'b'])).toEqual({ where: 'server' });
  });

  it('announces changes that turned failed, not those already failed or first seen failed', () => {
    const before = new Map<string, OutboxEntry['state']>([
      ['a', 'pending'],
      ['b', 'failed'],
      ['c', 'pending'],
    ]);
    const found = newRejections(before, [
      entry('a', 'failed', 'Số CMND/CCCD đã được sử dụng'),
      entry('b', 'failed', 'cũ'),
      entry('c', 'confirmed'),
      entry('d', 'failed', 'từ tab khác, trước đó'),
    ]);
    expect(found).toEqual([
      { key: 'a', label: 'Thêm a', reason: 'Số CMND/CCCD đã được sử dụng', name: 'createResident' },
    ]);
  });
});
