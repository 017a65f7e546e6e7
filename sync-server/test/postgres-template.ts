import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

/** `adminUrl` with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin<T>(adminUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/**
 * A database beside `adminUrl`'s migrated to the latest schema, for `copyTemplateDatabase`.
 * `drop()` removes it and every copy made of it (copies are named after it).
 */
export async function createTemplateDatabase(adminUrl: string) {
  const name = `chungcu_tpl_${randomBytes(4).toString('hex')}`;
  await onAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const db = createDatabase({ url: databaseUrl(adminUrl, name), poolMax: 2 });
  try {
    await migrateToLatest(db);
  } finally {
    // A template with a session open cannot be copied.
    await db.destroy();
  }
  return {
    name,
    async drop() {
      await onAdmin(adminUrl, async (admin) => {
        const { rows } = await admin.query<{ datname: string }>(
          'select datname from pg_database where datname like $1',
          [`${name}%`],
        );
        // Copies first, ten at a time: drops under way together share their checkpoints.
        const copies = rows.map((r) => r.datname).filter((n) => n !== name);
        for (let i = 0; i < copies.length; i += 10) {
          await Promise.all(
            copies
              .slice(i, i + 10)
              .map((copy) =>
                onAdmin(adminUrl, (c) => c.query(`drop database if exists ${copy} with (force)`)),
              ),
          );
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

/**
 * A new database copied from the migrated template (milliseconds, where migrating takes most of
 * a second). It is left in place when the test file ends, and dropped with the template at the
 * end of the run: dropping a database waits for a checkpoint, and many at once share one.
 */
export async function copyTemplateDatabase(adminUrl: string, template: string): Promise<string> {
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await onAdmin(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  return databaseUrl(adminUrl, name);
}
