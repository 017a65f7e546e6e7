/**
 * Moves reach the device. Random interleavings of an admin changing a resident user's
 * links (records made with or moved away from their email, assignments made and ended, records
 * deleted, requests filed for them or others) and that user's device pulling from its cursor.
 * After every pull the device's mirror holds exactly what a fresh pull from 0 gives (rows that
 * became visible arrived, rows no longer visible left, personal data included), and exactly the
 * units and requests the REST reads allow. Reproduce with FC_SEED=<seed>.
 */
import { randomUUID } from 'node:crypto';
import { type ChangesResponse, uuidv7 } from '@chungcu/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ChungCuDb } from '../src/data/db';
import { createSyncEngine } from '../src/data/engine';
import { entityDefs } from '../src/data/entities';
import { createSession } from '../src/data/session';
import { type Http, createHttp } from '../src/lib/http';
import { cookieFetch } from './support/fetch';
import { type TestServer, startTestServer } from './support/server';

const RESIDENT_EMAIL = 'resident@chungcu.demo';
let server: TestServer;
let admin: Http;
beforeAll(async () => {
  server = await startTestServer();
  admin = createHttp({ fetch: cookieFetch(), baseUrl: server.baseUrl });
  await admin('POST', '/api/auth/login', {
    body: { email: 'admin@chungcu.demo', password: 'demo-admin' },
  });
}, 90_000);
afterAll(() => server.close());

type Op =
  | { kind: 'record'; mine: boolean }
  | { kind: 'email'; pick: number; mine: boolean }
  | { kind: 'assign'; pick: number; unit: number }
  | { kind: 'moveOut'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'inquiry'; pick: number }
  | { kind: 'pull' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('record' as const), mine: fc.boolean() }),
  fc.record({ kind: fc.constant('email' as const), pick: fc.nat(20), mine: fc.boolean() }),
  fc.record({ kind: fc.constant('assign' as const), pick: fc.nat(20), unit: fc.nat(2) }),
  fc.record({ kind: fc.constant('moveOut' as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('inquiry' as const), pick: fc.nat(20) }),
  fc.constant({ kind: 'pull' as const }),
);

const idCard = () => String(Math.floor(Math.random() * 1e12)).padStart(12, '0');
const pickOf = <T>(items: T[], n: number) => items[n % Math.max(items.length, 1)];
const quietly = (call: Promise<unknown>) => call.catch(() => undefined);

/** What a fresh device of the user would hold: the live rows of a full pull, by table. */
async function freshPull(http: Http): Promise<Record<string, string[]>> {
  const latest = new Map<string, { table: string; version: number; deleted: boolean }>();
  for (let since = 0; ;) {
    const page = (await http<ChangesResponse>('GET', `/api/sync/changes?since=${since}&limit=1000`))
      .body;
    for (const c of page.changes) {
      latest.set(c.id, {
        table: entityDefs[c.entity].table,
        version: c.version,
        deleted: c.deletedAt !== null,
      });
    }
    since = page.cursor;
    if (!page.hasMore) break;
  }
  const tables: Record<string, string[]> = {};
  for (const [id, row] of latest)
    if (!row.deleted) (tables[row.table] ??= []).push(`${id}@${row.version}`);
  return Object.fromEntries(Object.entries(tables).map(([t, ids]) => [t, ids.sort()]));
}

async function mirrorOf(db: ChungCuDb): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const def of Object.values(entityDefs)) {
    const rows = (await db.table(def.table).toArray()) as { id: string; version: number }[];
    if (rows.length) tables[def.table] = rows.map((r) => `${r.id}@${r.version}`).sort();
  }
  return tables;
}

it('a resident device holds exactly what a fresh pull and the REST reads give, after any move', async () => {
  const seed = Number(process.env.FC_SEED ?? Date.now() % 1_000_000);
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 25 }), async (ops) => {
      // A clean start: no live record carries the user's email.
      const existing = (await admin<{ id: string; email: string }[]>('GET', '/api/residents')).body;
      for (const r of existing.filter((r) => r.email === RESIDENT_EMAIL)) {
        await admin('DELETE', `/api/residents/${r.id}`);
      }
      const jar = cookieFetch();
      const http = createHttp({ fetch: jar, baseUrl: server.baseUrl });
      const db = new ChungCuDb(`visibility-${randomUUID()}`);
      await createSession(db, http).login({ email: RESIDENT_EMAIL, password: 'demo-resident' });
      const engine = createSyncEngine({ db, http });
      await engine.syncOnce();

      const units: string[] = [];
      for (let i = 0; i < 3; i++) {
        const id = uuidv7();
        await admin('POST', '/api/apartments', {
          body: {
            id,
            unitNumber: `P-${id.slice(-8)}`,
            buildingBlock: 'P',
            floor: 1,
            bedrooms: 1,
            bathrooms: 1,
            squareFootage: 40,
            monthlyRent: '900',
          },
        });
        units.push(id);
      }
      const records: string[] = [];
      const assignments: string[] = [];
      try {
        for (const op of ops) {
          if (op.kind === 'record') {
            const id = uuidv7();
            const email = op.mine ? RESIDENT_EMAIL : `other.${id.slice(-8)}@chungcu.vn`;
            await quietly(
              admin('POST', '/api/residents', {
                body: {
                  id,
                  firstName: 'Lan',
                  lastName: 'Đỗ',
                  idCardNumber: idCard(),
                  email,
                  phone: '0912345678',
                },
              }),
            );
            records.push(id);
          } else if (op.kind === 'email') {
            const id = pickOf(records, op.pick);
            const email = op.mine ? RESIDENT_EMAIL : `moved.${randomUUID().slice(0, 8)}@chungcu.vn`;
            if (id) await quietly(admin('PATCH', `/api/residents/${id}`, { body: { email } }));
          } else if (op.kind === 'assign') {
            const residentId = pickOf(records, op.pick);
            const id = uuidv7();
            if (residentId) {
              await quietly(
                admin('POST', '/api/assignments', {
                  body: { id, apartmentId: units[op.unit], residentId },
                }),
              );
              assignments.push(id);
            }
          } else if (op.kind === 'moveOut') {
            const id = pickOf(assignments, op.pick);
            if (id) await quietly(admin('DELETE', `/api/assignments/${id}`));
          } else if (op.kind === 'delete') {
            const id = pickOf(records, op.pick);
            if (id) await quietly(admin('DELETE', `/api/residents/${id}`));
          } else if (op.kind === 'inquiry') {
            const residentId = pickOf(records, op.pick) ?? null;
            await quietly(
              admin('POST', '/api/inquiries', {
                body: { title: 'Rò nước', description: 'Trần nhà tắm', residentId },
              }),
            );
          } else {
            await engine.syncOnce();
            expect(await mirrorOf(db)).toEqual(await freshPull(http));
            const held = await mirrorOf(db);
            const rest = (await http<{ id: string }[]>('GET', '/api/apartments')).body
              .map((a) => a.id)
              .sort();
            expect((held.apartments ?? []).map((k) => k.split('@')[0]).sort()).toEqual(rest);
            const requests = (
              await http<{ inquiries: { id: string } }[]>('GET', '/api/inquiries-with-details')
            ).body;
            expect((held.inquiries ?? []).map((k) => k.split('@')[0]).sort()).toEqual(
              requests.map((r) => r.inquiries.id).sort(),
            );
          }
        }
      } finally {
        db.close();
        await db.delete();
      }
    }),
    { seed, numRuns: 12 },
  );
}, 300_000);
