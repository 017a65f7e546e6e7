import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type Db, createDatabase } from '../src/db/database';
import { DataDirLocked, lockDataDir } from '../src/db/data-dir-lock';

const here = dirname(fileURLToPath(import.meta.url));
/** `npm start` keeps the embedded database in the repository's `data` folder. */
export const DEFAULT_DATA_DIR = resolve(here, '../../data');

export interface Target {
  db: Db;
  /** Human words for where the data lives. */
  where: string;
  dataDir: string | null;
  close(): Promise<void>;
}

/**
 * Opens the database of DATABASE_URL, or the PGlite folder of DATA_DIR holding its lock: while the
 * server runs on the folder it cannot be opened (DataDirLocked explains what to do).
 */
export function openTarget(env: NodeJS.ProcessEnv = process.env): Target {
  if (env.DATABASE_URL) {
    const db = createDatabase({ url: env.DATABASE_URL, poolMax: 2 });
    return { db, where: 'PostgreSQL', dataDir: null, close: () => db.destroy() };
  }
  const dataDir = resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR);
  const release = lockDataDir(dataDir);
  const db = createDatabase({ dataDir });
  return {
    db,
    where: `PGlite (${dataDir})`,
    dataDir,
    close: async () => {
      await db.destroy();
      release();
    },
  };
}

/** Command-line options `--name value` and flags `--force`. */
export function parseArgs(argv: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (arg.includes('='))
      options.set(arg.slice(2, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1));
    else if (argv[i + 1] !== undefined && !(argv[i + 1] as string).startsWith('--')) {
      options.set(arg.slice(2), argv[++i] as string);
    } else options.set(arg.slice(2), 'true');
  }
  return { positional, options };
}

/**
 * Asks for a secret without echoing it on a terminal. Piped input (scripts, tests) is read line by
 * line; a password never goes on the command line, where `ps` and shell history would keep it.
 */
export function createPrompter() {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const pending: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  rl.on('line', (line) => (waiting.length ? waiting.shift()?.(line) : pending.push(line)));
  rl.on('close', () => waiting.splice(0).forEach((resolve) => resolve(null)));
  return {
    async secret(question: string): Promise<string> {
      process.stdout.write(question);
      muted = true;
      const line = pending.length
        ? (pending.shift() as string)
        : await new Promise<string | null>((resolve) => waiting.push(resolve));
      muted = false;
      process.stdout.write('\n');
      if (line === null) throw new Error('Không đọc được mật khẩu (đầu vào đã đóng).');
      return line;
    },
    close: () => rl.close(),
  };
}

/** Runs a command; operators' mistakes print as one sentence and exit 1. */
export function runCommand(task: () => Promise<void>, expected: (new (...a: never[]) => Error)[]) {
  task().then(
    () => process.exit(0),
    (error: unknown) => {
      const known =
        error instanceof DataDirLocked || expected.some((type) => error instanceof type);
      console.error(known ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
