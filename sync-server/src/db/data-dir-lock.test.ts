/** One process per PGlite data folder; a killed holder's lock is recovered. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { serverProcessArgs } from '../../test/server-process';
import { DataDirLocked, LOCK_FILE, lockDataDir } from './data-dir-lock';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const folders: string[] = [];
const children: ChildProcess[] = [];

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'chungcu-lock-'));
  folders.push(dir);
  return dir;
};

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Starts the server (`serverProcessArgs`) on `dataDir`; resolves when it listens or exits. */
async function startServer(dataDir: string, demo = false) {
  const port = await freePort();
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, serverProcessArgs(), {
    cwd: serverDir,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: demo ? '1' : '0',
      PWA_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const outcome = await new Promise<'listening' | 'exited'>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('đang chạy tại')) resolve('listening');
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => resolve('exited'));
  });
  return { child, outcome, output: () => output };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** The PID of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await exitOf(child);
  return child.pid as number;
}

describe('data folder lock', () => {
  it('a second server on the same folder exits non-zero with a clear message; a killed one’s lock is recovered', async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    expect(first.outcome, first.output()).toBe('listening');

    const second = await startServer(dataDir);
    expect(second.outcome).toBe('exited');
    expect(await exitOf(second.child)).not.toBe(0);
    expect(second.output()).toContain('đang được một tiến trình ChungCư khác dùng');
    expect(second.output()).toContain(`PID ${first.child.pid}`);
    expect(second.output()).not.toMatch(/\n\s+at /); // a sentence, not a stack trace

    first.child.kill('SIGKILL');
    await exitOf(first.child);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const third = await startServer(dataDir);
    expect(third.outcome, third.output()).toBe('listening');
    third.child.kill('SIGTERM');
    expect(await exitOf(third.child)).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // Made without demo mode, the folder holds a real complex: demo mode is refused on it.
    const demo = await startServer(dataDir, true);
    expect(demo.outcome).toBe('exited');
    expect(await exitOf(demo.child)).not.toBe(0);
    expect(demo.output()).toContain('không thể chạy DEMO=1');
  }, 240_000);

  it('a lock whose process is dead is taken over', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: await deadPid() }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('a live holder keeps its lock; a reused PID (other start time) does not', async () => {
    const dataDir = tempDir();
    const holder = spawn('sleep', ['30']);
    children.push(holder);
    const pid = holder.pid as number;
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid, bootId: null, startTicks: null }),
    );
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLocked);

    if (existsSync(`/proc/${pid}/stat`)) {
      writeFileSync(
        join(dataDir, LOCK_FILE),
        JSON.stringify({ pid, bootId: null, startTicks: '1' }),
      );
      lockDataDir(dataDir)();
    }
    holder.kill('SIGKILL');
  });

  it('garbage in the lock file is a stale lock', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, LOCK_FILE), 'not json');
    lockDataDir(dataDir)();
  });
});
