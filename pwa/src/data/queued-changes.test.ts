import { uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ChungCuDb } from './db';
import { liveTable, stopLiveTables } from './live-tables';
import { mutate } from './mutate';
import { waitingChangesOf, withdrawQueued } from './queued-changes';

let db: ChungCuDb | undefined;
afterEach(async () => {
  if (db) stopLiveTables(db);
  await db?.delete();
  db = undefined;
});

async function open(): Promise<ChungCuDb> {
  db = new ChungCuDb(`queued-${Math.random().toString(36).slice(2)}`);
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', role: 'admin', email: 'admin@chungcu.demo' },
  });
  return db;
}

async function newTemplate(db: ChungCuDb) {
  const id = uuidv7();
  const args = { id, templateName: 'Bảo trì', category: 'maintenance' };
  await mutate('createTemplate', args, { db, label: 'Tạo mẫu quy trình Bảo trì' });
  return id;
}

describe('waiting changes', () => {
  it('lists every change the server has not accepted, in order, with its state and arguments', async () => {
    const db = await open();
    const first = await newTemplate(db);
    const second = await newTemplate(db);
    const [a, b] = await db.outbox.toArray();
    await db.outbox.update(a?.seq as number, { state: 'confirmed' });
    await db.outbox.update(b?.seq as number, { state: 'failed', lastError: 'Lỗi máy chủ' });
    await mutate('deleteTemplate', { id: first }, { db, label: 'Xóa mẫu quy trình Bảo trì' });

    const waiting = waitingChangesOf(await db.outbox.orderBy('seq').toArray());
    expect(waiting.map(({ label, status, reason }) => ({ label, status, reason }))).toEqual([
      { label: 'Tạo mẫu quy trình Bảo trì', status: 'failed', reason: 'Lỗi máy chủ' },
      { label: 'Xóa mẫu quy trình Bảo trì', status: 'pending', reason: null },
    ]);
    expect(waiting[0]?.args).toMatchObject({ id: second, templateName: 'Bảo trì' });
    expect(waiting[1]?.createdAt).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('a queued change', () => {
  it('is counted by the outbox in memory when its save answers, as the screen shows it', async () => {
    const db = await open();
    const outbox = liveTable(db, 'outbox');
    await outbox.ready();
    await newTemplate(db);
    // No await between: the sync indicator reads this map in the same render as the new row.
    expect([...(outbox.get()?.values() ?? [])].map(({ state, label }) => [state, label])).toEqual([
      ['pending', 'Tạo mẫu quy trình Bảo trì'],
    ]);
  });
});

describe('withdrawQueued', () => {
  it('takes back a change the server has not run, and the mirror shows the row again', async () => {
    const db = await open();
    const id = await newTemplate(db);
    await mutate('deleteTemplate', { id }, { db, label: 'Xóa' });
    expect(await db.workflowTemplates.get(id)).toBeUndefined();

    expect(await withdrawQueued(db, 'deleteTemplate', id)).toBe(true);
    expect(await db.workflowTemplates.get(id)).toMatchObject({ id, templateName: 'Bảo trì' });
    expect((await db.outbox.toArray()).map((e) => e.label)).toEqual(['Tạo mẫu quy trình Bảo trì']);
  });

  it('answers false once the server ran it, or when nothing of that name and row waits', async () => {
    const db = await open();
    const id = await newTemplate(db);
    await mutate('deleteTemplate', { id }, { db, label: 'Xóa' });
    const deleted = (await db.outbox.toArray())[1];
    await db.outbox.update(deleted?.seq as number, { state: 'confirmed' });

    expect(await withdrawQueued(db, 'deleteTemplate', id)).toBe(false);
    expect(await withdrawQueued(db, 'deleteTemplate', uuidv7())).toBe(false);
    expect(await db.outbox.count()).toBe(2);
    expect(await db.workflowTemplates.get(id)).toBeUndefined();
  });
});
