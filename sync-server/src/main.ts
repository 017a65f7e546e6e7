import { createApp } from './app';
import { attachmentStorage } from './attachments/storage';
import { createHttpServer } from './http-server';
import { backupNow, scheduleBackups } from './backup/schedule';
import { configFromEnv } from './config';
import { createDatabase } from './db/database';
import { DataDirLocked, lockDataDir } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';
import { DemoOnRealDatabase, enforceDatabaseMode } from './demo/mode';
import { seedDemoData } from './demo/seed';
import { seedStandardInspectionTemplates } from './seeds/inspection-templates';
import { AdminSetupError, bootstrapAdminFromEnv } from './services/first-admin';
import { schedulePruning } from './maintenance';
import { createPushService } from './services/push.service';
import { createJobs, scheduleJobs } from './services/jobs';
import { stopPokes } from './sync/pokes';

const DEMO_BANNER = [
  '================ CHẾ ĐỘ DEMO (demo mode) ================',
  'Tài khoản demo công khai (admin@chungcu.demo / demo-admin) và công cụ thử nghiệm đang bật.',
  'Không dùng cho dữ liệu thật: chạy với DEMO=0 cho một khu chung cư thật.',
  '==========================================================',
].join('\n');

/** `npm start`: open the database, migrate, seed demo data on an empty one, serve. */
async function main() {
  const config = configFromEnv(process.env);
  // PGlite is one process per folder: a second one would overwrite the first one's pages.
  if (!config.databaseUrl) lockDataDir(config.dataDir);
  const db = createDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers },
  );
  await migrateToLatest(db);
  await enforceDatabaseMode(db, config.demo);
  if (config.demo) await seedDemoData(db);
  // Demo or real, a complex starts with the standard checklists (seeded once, never again).
  await db.transaction((trx) => seedStandardInspectionTemplates(trx));
  const firstAdmin = await bootstrapAdminFromEnv(db, process.env, config.demo);
  if (firstAdmin) console.log(`Đã tạo quản trị viên đầu tiên: ${firstAdmin}`);
  if (typeof config.trustProxy === 'number' && config.trustProxy > 0) {
    // A hop count believes X-Forwarded-For from anyone who reaches the port directly.
    console.warn(
      `TRUST_PROXY=${config.trustProxy}: địa chỉ khách lấy từ X-Forwarded-For của bất kỳ ai kết nối ` +
        'thẳng tới cổng này. Nên ghi địa chỉ của proxy (vd. TRUST_PROXY=loopback hoặc 10.0.0.0/8).',
    );
  }
  const storage = await attachmentStorage(db, config.objectStorage);
  if (config.objectStorage)
    console.log(
      `Tệp đính kèm lưu ở kho đối tượng ${config.objectStorage.endpoint}/${config.objectStorage.bucket}`,
    );
  // Feed pulls read from the replica once it has caught up (rule S36); everything else, here.
  const replica = config.databaseReplicaUrl
    ? createDatabase({ url: config.databaseReplicaUrl })
    : undefined;
  if (replica) console.log('Đọc nguồn thay đổi từ bản sao chỉ đọc (DATABASE_REPLICA_URL).');
  const app = await createApp({ db, config, storage, replica });
  const stopPruning = schedulePruning(db, console.error, storage.store);
  // Pushes notifications after the writes that made them commit; every replica may run one.
  const stopPushing = createPushService(db, config.push).start();
  // Every replica looks; each due announcement is sent by exactly one, each deadline alert goes
  // out once (rules S27, S30; services/jobs.ts).
  const stopJobs = scheduleJobs(
    createJobs(db),
    {
      announcementsMs: config.announcementCheckMs ?? 15_000,
      slaAlertsMs: config.slaCheckMs ?? 60_000,
    },
    console.error,
  );
  // The embedded database is readable by this process only: it backs itself up. PostgreSQL is
  // backed up by `npm run backup` (or the database's own tools) unless an interval is set.
  const backups = config.backup;
  const stopBackups =
    backups && (!config.databaseUrl || process.env.BACKUP_INTERVAL_HOURS)
      ? scheduleBackups(db, backups, { info: console.log, error: console.error })
      : () => {};
  // `npm run backup` asks a running server for a backup with SIGUSR2.
  process.on('SIGUSR2', () => {
    if (!backups) return;
    backupNow(db, backups).then(({ file }) => console.log(`Sao lưu: ${file}`), console.error);
  });
  const server = createHttpServer(app);
  server.listen(config.port, config.host, () => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
    if (config.demo) console.log(DEMO_BANNER);
    console.log(
      `ChungCư đang chạy tại http://${config.host ?? 'localhost'}:${config.port} — ${where}` +
        (config.demo ? ', DEMO' : '') +
        (config.host === '127.0.0.1' ? ' (chỉ máy này; đặt HOST=0.0.0.0 để mở ra mạng)' : '') +
        (config.pwaDist ? '' : ' — chưa có bản build PWA, chỉ phục vụ API'),
    );
  });
  const stop = () => {
    stopPruning();
    stopJobs();
    stopBackups();
    void stopPushing();
    // Ends the event streams too: server.close waits for every open response.
    void stopPokes(db);
    server.close(
      () => void Promise.all([db.destroy(), replica?.destroy()]).then(() => process.exit(0)),
    );
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  // The operator's mistakes get a sentence, not a stack trace.
  const expected =
    error instanceof DataDirLocked ||
    error instanceof DemoOnRealDatabase ||
    error instanceof AdminSetupError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
