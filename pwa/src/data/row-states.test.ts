import { uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChungCuDb, type MutationOutboxEntry, type RestOutboxEntry } from './db';
import { mutate } from './mutate';
import { stopLiveTables } from './live-tables';
import { type RowStateStore, createRowStateStore, rowStatesOf } from './row-states';

const mutation = (seq: number, fields: Partial<MutationOutboxEntry>): MutationOutboxEntry => ({
  kind: 'mutation',
  seq,
  key: uuidv7(),
  name: 'updateResident',
  args: {},
  createdAt: new Date().toISOString(),
  touched: [],
  undo: [],
  label: 'Sửa cư dân',
  userId: 'admin-001',
  role: 'admin',
  email: null,
  attempts: 0,
  nextAttemptAt: 0,
  state: 'pending',
  lastError: null,
  ...fields,
});

const rest = (seq: number, fields: Partial<RestOutboxEntry>): RestOutboxEntry => ({
  seq,
  key: uuidv7(),
  method: 'PATCH',
  path: '/api/residents/r1',
  body: {},
  entity: 'resident',
  entityId: 'r1',
  answer: 'entity',
  baseVersion: 1,
  before: null,
  label: 'Sửa cư dân',
  userId: 'admin-001',
  createdAt: Date.now(),
  attempts: 0,
  nextAttemptAt: 0,
  state: 'pending',
  lastError: null,
  ...fields,
});

describe('rowStatesOf', () => {
  it('marks the rows of pending and failed changes; confirmed ones count as saved', () => {
    const states = rowStatesOf([
      mutation(1, { touched: ['residents/a', 'apartments/u'] }),
      mutation(2, { touched: ['residents/b'], state: 'failed', lastError: 'Email đã tồn tại' }),
      mutation(3, { touched: ['residents/c'], state: 'confirmed' }),
      rest(4, { entity: 'apartment', entityId: 'v', state: 'failed', lastError: 'Lỗi' }),
    ]);
    expect(Object.fromEntries(states)).toEqual({
      'residents/a': { status: 'pending' },
      'apartments/u': { status: 'pending' },
      'residents/b': { status: 'failed', reason: 'Email đã tồn tại' },
      'apartments/v': { status: 'failed', reason: 'Lỗi' },
    });
  });

  it("shows a row's first failure over its pending changes, whatever their order", () => {
    const states = rowStatesOf([
      mutation(1, { touched: ['residents/a'] }),
      mutation(2, { touched: ['residents/a'], state: 'failed', lastError: 'Thứ nhất' }),
      mutation(3, { touched: ['residents/a'], state: 'failed', lastError: 'Thứ hai' }),
      mutation(4, { touched: ['residents/a'] }),
    ]);
    expect(states.get('residents/a')).toEqual({ status: 'failed', reason: 'Thứ nhất' });
  });

  it('keeps the objects of unchanged states, so one row watched re-renders only on its change', () => {
    const first = rowStatesOf([
      mutation(1, { touched: ['residents/a'] }),
      mutation(2, { touched: ['residents/b'], state: 'failed', lastError: 'x' }),
    ]);
    const second = rowStatesOf(
      [
        mutation(1, { touched: ['residents/a'] }),
        mutation(2, { touched: ['residents/b'], state: 'failed', lastError: 'x' }),
        mutation(3, { touched: ['residents/c'] }),
      ],
      first,
    );
    expect(second.get('residents/a')).toBe(first.get('residents/a'));
    expect(second.get('residents/b')).toBe(first.get('residents/b'));
    const third = rowStatesOf(
      [mutation(2, { touched: ['residents/b'], state: 'failed', lastError: 'y' })],
      second,
    );
    expect(third.get('residents/b')).not.toBe(second.get('residents/b'));
    expect(third.has('residents/a')).toBe(false);
  });
});

describe('the row-state store over the outbox', () => {
  let db: ChungCuDb | undefined;
  let store: RowStateStore | undefined;
  afterEach(async () => {
    store?.stop();
    if (db) stopLiveTables(db);
    await db?.delete();
  });

  async function open() {
    db = new ChungCuDb(`row-states-${Math.random().toString(36).slice(2)}`);
    await db.meta.put({
      key: 'currentUser',
      value: { id: 'admin-001', role: 'admin', email: 'admin@chungcu.demo' },
    });
    store = createRowStateStore(db);
    const notified = vi.fn();
    store.subscribe(notified);
    return { db, store, notified };
  }

  const stateOf = (key: string) => store?.getSnapshot()?.get(key);

  it('follows a change from this device only, to refused with the reason, to saved', async () => {
    const { db } = await open();
    const id = uuidv7();
    await mutate('createCategory', { id, name: 'Bảo trì' }, { db, label: 'Tạo danh mục Bảo trì' });
    await vi.waitFor(() =>
      expect(stateOf(`workflowCategories/${id}`)).toEqual({ status: 'pending' }),
    );

    const [entry] = await db.outbox.toArray();
    const seq = entry?.seq as number;
    await db.outbox.update(seq, { state: 'failed', lastError: 'Category name is required' });
    await vi.waitFor(() =>
      expect(stateOf(`workflowCategories/${id}`)).toEqual({
        status: 'failed',
        reason: 'Category name is required',
      }),
    );

    await db.outbox.update(seq, { state: 'confirmed', lastError: null });
    await vi.waitFor(() => expect(stateOf(`workflowCategories/${id}`)).toBeUndefined());
  });

  it('recomputes on outbox changes only, not on mirror writes', async () => {
    const { db, notified } = await open();
    await db.outbox.add(rest(1, { entityId: 'r1' }));
    await vi.waitFor(() => expect(stateOf('residents/r1')).toEqual({ status: 'pending' }));
    const calls = notified.mock.calls.length;
    // A pull laying server rows leaves the outbox alone.
    await db.workflowCategories.put({
      id: uuidv7(),
      name: 'An ninh',
      complexId: null,
      description: null,
      color: '#3B82F6',
      sla: null,
      version: 3,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      deletedAt: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notified.mock.calls.length).toBe(calls);
    await db.outbox.clear();
    await vi.waitFor(() => expect(stateOf('residents/r1')).toBeUndefined());
  });
});
