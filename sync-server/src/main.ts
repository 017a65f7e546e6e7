import { createServer } from 'node:http';
import { createApp } from './app';
import { configFromEnv } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './demo/seed';
import { schedulePruning } from './maintenance';
import { stopPokes } from './sync/pokes';

/** `npm start`: open the database, migrate, seed demo data on an empty one, serve. */
async function main() {
  const config = configFromEnv(process.env);
  const db = createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await migrateToLatest(db);
  if (config.demo) await seedDemoData(db);
  const app = await createApp({ db, config });
  const stopPruning = schedulePruning(db, console.error);
  const server = createServer(app);
  server.listen(config.port, () => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
    console.log(
      `ChungCư đang chạy tại http://localhost:${config.port} — ${where}${config.demo ? ', demo' : ''}` +
        (config.pwaDist ? '' : ' — chưa có bản build PWA, chỉ phục vụ API'),
    );
  });
  const stop = () => {
    stopPruning();
    // Ends the event streams too: server.close waits for every open response.
    void stopPokes(db);
    server.close(() => void db.destroy().then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
