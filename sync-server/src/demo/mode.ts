import type { Db } from '../db/database';
import { createUsersRepo } from '../db/users.repo';

export type DatabaseMode = 'demo' | 'real';

const MODE_KEY = 'installation_mode';

/** Thrown when demo mode would run on a real complex's database. */
export class DemoOnRealDatabase extends Error {
  constructor() {
    super(
      'Cơ sở dữ liệu này được tạo khi không ở chế độ demo (dữ liệu thật): không thể chạy DEMO=1 ' +
        'trên đó. Dùng DEMO=0, hoặc một DATA_DIR / DATABASE_URL khác cho bản demo.',
    );
    this.name = 'DemoOnRealDatabase';
  }
}

/**
 * The mode a database was made in, for databases older than the record: demo accounts mean a
 * demo database; any other account or data means a real one; an empty one takes `current`.
 */
async function inferMode(db: Db, current: DatabaseMode): Promise<DatabaseMode> {
  const demoUser = await db('users').where({ is_demo: true }).first('id');
  if (demoUser) return 'demo';
  const anyUser = await db('users').first('id');
  const anyData = (await db('residents').first('id')) ?? (await db('apartments').first('id'));
  return anyUser || anyData ? 'real' : current;
}

/** The recorded mode of the database, recording `current` (or the inferred one) the first time. */
export async function databaseMode(db: Db, current: DatabaseMode): Promise<DatabaseMode> {
  const value = await inferMode(db, current);
  await db('app_settings').insert({ key: MODE_KEY, value }).onConflict('key').ignore();
  const row = await db('app_settings').where({ key: MODE_KEY }).first();
  return row.value === 'demo' ? 'demo' : 'real';
}

/**
 * Called at start-up, before serving. Demo mode on a real database is refused: its testing tools
 * (switch-user, verify-code) would open real data to anyone. A demo database started without
 * demo mode has its demo accounts disabled, and enabled again when demo mode comes back.
 */
export async function enforceDatabaseMode(db: Db, demo: boolean): Promise<DatabaseMode> {
  const mode = await databaseMode(db, demo ? 'demo' : 'real');
  if (demo && mode === 'real') throw new DemoOnRealDatabase();
  if (mode === 'demo') await createUsersRepo(db).setDemoAccountsActive(demo);
  return mode;
}
