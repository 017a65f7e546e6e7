export { createApp, type AppOptions } from './app';
export { type ServerConfig, defaultConfig, configFromEnv } from './config';
export { createDatabase, type Db } from './db/database';
export { migrateToLatest } from './db/migrate';
export { seedDemoData } from './demo/seed';
export { demoAccounts, insertDemoAccounts } from './demo/accounts';
export { insertLargeData, type LargeDataSize } from './demo/large-data';
export { writeBackup } from './backup/dump';
export { restoreBackup } from './backup/restore';
