/**
 * Three devices make several hundred random creates, edits and deletes while 30% of requests or
 * their answers are lost and the server restarts once. In the end every device holds exactly the
 * server's residents, and the server applied every change that was not refused exactly once.
 * Reproduce a failing run with CONVERGENCE_SEED=<printed seed>.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failedChanges } from '../src/data/failed-changes';
import { type Device, createDevice } from './support/device';
import { seededRandom } from './support/fetch';
import { type TestServer, startTestServer } from './support/server';

const SEED = Number(process.env.CONVERGENCE_SEED ?? 20261122);
const OPERATIONS = Number(process.env.CONVERGENCE_OPS ?? 300);
const HOUR = 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(() => server.close());

const comparable = (r: Record<string, unknown>) => ({
  id: r.id,
  firstName: r.firstName,
  occupation: r.occupation ?? null,
  phone: r.phone,
  version: r.version,
});

it(`converges with lost requests, lost answers and a server restart (seed ${SEED})`, async () => {
  console.log(`convergence seed ${SEED}, ${OPERATIONS} operations`);
  const random = seededRandom(SEED);
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
  const faults = { dropRequest: 0.15, dropResponse: 0.15 };
  const devices: Device[] = [];
  for (let i = 0; i < 3; i++) devices.push(await createDevice(server.baseUrl, { faults, random }));
  const generatedKeys = new Set<string>();
  const remember = async (device: Device) => {
    for (const entry of await device.db.outbox.toArray()) generatedKeys.add(entry.key);
  };

  let edits = 0;
  for (let op = 0; op < OPERATIONS; op++) {
    if (op === Math.floor(OPERATIONS / 2)) await server.restart();
    const device = pick(devices) as Device;
    const roll = random();
    const known = await device.db.residents.toCollection().primaryKeys();
    if (roll < 0.35 || known.length === 0) {
      await device.createResident({ firstName: `Cư dân ${op}` });
    } else if (roll < 0.65) {
      edits++;
      const field =
        random() < 0.5
          ? { occupation: `Nghề ${op}` }
          : { phone: `+849${String(op).padStart(8, '0')}` };
      await device.editResident(pick(known) as string, field);
    } else if (roll < 0.75) {
      await device.deleteResident(pick(known) as string);
    } else {
      await device.engine.syncOnce();
      device.advance(HOUR);
    }
    await remember(device);
  }

  // Devices keep syncing through the faults for a while: most pushes happen under loss.
  for (let round = 0; round < 10; round++) {
    for (const device of devices) {
      device.advance(HOUR);
      await device.engine.syncOnce();
    }
  }

  // The network heals: every device drains its outbox; refused changes are discarded by the user.
  for (const device of devices) device.setFaults(false);
  let discarded = 0;
  const discardedKeys = new Set<string>();
  for (let round = 0; round < 4; round++) {
    for (const device of devices) {
      for (
        let i = 0;
        i < 10 && (await device.db.outbox.where('state').equals('pending').count());
        i++
      ) {
        device.advance(HOUR);
        await device.engine.syncOnce();
      }
      for (const entry of await device.db.outbox.where('state').equals('failed').toArray()) {
        discardedKeys.add(entry.key);
        await failedChanges.discard(device.db, entry.seq as number);
        discarded++;
      }
      await device.engine.syncOnce();
    }
  }
  for (const device of devices) expect(await device.db.outbox.count()).toBe(0);

  const serverRows = await server.db('residents').whereNull('deleted_at').orderBy('id');
  const expected = serverRows.map((row) =>
    comparable({
      id: row.id,
      firstName: row.first_name,
      occupation: row.occupation,
      phone: row.phone,
      version: Number(row.version),
    }),
  );
  for (const device of devices) {
    const mirrored = (await device.db.residents.orderBy('id').toArray()).map(comparable);
    expect(mirrored).toEqual(expected);
  }

  // Exactly once: the keys the server applied are exactly those generated minus those refused,
  // and each applied change left exactly one audit entry.
  const appliedKeys = (await server.db('idempotency_keys').pluck('key')) as string[];
  const wanted = [...generatedKeys].filter((key) => !discardedKeys.has(key)).sort();
  expect([...appliedKeys].sort()).toEqual(wanted);
  const audited = Number(
    (await server.db('audit_log').where({ entity: 'resident' }).count('* as n'))[0]?.n,
  );
  expect(audited).toBe(appliedKeys.length);

  const counts = devices.reduce(
    (sum, d) => ({
      requests: sum.requests + d.counts.requests,
      droppedRequests: sum.droppedRequests + d.counts.droppedRequests,
      droppedResponses: sum.droppedResponses + d.counts.droppedResponses,
    }),
    { requests: 0, droppedRequests: 0, droppedResponses: 0 },
  );
  console.log(
    `changes generated ${generatedKeys.size}, applied ${appliedKeys.length}, refused ${discarded}, ` +
      `edits ${edits}, server residents ${serverRows.length}; requests ${counts.requests}, ` +
      `dropped requests ${counts.droppedRequests}, lost answers ${counts.droppedResponses}`,
  );
  expect(counts.droppedRequests + counts.droppedResponses).toBeGreaterThan(0.2 * counts.requests);
}, 300_000);
