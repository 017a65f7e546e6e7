/**
 * A device that upgrades with first-version (REST-shaped) changes still queued
 * keeps every one through the Dexie schema upgrade and sends each once, unchanged (same method,
 * path, body and Idempotency-Key), before any named mutation made after the upgrade.
 */
import { randomUUID } from 'node:crypto';
import { uuidv7 } from '@chungcu/contracts';
import Dexie from 'dexie';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChungCuDb } from '../src/data/db';
import { createSyncEngine } from '../src/data/engine';
import { mutate } from '../src/data/mutate';
import { createSession } from '../src/data/session';
import { createHttp } from '../src/lib/http';
import { cookieFetch } from './support/fetch';
import { type TestServer, startTestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(() => server.close());

/** The first release's schema, exactly as it shipped (pwa/src/data/db.ts, version 1). */
function firstRelease(name: string) {
  const db = new Dexie(name);
  db.version(1).stores({
    users: 'id, role',
    residents: 'id, status, [lastName+firstName]',
    apartments: 'id, unitNumber, buildingBlock, status',
    assignments: 'id, apartmentId, residentId',
    inquiries: 'id, status, residentId, apartmentId, createdAt',
    inquiryProgress: 'id, inquiryId',
    workflowCategories: 'id',
    workflowTemplates: 'id',
    templateSteps: 'id, templateId',
    outbox: '++seq, &key, entityId, state',
    meta: 'key',
  });
  return db;
}

it('keeps queued first-version changes through the upgrade and pushes each once, unchanged', async () => {
  const name = `upgrade-${randomUUID()}`;
  const old = firstRelease(name);
  const id = uuidv7();
  const key = uuidv7();
  const body = {
    id,
    firstName: 'Cũ',
    lastName: 'Phạm',
    idCardNumber: '079300000123',
    email: `cu.${id.slice(-6)}@chungcu.vn`,
    phone: '+84901234567',
  };
  await old.table('apartments').put({ id: uuidv7(), unitNumber: 'B3-0905', version: 3 });
  await old.table('residents').put({ ...body, version: 0, deletedAt: null });
  await old.table('outbox').add({
    key,
    method: 'POST',
    path: '/api/residents',
    body,
    entity: 'resident',
    entityId: id,
    answer: 'entity',
    baseVersion: null,
    before: null,
    label: 'Thêm cư dân Phạm Cũ',
    userId: 'admin-001',
    createdAt: Date.now(),
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    lastError: null,
  });
  old.close();

  const db = new ChungCuDb(name);
  const [entry] = await db.outbox.toArray();
  expect(entry).toMatchObject({
    key,
    method: 'POST',
    path: '/api/residents',
    body,
    state: 'pending',
  });
  expect((await db.apartments.toArray())[0]).toMatchObject({
    unitNumber: 'B3-0905',
    unitKey: 'b3-0905',
  });

  const http = createHttp({ fetch: cookieFetch(), baseUrl: server.baseUrl });
  await createSession(db, http).login({ email: 'admin@chungcu.demo', password: 'demo-admin' });
  // A change made after the upgrade is a named mutation, queued behind the old one.
  await mutate(
    'updateResident',
    { id, occupation: 'Kế toán' },
    { db, label: 'Sửa cư dân Phạm Cũ' },
  );

  const engine = createSyncEngine({ db, http });
  expect((await engine.syncOnce()).push.kind).toBe('done');
  expect((await engine.syncOnce()).push.kind).toBe('done');
  expect(await db.outbox.count()).toBe(0);
  expect(await server.db('residents').where({ id })).toHaveLength(1);
  expect(await server.db('idempotency_keys').where({ key })).toHaveLength(1);
  const [row] = await server.db('residents').where({ id });
  expect(row.occupation).toBe('Kế toán');
  expect((await db.residents.get(id))?.occupation).toBe('Kế toán');
  db.close();
});
