import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh PostgreSQL database beside `adminUrl`'s, dropped by `drop()` (replica tests). */
export async function createScratchDatabase(adminUrl: string) {
  const name = `chungcu_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
