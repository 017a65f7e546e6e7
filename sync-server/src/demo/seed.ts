import type { Db } from '../db/database';
import { insertDemoAccounts } from './accounts';

/** TODO(helper): the realistic Vietnamese data set. Seeds only an empty database. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction((trx) => insertDemoAccounts(trx));
}
