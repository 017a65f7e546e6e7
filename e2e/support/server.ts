import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@chungcu/sync-server/free-port';
import { createScratchDatabase } from './scratch-database';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** A fresh PGlite database is created, migrated and seeded on first start: give it time. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const LOG_LINES_KEPT = 200;

/** A real sync-server (demo mode, embedded PGlite) serving the built PWA on 127.0.0.1. */
export interface SyncServer {
  /** `http://127.0.0.1:<port>`: the same for the server's whole life, across restarts. */
  readonly baseURL: string;
  readonly running: boolean;
  /** Starts the process again on the same port and data folder; resolves once it answers. */
  start(): Promise<void>;
  /** Stops the whole process group: SIGTERM (a clean shutdown), or SIGKILL (a crash). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /**
   * Stops it for good and deletes its data folder. SIGKILL: what a clean stop would write to
   * that folder is deleted with it.
   */
  dispose(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // Negative pid: the whole group, so nothing the server started outlives it.
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** The built PWA that `startSyncServer` serves: global setup's copy of pwa/dist, if it ran. */
export const PWA_DIST = process.env.E2E_PWA_DIST ?? join(repoRoot, 'pwa/dist');

/**
 * A data folder of its own: a copy of the run's seeded one (global setup) when there is one, so
 * the server starts on migrated demo data instead of making it; otherwise empty.
 */
function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'chungcu-e2e-'));
  const seeded = process.env.E2E_SEEDED_DATA_DIR;
  if (seeded) {
    cpSync(seeded, dataDir, {
      recursive: true,
      filter: (path) => !path.endsWith('chungcu-server.lock'),
    });
  }
  return dataDir;
}

/**
 * Starts the server (global setup's bundle, E2E_SERVER_BUNDLE, or else
 * `node --import tsx sync-server/src/main.ts`) on a free port with a fresh data folder
 * (`freshDataDir`; DEMO=1, PWA_DIST=`PWA_DIST` or `pwaDist`; `dataDir` may come pre-filled) and
 * resolves once `/api/auth/mock-users` answers.
 */
export async function startSyncServer({
  pwaDist = PWA_DIST,
  databaseUrl = '',
  // PostgreSQL's servers keep nothing in it: no copy of the seeded PGlite for them.
  dataDir = databaseUrl ? mkdtempSync(join(tmpdir(), 'chungcu-e2e-')) : freshDataDir(),
  onDispose,
}: {
  pwaDist?: string;
  dataDir?: string;
  /** A PostgreSQL database to serve instead of the embedded one (replicas share it). */
  databaseUrl?: string;
  /** What `dispose` also removes once the process is gone (the server's own database). */
  onDispose?: () => Promise<void>;
} = {}): Promise<SyncServer> {
  let port = await freePort();
  let baseURL = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  let child: ChildProcess | undefined;

  const spawnServer = async (): Promise<void> => {
    // Playwright's own loader options must not leak into the server's Node.
    const { NODE_OPTIONS: _ignored, ...env } = process.env;
    const bundle = process.env.E2E_SERVER_BUNDLE;
    const args = bundle ? [bundle] : ['--import', 'tsx', 'src/main.ts'];
    const proc = spawn(process.execPath, args, {
      cwd: join(repoRoot, 'sync-server'),
      env: {
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO: '1',
        PWA_DIST: pwaDist,
        DATABASE_URL: databaseUrl,
        // A buffer pool of 16MB, as the server tests use (sync-server/test/global-setup.ts says
        // why): PGlite writes all of it at each start, 128MB of fresh memory by default.
        PGLITE_SHARED_BUFFERS: env.PGLITE_SHARED_BUFFERS ?? '16MB',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      if (process.env.E2E_SERVER_LOG) process.stderr.write(text);
      log.push(...text.split('\n').filter(Boolean));
      log.splice(0, Math.max(0, log.length - LOG_LINES_KEPT));
    };
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    await waitUntilAnswering(baseURL, proc, () => log.join('\n'));
  };

  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> => {
    const proc = child;
    if (!proc) return;
    child = undefined;
    killGroup(proc, signal);
    const timer = setTimeout(() => killGroup(proc, 'SIGKILL'), STOP_TIMEOUT_MS);
    await exited(proc);
    clearTimeout(timer);
  };

  // Test files run side by side: another one's server may take the port between the probe and
  // the listen. Only the first start may move to another port (the URL stays fixed after it).
  for (let attempt = 1; ; attempt++) {
    try {
      await spawnServer();
      break;
    } catch (error) {
      if (attempt >= 3 || !log.some((line) => line.includes('EADDRINUSE'))) throw error;
      log.length = 0;
      port = await freePort();
      baseURL = `http://127.0.0.1:${port}`;
    }
  }
  return {
    get baseURL() {
      return baseURL;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    start: async () => {
      if (child) await stop();
      await spawnServer();
    },
    stop,
    dispose: async () => {
      await stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      await onDispose?.();
    },
  };
}

async function waitUntilAnswering(
  baseURL: string,
  proc: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      throw new Error(`sync-server exited (${proc.exitCode ?? proc.signalCode}):\n${output()}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/auth/mock-users`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    // A start takes 1.5–2 s: a short pause answers sooner (each file waits for one) for a
    // refused connection's cost.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  killGroup(proc, 'SIGKILL');
  throw new Error(`sync-server did not answer within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * A test file's server: on a copy of the seeded PostgreSQL database when global setup made one
 * (TEST_DATABASE_URL set, as in CI), else on a copy of the seeded PGlite folder.
 */
export async function startFileServer(): Promise<SyncServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const seeded = process.env.E2E_SEEDED_DATABASE;
  if (!adminUrl || !seeded) return startSyncServer();
  const database = await createScratchDatabase(adminUrl, seeded);
  try {
    return await startSyncServer({ databaseUrl: database.url, onDispose: () => database.drop() });
  } catch (error) {
    await database.drop();
    throw error;
  }
}
