import type { Knex } from 'knex';
import type { Db } from './database';
import * as initial from './migrations/001-initial';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Migrations are imported, not globbed, so tsx, vitest and bundles all record the same names. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name] as Migration,
};

/** Brings the schema up to date; safe to call from several replicas at once (knex locks). */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  if (schema) await db.raw('create schema if not exists ??', [schema]);
  await db.migrate.latest({ migrationSource: source, schemaName: schema });
}

/** Rolls every migration back (the migrations check proves `down` works). */
export async function rollbackAll(db: Db, schema?: string): Promise<void> {
  await db.migrate.rollback({ migrationSource: source, schemaName: schema }, true);
}
