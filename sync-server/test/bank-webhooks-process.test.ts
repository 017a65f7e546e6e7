/**
 * Bank notifications posted to the server as it runs in production (rule S34): the bundled
 * server as processes of its own (`server-process.ts`), reached over HTTP with the providers'
 * realistic signed payloads (bank-webhook-fixtures.ts). On PostgreSQL two processes share the
 * database, as replicas behind a load balancer, and a retry can reach the other one at once; on
 * PGlite one process (its data folder admits no second, data-dir-lock.ts) answers racing calls.
 * The scene is made in-process beforehand, and the rows are read from the database at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PaymentProvider, uuidv7 } from '@chungcu/contracts';
import { createApp } from '../src/app';
import { defaultConfig, sharedBuffersFromEnv } from '../src/config';
import { type Db, createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { demoAccounts } from '../src/demo/accounts';
import { sepayCall } from './bank-webhook-fixtures';
import { databaseKinds, migratedPgliteTemplate, resetDatabase } from './harness';
import {
  type Call,
  type SceneComplex,
  WEBHOOK_KEYS as KEYS,
  callOf,
  codeOf,
  mangled,
  paymentRows,
  paymentScene,
  transactionOf,
} from './payment-run-fixtures';
import { copyTemplateDatabase } from './postgres-template';
import { type Replica, startReplica } from './replicas';

/** A server process without the demo, on the scene's database (a URL, or a PGlite folder). */
const startServer = ({ DATABASE_URL = '', ...env }: Record<string, string>) =>
  startReplica(DATABASE_URL, { ...env, DEMO: '0', HOST: '127.0.0.1', BACKUP_INTERVAL_HOURS: '0' });
type ServerProcess = Replica;

