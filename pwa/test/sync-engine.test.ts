import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/data/outbox';
import { meta } from '../src/data/meta';
import { type Device, createDevice } from './support/device';
import { type TestServer, startTestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(() => server.close());

const serverResidents = () => server.db('residents').whereNull('deleted_at');
const HOUR = 60 * 60 * 1000;

/** Syncs until the device has nothing left to push, moving its clock past any backoff. */
async function settle(device: Device) {
  for (let i = 0; i < 20; i++) {
    const result = await device.engine.syncOnce();
    if (result.push.kind === 'done') return result;
    device.advance(HOUR);
  }
  throw new Error('device did not settle');
}

describe('sync engine against a real server', () => {
  it('S1: an answer lost after the server committed is replayed without a duplicate', async () => {
    let lose = true;
    const device = await createDevice(server.baseUrl, {
      faults: {
        dropRequest: 0,
        dropResponse: 1,
        applies: (_method, url) => url.endsWith('/api/sync/push') && lose && !(lose = false),
      },
    });
    const id = await device.createResident({ firstName: 'Mất' });
    const first = await device.engine.syncOnce();
    expect(first.push.kind).toBe('retry');
    // The server has the row, but the device never heard so: the entry waits with its key.
    expect(await server.db('residents').where({ id })).toHaveLength(1);
    expect(await outbox.pendingCount(device.db)).toBe(1);

    device.advance(HOUR);
    expect((await device.engine.syncOnce()).push.kind).toBe('done');
    expect(await server.db('residents').where({ id })).toHaveLength(1);
    expect(await server.db('audit_log').where({ entity_id: id })).toHaveLength(1);
    expect(await outbox.pendingCount(device.db)).toBe(0);
    const mirrored = await device.db.residents.get(id);
    expect(mirrored?.version).toBeGreaterThan(0);
  });

  it('S16: a change the server refuses is kept as failed with its message; the ones behind it still go', async () => {
    const a = await createDevice(server.baseUrl);
    const b = await createDevice(server.baseUrl);
    await settle(b);
    const taken = await a.createResident();
    await settle(a);
    const email = (await a.db.residents.get(taken))?.email;
    // B has not pulled A's resident: its rule cannot see the clash; the server's index does.
    const clash = await b.createResident({ email });
    const fine = await b.createResident({ firstName: 'Bình' });
    await b.engine.syncOnce();
    const [failed] = await outbox.failed(b.db);
    expect(failed).toMatchObject({
      kind: 'mutation',
      name: 'createResident',
      state: 'failed',
      lastError: 'Email đã được sử dụng',
    });
    expect(await server.db('residents').where({ id: fine })).toHaveLength(1);
    expect(await server.db('residents').where({ id: clash })).toHaveLength(0);
    // Now that B holds A's resident, its own refused one no longer applies on the device either.
    expect(await b.db.residents.get(clash)).toBeUndefined();
    expect((await b.db.residents.get(fine))?.version).toBeGreaterThan(0);
  });

  it('a 401 pauses the push and keeps every change until the user signs in again', async () => {
    const device = await createDevice(server.baseUrl);
    await server.db('session').delete(); // every session expires
    const id = await device.createResident({ firstName: 'Chờ' });
    const result = await device.engine.syncOnce();
    expect(result.push.kind).toBe('auth');
    expect(await meta.get(device.db, 'authRequired')).toBe(true);
    expect(await outbox.pendingCount(device.db)).toBe(1);
    expect(await server.db('residents').where({ id })).toHaveLength(0);

    await device.session.login({ email: 'admin@chungcu.demo', password: 'demo-admin' });
    expect((await device.engine.syncOnce()).push.kind).toBe('done');
    expect(await server.db('residents').where({ id })).toHaveLength(1);
  });

  it('S18, S1: a push whose answer stalls on a dead connection is given up, and sent again once', async () => {
    let stall = true;
    const device = await createDevice(server.baseUrl, {
      timeoutMs: 300,
      faults: {
        dropRequest: 0,
        dropResponse: 0,
        stalls: (_method, url) => url.endsWith('/api/sync/push') && stall && !(stall = false),
      },
    });
    const id = await device.createResident({ firstName: 'Treo' });
    // Without a deadline this sync would wait for as long as the connection stays dead.
    expect((await device.engine.syncOnce()).push.kind).toBe('retry');
    expect(device.counts.stalled).toBe(1);
    expect(await outbox.pendingCount(device.db)).toBe(1);
    await settle(device);
    expect(await server.db('residents').where({ id })).toHaveLength(1);
    expect(await outbox.pendingCount(device.db)).toBe(0);
  });

  it('when the network returns, changes backed off during the outage go at once', async () => {
    let offline = true;
    const device = await createDevice(server.baseUrl, {
      faults: { dropRequest: 1, dropResponse: 0, applies: () => offline },
    });
    const id = await device.createResident({ firstName: 'Trở lại' });
    for (let i = 0; i < 6; i++) expect((await device.engine.syncOnce()).push.kind).toBe('retry');
    const [waiting] = await device.db.outbox.toArray();
    expect(waiting?.attempts).toBe(1); // not due again yet: the clock did not move
    offline = false;
    expect((await device.engine.syncOnce()).push.kind).toBe('retry'); // still backing off
    expect((await device.engine.retryNow()).push.kind).toBe('done');
    expect(await server.db('residents').where({ id })).toHaveLength(1);
  });

  it('S10: a deletion reaches another device as a tombstone and removes the row', async () => {
    const a = await createDevice(server.baseUrl);
    const b = await createDevice(server.baseUrl);
    const id = await a.createResident();
    await settle(a);
    await settle(b);
    expect(await b.db.residents.get(id)).toBeDefined();
    await a.deleteResident(id);
    await settle(a);
    await settle(b);
    expect(await b.db.residents.get(id)).toBeUndefined();
  });

  it('a pull never overwrites a row with local changes still waiting', async () => {
    const a = await createDevice(server.baseUrl);
    const b = await createDevice(server.baseUrl, {
      faults: {
        dropRequest: 1,
        dropResponse: 0,
        applies: (_method, url) => url.endsWith('/api/sync/push'),
      },
    });
    const id = await a.createResident({ occupation: 'Kỹ sư' });
    await settle(a);
    await settle(b);
    await b.editResident(id, { occupation: 'Bác sĩ' }); // cannot reach the server yet
    await a.editResident(id, { occupation: 'Giáo viên', phone: '+84900000009' });
    await settle(a);
    await b.engine.syncOnce(); // push fails, pull brings A's edit
    expect((await b.db.residents.get(id))?.occupation).toBe('Bác sĩ');

    b.setFaults(false);
    b.advance(HOUR);
    await settle(b);
    const row = await b.db.residents.get(id);
    expect(row).toMatchObject({ occupation: 'Bác sĩ', phone: '+84900000009' });
    const [onServer] = await serverResidents().where({ id });
    expect(onServer.occupation).toBe('Bác sĩ');
  });
});
