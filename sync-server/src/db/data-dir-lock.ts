import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'chungcu-server.lock';

/** Who holds a lock: enough to tell a live holder from a dead one whose PID was reused. */
interface Holder {
  pid: number;
  /** The kernel's boot id: after a reboot no earlier holder is alive. */
  bootId: string | null;
  /** The holder's start time in clock ticks since boot (/proc/<pid>/stat field 22). */
  startTicks: string | null;
}

export class DataDirLocked extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Thư mục dữ liệu ${dataDir} đang được một tiến trình ChungCư khác dùng (PID ${pid}). ` +
        'PGlite chỉ cho một tiến trình mỗi thư mục: dừng tiến trình kia, hoặc dùng PostgreSQL ' +
        '(DATABASE_URL) để chạy nhiều tiến trình.',
    );
    this.name = 'DataDirLocked';
  }
}

const readOrNull = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

const bootId = () => readOrNull('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces and ')'. */
function startTicks(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True while the recorded holder still runs: same boot, PID alive, same start time. */
function holderAlive(holder: Holder): boolean {
  if (holder.pid === process.pid) return false; // an earlier life of this PID (e.g. a container)
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  if (!isAlive(holder.pid)) return false;
  const ticks = startTicks(holder.pid);
  return !(holder.startTicks && ticks && holder.startTicks !== ticks);
}

function parseHolder(text: string | null): Holder | null {
  try {
    const holder = JSON.parse(text ?? '') as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/** Creates the lock file only if none exists (O_EXCL): of two processes exactly one succeeds. */
function create(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    const holder: Holder = {
      pid: process.pid,
      bootId: bootId(),
      startTicks: startTicks(process.pid),
    };
    writeSync(fd, JSON.stringify(holder));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the lock of a PGlite data folder, or throws `DataDirLocked`. A lock left by a killed
 * process is taken over; two processes taking over the same stale lock are serialised by a
 * second exclusive file, so only one of them removes it. Answers the release function (also run
 * at exit).
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const breaker = `${path}.takeover`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(path)) {
      const release = () => {
        if (parseHolder(readOrNull(path))?.pid === process.pid) rmSync(path, { force: true });
      };
      process.once('exit', release);
      return release;
    }
    const text = readOrNull(path);
    const holder = parseHolder(text);
    // A file just created but not yet written reads empty: treat it as held, unless it is old.
    const fresh = text === '' && Date.now() - statOrZero(path) < 10_000;
    if ((holder && holderAlive(holder)) || fresh) {
      throw new DataDirLocked(dataDir, holder?.pid ?? 0);
    }
    if (Date.now() - statOrZero(breaker) > 10_000) rmSync(breaker, { force: true });
    if (!create(breaker)) continue;
    try {
      if (readOrNull(path) === text) rmSync(path, { force: true });
    } finally {
      rmSync(breaker, { force: true });
    }
  }
  throw new DataDirLocked(dataDir, parseHolder(readOrNull(path))?.pid ?? 0);
}

function statOrZero(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}
