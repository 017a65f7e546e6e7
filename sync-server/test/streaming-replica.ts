import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';

const run = promisify(execFile);

/** The machine's PostgreSQL programs (Debian: /usr/lib/postgresql/<major>/bin), newest first. */
function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : null;
}

/** Whether this machine can start a primary and its streaming replica (the tests need it). */
export const canStartReplica = binDir() !== null;

export interface StreamingPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops applying the primary's WAL on the replica (it keeps receiving it): injected lag. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica's server (as a crash would); the primary runs on. */
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL primary and a hot-standby streaming replica of it, from the machine's own
 * binaries: `initdb`, then `pg_basebackup -R` (which writes the replica's standby.signal and
 * primary_conninfo), each server on a port of its own on 127.0.0.1, in a folder of its own.
 * PostgreSQL refuses to run as root, so as root the programs run as the `postgres` user.
 */
export async function startStreamingPair(): Promise<StreamingPair> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'chungcu-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
      : run(join(bin, program), args);
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const options = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;

  await pgRun('initdb', ['-D', primary, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await pgRun('pg_ctl', [
    '-D',
    primary,
    '-o',
    options(primaryPort),
    '-w',
    '-l',
    join(dir, 'primary.log'),
    'start',
  ]);
  await pgRun('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replica,
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  await pgRun('pg_ctl', [
    '-D',
    replica,
    '-o',
    options(replicaPort),
    '-w',
    '-l',
    join(dir, 'replica.log'),
    'start',
  ]);

  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const onReplica = async (sql: string) => {
    const client = new pg.Client({ connectionString: replicaUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl,
    pauseReplay: () => onReplica('select pg_wal_replay_pause()'),
    resumeReplay: () => onReplica('select pg_wal_replay_resume()'),
    async stopReplica() {
      await pgRun('pg_ctl', ['-D', replica, '-m', 'immediate', '-w', 'stop']);
    },
    async stop() {
      for (const data of [replica, primary])
        await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
