import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '../db/database';
import { writeBackup } from './dump';

export interface BackupSettings {
  /** Folder of the dated files. */
  dir: string;
  /** Hours between scheduled backups; 0 turns the schedule off. */
  intervalHours: number;
  /** How many of the newest files are kept; older ones are deleted after each backup. */
  keep: number;
}

const NAME = /^chungcu-\d{4}-\d{2}-\d{2}T\d{6}Z(-\d+)?\.jsonl\.gz$/;

/** BACKUP_DIR (default: `backups` beside the data folder), BACKUP_INTERVAL_HOURS, BACKUP_KEEP. */
export function backupSettingsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): BackupSettings {
  const hours = env.BACKUP_INTERVAL_HOURS === undefined ? 24 : Number(env.BACKUP_INTERVAL_HOURS);
  const keep = Number(env.BACKUP_KEEP ?? 7);
  return {
    dir: resolve(env.BACKUP_DIR || join(resolve(dataDir), '..', 'backups')),
    intervalHours: Number.isFinite(hours) && hours > 0 ? hours : 0,
    keep: Number.isInteger(keep) && keep > 0 ? keep : 7,
  };
}

/** `chungcu-2026-11-23T120005Z.jsonl.gz` in `dir`, never an existing file's name. */
export function backupFileName(dir: string, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  for (let n = 0; ; n++) {
    const path = join(dir, `chungcu-${stamp}${n ? `-${n}` : ''}.jsonl.gz`);
    if (!existsSync(path)) return path;
  }
}

/** The backup files of `dir`, newest first. */
export function listBackups(dir: string): { path: string; mtimeMs: number }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => NAME.test(name))
    .map((name) => ({ path: join(dir, name), mtimeMs: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs || b.path.localeCompare(a.path));
}

/** Takes one backup into the folder, then deletes the oldest beyond `keep`. */
export async function backupNow(
  db: Db,
  settings: Pick<BackupSettings, 'dir' | 'keep'>,
): Promise<{ file: string; rows: number; bytes: number }> {
  mkdirSync(settings.dir, { recursive: true });
  const file = backupFileName(settings.dir);
  const result = await writeBackup(db, file);
  for (const old of listBackups(settings.dir).slice(settings.keep)) rmSync(old.path);
  return { file, ...result };
}

/**
 * Backups inside the server process (the embedded database can only be read by its one process):
 * the first when the newest file is older than the interval, then one per interval.
 */
export function scheduleBackups(
  db: Db,
  settings: BackupSettings,
  log: { info(message: string): void; error(error: unknown): void },
): () => void {
  if (settings.intervalHours <= 0) return () => {};
  const everyMs = settings.intervalHours * 60 * 60 * 1000;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const { file, rows } = await backupNow(db, settings);
      log.info(`Sao lưu: ${file} (${rows} dòng)`);
    } catch (error) {
      log.error(error);
    }
    timer = setTimeout(() => void run(), everyMs);
    timer.unref();
  };
  const newest = listBackups(settings.dir)[0];
  const wait = newest ? Math.max(0, everyMs - (Date.now() - newest.mtimeMs)) : 0;
  timer = setTimeout(() => void run(), Math.min(wait, 2 ** 31 - 1));
  timer.unref();
  return () => clearTimeout(timer);
}
