import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../scripts/bundle-server';
import { createDatabase, dumpPglite } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createTemplateDatabase } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of an in-memory PGlite migrated to the latest schema (`createDatabase`'s `template`). */
    pgliteTemplate?: string;
    /** A tar of a new PGlite cluster before any migration: an empty database without initdb. */
    pgliteEmptyCluster?: string;
    /** A PostgreSQL database migrated to the latest schema, to copy (CREATE DATABASE … TEMPLATE). */
    postgresTemplate?: string;
  }
}

/** The projects whose tests open databases or start servers: the others need nothing here. */
const DATABASE_PROJECTS = ['sync-server', 'pwa-server'];

/** The buffer pool of the run's PGlite databases (PGLITE_SHARED_BUFFERS overrides it). */
const TEST_SHARED_BUFFERS = '16MB';

const nodeModules = fileURLToPath(new URL('../../node_modules', import.meta.url));

/**
 * Once per run (the root config's global setup): migrates one PGlite database and, when
 * TEST_DATABASE_URL is set, one PostgreSQL database. Every test database then starts as a copy of
 * these instead of running every migration again (a fresh PGlite alone takes seconds of initdb).
 * And bundles the server once (`bundleServer`) for the tests that start it as a process
 * (`server-process.ts`: the crash test, the replicas, the data-folder lock), which start it from
 * `TEST_SERVER_BUNDLE` instead of transpiling main.ts and its imports with tsx at every start (a
 * replica's start: 1.0 s → 0.6 s here).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const needed = project.vitest.projects.some((p) => DATABASE_PROJECTS.includes(p.name));
  if (!needed) return async () => {};
  const dir = mkdtempSync(join(tmpdir(), 'chungcu-vitest-'));
  const file = join(dir, 'pglite-migrated.tar');
  const emptyFile = join(dir, 'pglite-empty.tar');
  const url = process.env.TEST_DATABASE_URL;
  let postgres: Awaited<ReturnType<typeof createTemplateDatabase>> | undefined;
  // Under node_modules, where the bundle's packages resolve.
  const bundleDir = mkdtempSync(join(nodeModules, '.vitest-server-'));
  const db = createDatabase();
  try {
    await bundleServer(join(bundleDir, 'main.mjs'));
    writeFileSync(emptyFile, Buffer.from(await (await dumpPglite(db)).arrayBuffer()));
    await migrateToLatest(db);
    writeFileSync(file, Buffer.from(await (await dumpPglite(db)).arrayBuffer()));
    if (url) postgres = await createTemplateDatabase(url);
  } catch (error) {
    // No teardown runs after a failed setup: leave nothing behind.
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
    throw error;
  } finally {
    await db.destroy();
  }
  project.provide('pgliteTemplate', file);
  project.provide('pgliteEmptyCluster', emptyFile);
  // The test processes start after this and inherit it (benches outside vitest fall back to tsx).
  process.env.TEST_SERVER_BUNDLE = join(bundleDir, 'main.mjs');
  // Every PGlite of the run, in these processes and the servers they start, with a buffer pool
  // of 16MB instead of 128MB: PGlite writes all of it at each open, and a run opens hundreds.
  // On this machine a fresh page of memory costs ~12 µs (its host backs each on first touch),
  // so an open took 1.5 s and 290MB, now 0.8 s and 170MB. Tests' data fits many times over.
  process.env.PGLITE_SHARED_BUFFERS ??= TEST_SHARED_BUFFERS;
  if (postgres) project.provide('postgresTemplate', postgres.name);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
