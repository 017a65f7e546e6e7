import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database beside `adminUrl`'s, dropped by `drop()`: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createScratchDatabase(
  adminUrl: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `chungcu_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
