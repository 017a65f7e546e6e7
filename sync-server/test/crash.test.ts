import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { freePort } from './free-port';
import { residentBody } from './harness';
import { serverProcessArgs } from './server-process';

/**
 * The embedded default under SIGKILL: the real server process on a PGlite folder (DEMO=0, first
 * admin from the environment) is killed at random moments while acknowledged creates flow, then
 * restarted on the same folder. Every create that was answered 201 must be there exactly once.
 * CRASH_KILLS and CRASH_WRITES scale it (CI: 20 kills, about 20 writes between kills).
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 20);
const WRITES = Number(process.env.CRASH_WRITES ?? 20);
const IN_FLIGHT = 4;
const ADMIN = { email: 'quantri@toa-a.vn', password: 'mật khẩu quản trị' };

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// In memory where the machine has it: a SIGKILL leaves the page cache as it was on any file
// system, so nothing checked here changes, while crash recovery's ~2,200 fsyncs cost nothing
// (20 kills: 52 s → 43 s here). Whether commits reach the disk is durable-nodefs.test's subject.
const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const root = mkdtempSync(join(scratch, 'chungcu-crash-'));
const dataDir = join(root, 'data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A seeded generator, so a failing run can be repeated (CRASH_SEED). */
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);
let state = seed;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

/** Starts the server and resolves once it listens (the first start also creates the database). */
async function start(port: number, limitMs: number): Promise<ChildProcess> {
  // The run's bundle of main.ts (serverProcessArgs): restarted 20 times, transpiled never.
  const child = spawn(process.execPath, serverProcessArgs(), {
    cwd: serverDir,
    env: {
      ...process.env,
      DEMO: '0',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BACKUP_INTERVAL_HOURS: '0',
      DATABASE_URL: '',
      PWA_DIST: join(root, 'no-pwa'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start in ${limitMs / 1000} s:\n${output}`)),
      limitMs,
    );
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ChungCư đang chạy')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return child;
}

/** A process killed by a signal has a null exitCode but a signalCode. */
const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(null)
      : child.once('exit', resolve),
  );

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

it(`keeps every acknowledged create exactly once across ${KILLS} SIGKILLs (seed ${seed})`, async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const acked = new Map<string, string>(); // id card → resident id
  for (let kill = 0; kill <= KILLS; kill++) {
    const startedAt = Date.now();
    const child = await start(port, kill === 0 ? 120_000 : 60_000);
    const cookie = await signIn(base);
    if (process.env.CRASH_DEBUG)
      console.log(`start ${kill}: ${Date.now() - startedAt} ms, acked ${acked.size}`);
    let running = true;
    let sent = 0;
    const worker = async () => {
      while (running && sent < WRITES * 3) {
        sent++;
        const body = residentBody();
        try {
          const res = await fetch(`${base}/api/residents`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: cookie },
            body: JSON.stringify(body),
          });
          if (res.status === 201)
            acked.set(body.idCardNumber, ((await res.json()) as { id: string }).id);
        } catch {
          return; // the process is gone: this write was never acknowledged
        }
      }
    };
    let finished = 0;
    const workers = Array.from({ length: IN_FLIGHT }, () => worker().finally(() => finished++));
    if (kill === KILLS) {
      await Promise.all(workers);
      child.kill('SIGTERM');
      await exited(child);
      break;
    }
    // A random moment within roughly the time WRITES creates take.
    const before = acked.size;
    const target = before + Math.floor(random() * WRITES * 1.5);
    while (acked.size < target && finished < IN_FLIGHT) await new Promise((r) => setTimeout(r, 2));
    await new Promise((r) => setTimeout(r, random() * 30));
    child.kill('SIGKILL');
    running = false;
    await Promise.all(workers);
    await exited(child);
  }

  const db = createDatabase({ dataDir });
  try {
    const rows = await db('residents').select('id', 'id_card_number', 'version');
    const byCard = new Map<string, string[]>();
    for (const row of rows)
      byCard.set(row.id_card_number, [...(byCard.get(row.id_card_number) ?? []), row.id]);
    for (const [card, id] of acked) expect(byCard.get(card)).toEqual([id]);
    const versions = rows.map((r) => Number(r.version));
    expect(new Set(versions).size).toBe(versions.length);
    const clock = Number((await db('sync_clock').where({ id: 1 }).first()).version);
    expect(Math.max(...versions)).toBeLessThanOrEqual(clock);
    const admins = await db('users').where({ role: 'admin', is_demo: false });
    expect(admins).toHaveLength(1);
    console.log(`crash test: ${KILLS} kills, ${acked.size} acknowledged, ${rows.length} stored`);
    expect(acked.size).toBeGreaterThanOrEqual(KILLS * 5);
  } finally {
    await db.destroy();
  }
}, 600_000);
