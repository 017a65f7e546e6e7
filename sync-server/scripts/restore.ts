// `npm run restore FILE [-- --force] [-- --allow-missing-objects]`: loads a backup into an empty
// DATA_DIR folder or DATABASE_URL database; a target holding data is refused unless --force
// (which replaces it). A backup whose files are in an object store is checked against it
// (OBJECT_STORAGE_URL): a file missing refuses the restore unless --allow-missing-objects.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { objectStorageFromUrl } from '../src/attachments/object-storage-settings';
import { connectObjects } from '../src/attachments/s3-objects';
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
  const objects = process.env.OBJECT_STORAGE_URL
    ? await connectObjects(objectStorageFromUrl(process.env.OBJECT_STORAGE_URL))
    : undefined;
  const target = openTarget();
  try {
    const started = Date.now();
    const restored = await restoreBackup(target.db, resolve(file), {
      force: options.has('force'),
      objects,
      allowMissingObjects: options.has('allow-missing-objects'),
    });
    console.log(
      `Đã khôi phục ${restored.rows} dòng vào ${target.where} (đồng hồ đồng bộ ${restored.clock}, ` +
        `${Date.now() - started} ms).`,
    );
    const { needed, missing } = restored.objects;
    if (needed > 0)
      console.log(`Tệp trong kho đối tượng: ${needed - missing.length}/${needed} có mặt.`);
    for (const line of missing) console.warn(`  thiếu ${line}`);
  } finally {
    objects?.destroy();
    await target.close();
  }
}, [RestoreRefused]);
