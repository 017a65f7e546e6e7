// `npm run backup [-- --out FILE]`: one consistent, compressed, dated backup of DATABASE_URL or of
// the DATA_DIR folder. While the server runs on that folder only it can read it: it is asked
// (SIGUSR2) and its new file is awaited.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeBackup } from '../src/backup/dump';
import { backupNow, backupSettingsFromEnv, listBackups } from '../src/backup/schedule';
import { DataDirLocked, LOCK_FILE } from '../src/db/data-dir-lock';
import { DEFAULT_DATA_DIR, openTarget, parseArgs, runCommand } from './operator';

class BackupFailed extends Error {}

async function askRunningServer(dataDir: string, dir: string): Promise<string> {
  const { pid } = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
  const before = listBackups(dir)[0]?.path;
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    throw new BackupFailed(
      `Máy chủ (PID ${pid}) đang giữ ${dataDir} và không nhận được yêu cầu sao lưu: gọi ` +
        'POST /api/admin/backup bằng tài khoản quản trị, hoặc chạy lệnh này với cùng người dùng.',
    );
  }
  for (let waited = 0; waited < 300; waited++) {
    await new Promise((r) => setTimeout(r, 1000));
    const newest = listBackups(dir)[0]?.path;
    if (newest && newest !== before) return newest;
  }
  throw new BackupFailed(`Máy chủ (PID ${pid}) chưa ghi bản sao lưu vào ${dir} sau 5 phút.`);
}

runCommand(async () => {
  const { options } = parseArgs(process.argv.slice(2));
  const dataDir = resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
  const settings = backupSettingsFromEnv(
    {
      ...process.env,
      BACKUP_DIR:
        process.env.BACKUP_DIR ||
        (process.env.DATABASE_URL ? resolve(DEFAULT_DATA_DIR, '../backups') : undefined),
    },
    dataDir,
  );
  let target;
  try {
    target = openTarget();
  } catch (error) {
    if (!(error instanceof DataDirLocked) || options.has('out')) throw error;
    console.log('Máy chủ đang chạy trên thư mục dữ liệu: nhờ máy chủ sao lưu…');
    console.log(`Đã sao lưu: ${await askRunningServer(dataDir, settings.dir)}`);
    return;
  }
  try {
    const started = Date.now();
    const out = options.get('out');
    const result = out
      ? { file: resolve(out), ...(await writeBackup(target.db, resolve(out))) }
      : await backupNow(target.db, settings);
    console.log(
      `Đã sao lưu ${target.where}: ${result.file} (${result.rows} dòng, ` +
        `${(result.bytes / 1024).toFixed(0)} KB, ${Date.now() - started} ms)`,
    );
  } finally {
    await target.close();
  }
}, [BackupFailed]);