describe.each(databaseKinds)('bank notifications to running servers (S34) [%s]', (kind) => {
  let servers: ServerProcess[] = [];
  let scene: SceneComplex[] = [];
  let db: Db | undefined;
  let reopen: () => Db;
  let folder: string | undefined;

  beforeAll(async () => {
    let database: Record<string, string>;
    if (kind === 'pglite') {
      folder = mkdtempSync(join(tmpdir(), 'chungcu-webhooks-'));
      const dataDir = join(folder, 'data');
      database = { DATA_DIR: dataDir };
      const sharedBuffers = sharedBuffersFromEnv(process.env);
      db = createDatabase({ dataDir, template: migratedPgliteTemplate(), sharedBuffers });
      reopen = () => createDatabase({ dataDir, sharedBuffers });
    } else {
      const url = await copyTemplateDatabase(
        process.env.TEST_DATABASE_URL as string,
        inject('postgresTemplate') as string,
      );
      database = { DATABASE_URL: url };
      db = createDatabase({ url });
      reopen = () => createDatabase({ url });
    }
    await migrateToLatest(db);
    await resetDatabase(db);
    const app = await createApp({ db, config: { ...defaultConfig, demo: true }, log: () => {} });
    const admin = request.agent(app);
    const { email, password } = demoAccounts.admin;
    await admin.post('/api/auth/login').send({ email, password }).expect(200);
    scene = await paymentScene(admin, 3);
    // One process per PGlite folder: the scene's writer lets go first.
    await db.destroy();
    db = undefined;
    servers = await Promise.all(
      (kind === 'postgres' ? [0, 1] : [0]).map(() => startServer(database)),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** Posts a provider's call to server `i` (round robin over the replicas). */
  async function post(i: number, provider: string, complexId: string, call: Call) {
    const server = servers[i % servers.length] as ServerProcess;
    const res = await fetch(`${server.baseUrl}/api/payments/webhooks/${provider}/${complexId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...call.headers },
      body: JSON.stringify(call.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  it('S34: signed, unsigned, retried, racing, out-of-order and misaddressed calls: each transaction recorded once, matched by its code, nothing for the unsigned', async () => {
    const [a, b] = scene as [SceneComplex, SceneComplex];
    const unit = (c: SceneComplex, i: number) => c.units[i]?.id as string;
    const code = (c: SceneComplex, i: number) => codeOf(c.notices.get(unit(c, i)));
    let turn = 0;
    const pick = (n: number) => turn++ % n;
    /** What each signed transaction must leave: complex|provider|id → its unit, or null. */
    const expected = new Map<string, string | null>();
    const keyOf = (complexId: string, provider: PaymentProvider, call: Call) =>
      `${complexId}|${provider}|${transactionOf(provider, call)}`;

    // Signed, each provider, memos mangled as banks do; another complex's own notice.
    const signed: [SceneComplex, PaymentProvider, Call, string | null][] = [
      [a, 'sepay', callOf('sepay', mangled(code(a, 0), pick), 100_000), unit(a, 0)],
      [a, 'casso', callOf('casso', mangled(code(a, 1), pick), 215_000), unit(a, 1)],
      [a, 'payos', callOf('payos', mangled(code(a, 2), pick), 15_000), unit(a, 2)],
      [b, 'sepay', callOf('sepay', mangled(code(b, 0), pick), 214_963), unit(b, 0)],
      // An unknown code (its check character wrong), another complex's notice, no code.
      [a, 'sepay', callOf('sepay', `TT ${code(a, 0).slice(0, -1)}${'Z'}`, 5_000), null],
      [a, 'casso', callOf('casso', `thanh toan ${code(b, 1)}`, 5_000), null],
      [b, 'payos', callOf('payos', `TT ${code(a, 1)}`, 5_000), null],
      [a, 'payos', callOf('payos', 'chuyen tien nha', 7_000), null],
    ];
    for (const [i, [complex, provider, call, unitId]] of signed.entries()) {
      const res = await post(i, provider, complex.id, call);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.transfers).toEqual([unitId ? 'matched' : 'unmatched']);
      expected.set(keyOf(complex.id, provider, call), unitId);
    }

    // The same transaction id at two complexes: one payment at each (recorded once per complex).
    const shared = sepayCall('chuyen khoan', 9_000, KEYS.sepay, { id: 7_770_001 }) as Call;
    for (const complex of [a, b]) {
      expect((await post(0, 'sepay', complex.id, shared)).body.transfers).toEqual(['unmatched']);
      expected.set(keyOf(complex.id, 'sepay', shared), null);
    }

    // Retries racing across the replicas: six at once each, one recorded, the rest duplicates.
    for (const [complex, provider, call, unitId] of signed.slice(0, 4)) {
      const again = await Promise.all(
        Array.from({ length: 6 }, (_, i) => post(i, provider, complex.id, call)),
      );
      expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(again.map((r) => r.body.transfers[0])).toEqual(Array(6).fill('duplicate'));
      expect(expected.get(keyOf(complex.id, provider, call))).toBe(unitId);
    }
    const fresh = (['sepay', 'casso', 'payos'] as const).map(
      (provider, i) => [provider, callOf(provider, mangled(code(a, i), pick), 1_000 + i)] as const,
    );
    for (const [i, [provider, call]] of fresh.entries()) {
      const racing = await Promise.all(
        Array.from({ length: 6 }, (_, n) => post(n, provider, a.id, call)),
      );
      const outcomes = racing.map((r) => r.body.transfers[0]).sort();
      expect(outcomes).toEqual([
        'duplicate',
        'duplicate',
        'duplicate',
        'duplicate',
        'duplicate',
        'matched',
      ]);
      expected.set(keyOf(a.id, provider, call), unit(a, i));
    }

    // Out of order: a day's transfers posted last first, alternating replicas, then all again.
    const day = Array.from({ length: 8 }, (_, i) => {
      const target = i % 3 === 0 ? null : i % 3;
      const memo = target === null ? `ung ho quy ${i}` : mangled(code(a, target), pick);
      const call = sepayCall(memo, 50_000 + i, KEYS.sepay, {
        transactionDate: `2026-10-06 0${i}:15:00`,
      }) as Call;
      return { call, unitId: target === null ? null : unit(a, target) };
    });
    for (const [i, { call, unitId }] of [...day].reverse().entries()) {
      const res = await post(i, 'sepay', a.id, call);
      expect(res.body.transfers).toEqual([unitId ? 'matched' : 'unmatched']);
      expected.set(keyOf(a.id, 'sepay', call), unitId);
    }
    for (const [i, { call }] of day.entries()) {
      expect((await post(i + 1, 'sepay', a.id, call)).body.transfers).toEqual(['duplicate']);
    }

    // Unsigned, mis-signed, forged or misaddressed: 401 and nothing written, not even a payload.
    const good = callOf('sepay', `TT ${code(a, 0)}`, 1_000);
    const casso = callOf('casso', `TT ${code(a, 1)}`, 1_000);
    const cassoBody = casso.body as { data: object };
    const payos = callOf('payos', `TT ${code(a, 2)}`, 1_000);
    const refused: [PaymentProvider, string, Call][] = [
      ['sepay', a.id, { body: good.body, headers: {} }],
      [
        'sepay',
        a.id,
        { body: good.body, headers: { Authorization: 'Apikey sai-khoa-0123456789' } },
      ],
      [
        'casso',
        a.id,
        { ...casso, body: { ...cassoBody, data: { ...cassoBody.data, amount: 9e6 } } },
      ],
      ['casso', a.id, { body: casso.body, headers: {} }],
      [
        'payos',
        a.id,
        { body: { ...(payos.body as object), signature: 'f'.repeat(64) }, headers: {} },
      ],
      ['sepay', uuidv7(), good],
    ];
    for (const [i, [provider, complexId, call]] of refused.entries()) {
      const res = await post(i, provider, complexId, call);
      expect(res.status, `${provider} ${JSON.stringify(res.body)}`).toBe(401);
    }

    // The rows, as the database holds them once the servers are done.
    if (kind === 'pglite') await Promise.all(servers.map((s) => s.stop()));
    db = reopen();
    const rows = (await paymentRows(db)).filter((r) => r.provider !== null);
    const stored = new Map(
      rows.map((r) => [`${r.complex_id}|${r.provider}|${r.provider_transaction_id}`, r]),
    );
    expect(rows.length).toBe(stored.size);
    expect([...stored.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, unitId] of expected) {
      expect(stored.get(key), key).toMatchObject({
        apartment_id: unitId,
        status: unitId ? 'matched' : 'unmatched',
        matched_by: unitId ? 'code' : null,
        receipt_number: null,
      });
    }
    for (const [provider, complexId, call] of refused) {
      expect(stored.has(`${complexId}|${provider}|${transactionOf(provider, call)}`)).toBe(false);
    }
    const kept = await db('bank_notifications').select('payment_id');
    expect(kept.map((k) => k.payment_id).sort()).toEqual(rows.map((r) => r.id).sort());
  });
});
