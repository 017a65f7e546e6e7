import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uuidv7 } from '@chungcu/contracts';
import { createApp } from '../src/app';
import { defaultConfig } from '../src/config';
import type { Db } from '../src/db/database';
import { demoAccounts } from '../src/demo/accounts';

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** A signed-in client (the demo admin unless told) of an in-process server on 127.0.0.1. */
export async function benchClient(db: Db, account: keyof typeof demoAccounts = 'admin') {
  const app = await createApp({ db, config: { ...defaultConfig, demo: true } });
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: demoAccounts[account].email,
      password: demoAccounts[account].password,
    }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return {
    base,
    send: (path: string, init: RequestInit = {}) =>
      fetch(base + path, {
        ...init,
        headers: { cookie, 'Content-Type': 'application/json', ...init.headers },
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function resident(i: number, tag: string) {
  const id = uuidv7();
  return {
    id,
    firstName: 'Đẩy',
    lastName: `Trần ${i}`,
    idCardNumber: `07${tag}${String(i).padStart(6, '0')}`,
    email: `push.${tag}.${i}.${id.slice(-6)}@example.vn`,
    phone: '+84901234567',
  };
}

/**
 * A device coming back online with `n` queued creates: pushed as named mutations in batches of
 * 100 (`POST /api/sync/push`), against the same creates as `n` single REST calls.
 */
export async function timePushVsRest(db: Db, n: number) {
  const client = await benchClient(db);
  try {
    const tag = String(Date.now() % 10_000).padStart(4, '0');
    let start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) {
      const res = await client.send('/api/residents', {
        method: 'POST',
        headers: { 'Idempotency-Key': uuidv7() },
        body: JSON.stringify(resident(i, `1${tag.slice(1)}`)),
      });
      if (res.status !== 201) throw new Error(`REST create answered ${res.status}`);
    }
    const restMs = ms(start);
    start = process.hrtime.bigint();
    for (let i = 0; i < n; i += 100) {
      const mutations = Array.from({ length: Math.min(100, n - i) }, (_, k) => ({
        id: uuidv7(),
        name: 'createResident',
        args: resident(i + k, `2${tag.slice(1)}`),
        createdAt: new Date().toISOString(),
      }));
      const res = await client.send('/api/sync/push', {
        method: 'POST',
        body: JSON.stringify({ mutations }),
      });
      const { results } = (await res.json()) as { results: { ok: boolean }[] };
      if (results.some((r) => !r.ok)) throw new Error('a pushed create was refused');
    }
    return { restMs, pushMs: ms(start) };
  } finally {
    await client.close();
  }
}
