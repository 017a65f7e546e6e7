import type { Db } from '../db/database';
import { type BackupSettings, backupNow } from '../backup/schedule';
import type { Actor } from './actor';
import { forbidden, notFound } from './errors';

/** Backups taken by the server itself: the embedded database is readable by its process only. */
export function createBackupService(db: Db, settings: BackupSettings | undefined) {
  return {
    async run(actor: Actor): Promise<{ file: string; rows: number; bytes: number }> {
      if (actor.role !== 'admin') throw forbidden();
      if (!settings) throw notFound();
      const { file, rows, bytes } = await backupNow(db, settings);
      // The folder is the operator's business; the API names the file only.
      return { file: file.slice(settings.dir.length + 1), rows, bytes };
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
