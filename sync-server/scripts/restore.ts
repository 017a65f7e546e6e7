// `npm run restore FILE [-- --force]`: loads a backup into an empty DATA_DIR folder or
// DATABASE_URL database; a target holding data is refused unless --force (which replaces it).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { RestoreRefused, restoreBackup } from '../src/backup/restore';
import { openTarget, parseArgs, runCommand } from './operator';

runCommand(async () => {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const file = positional[0];
  if (!file || !existsSync(file)) {
    throw new RestoreRefused(
      'Cách dùng: npm run restore FILE [-- --force] (DATA_DIR hoặc DATABASE_URL chọn nơi khôi phục)',
    );
  }
  const target = openTarget();
  try {
    const started = Date.now();
    const { rows, clock } = await restoreBackup(target.db, resolve(file), {
      force: options.has('force'),
    });
    console.log(
      `Đã khôi phục ${rows} dòng vào ${target.where} (đồng hồ đồng bộ ${clock}, ` +
        `${Date.now() - started} ms).`,
    );
  } finally {
    await target.close();
  }
}, [RestoreRefused]);
