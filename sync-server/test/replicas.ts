import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port';
import { serverProcessArgs } from './server-process';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** A database of its own on the test PostgreSQL server, dropped afterwards. */
export async function createScratchDatabase(adminUrl: string) {
  const name = `chungcu_replicas_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface Replica {
  baseUrl: string;
  /** The server process (benches read its memory). */
  pid: number | undefined;
  /** SIGTERM shuts down cleanly; SIGKILL is a crash mid-request. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * Starts one sync-server process (`serverProcessArgs`) on `databaseUrl`, like a replica in
 * production; `env` adds to or replaces its environment (a PGlite folder, no demo).
 */
export async function startReplica(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Replica> {
  const port = await freePort();
  const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, serverProcessArgs(), {
    cwd: serverDir,
    env: {
      ...inherited,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO: '1',
      PWA_DIST: '/nonexistent',
      // Benches sign hundreds of devices into one demo account.
      MAX_SESSIONS_PER_ACCOUNT: '1000',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`replica exited early:\n${log}`);
    try {
      // Any answer is a server listening (it listens once its database is ready); without the
      // demo this route does not exist (404).
      if ((await fetch(`${baseUrl}/api/auth/mock-users`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`replica did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    pid: child.pid,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid) process.kill(-child.pid, signal);
      await exited;
    },
  };
}

/** A client with a cookie jar that can talk to any replica with the same session. */
export function sessionClient() {
  let cookie = '';
  return {
    async call(baseUrl: string, method: string, path: string, body?: unknown) {
      const response = await fetch(baseUrl + path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      const set = response.headers.getSetCookie();
      if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
      const text = await response.text();
      const json = response.headers.get('content-type')?.includes('application/json');
      return { status: response.status, body: json && text ? JSON.parse(text) : null };
    },
  };
}
