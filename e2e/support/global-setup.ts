import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from './scratch-database';
import { startSyncServer } from './server';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(repoRoot, 'pwa/dist');
const SOURCES = [
  'pwa/src',
  'pwa/public',
  'pwa/index.html',
  'pwa/vite.config.ts',
  'pwa/package.json',
  'contracts/src',
  // The shared rules run in the device too: a change there is a change of the app.
  'mutations/src',
];
/** The build writes both; an older dist without a service worker counts as missing. */
const OUTPUTS = ['index.html', 'sw.js'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isFresh(): boolean {
  const outputs = OUTPUTS.map((file) => join(DIST, file));
  if (!outputs.every((p) => existsSync(p))) return false;
  const sources = SOURCES.map((p) => join(repoRoot, p)).filter((p) => existsSync(p));
  return (
    Math.min(...outputs.map((p) => statSync(p).mtimeMs)) >= Math.max(...sources.map(newestMtime))
  );
}

/** Copies the build, retrying while another process (`npm start`, a build) is rewriting it. */
function snapshotDist(): string {
  const snapshot = join(mkdtempSync(join(tmpdir(), 'chungcu-e2e-pwa-')), 'dist');
  for (let attempt = 1; ; attempt++) {
    rmSync(snapshot, { recursive: true, force: true });
    try {
      cpSync(DIST, snapshot, { recursive: true });
      if (OUTPUTS.every((file) => existsSync(join(snapshot, file)))) return snapshot;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
    if (attempt >= 5) throw new Error(`pwa/dist stayed incomplete: is a build running?`);
    spawnSync('sleep', ['2']);
  }
}

/** Runs `npm run build -w pwa`, its output shown; rejects when it fails. */
function buildPwa(): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build', '-w', 'pwa'], { cwd: repoRoot, stdio: 'inherit' });
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build -w pwa failed (${code})`)),
    );
  });
}

/**
 * Builds the PWA when pwa/dist is missing or older than its sources, then serves the run from a
 * copy: a build started meanwhile (others share this checkout) empties pwa/dist for seconds.
 * The copy's path reaches the workers as E2E_PWA_DIST; the returned teardown deletes it.
 */
export async function preparePwaDist(): Promise<() => void> {
  if (!isFresh()) {
    console.log('Building the PWA (pwa/dist is missing or stale)…');
    await buildPwa();
  }
  const snapshot = snapshotDist();
  process.env.E2E_PWA_DIST = snapshot;
  return () => rmSync(join(snapshot, '..'), { recursive: true, force: true });
}

/**
 * Starts a real server once on an empty folder and stops it cleanly: what it leaves (migrated,
 * demo data seeded) is what every test file's server would otherwise spend its first start
 * making. The folder's path reaches the workers as E2E_SEEDED_DATA_DIR: each file's server
 * starts on a copy of it (server.ts).
 */
async function prepareSeededDataDir(): Promise<() => void> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'chungcu-e2e-seeded-')), 'data');
  // The data does not depend on the build, which may still be under way: no PWA is served.
  const server = await startSyncServer({ pwaDist: join(dataDir, '..', 'no-pwa'), dataDir });
  await server.stop('SIGTERM');
  process.env.E2E_SEEDED_DATA_DIR = dataDir;
  return () => rmSync(join(dataDir, '..'), { recursive: true, force: true });
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL server, as CI gives): a database seeded as the folder above,
 * which every test file's server copies (`startFileServer`, `create database … template`).
 */
async function prepareSeededDatabase(adminUrl: string): Promise<() => Promise<void>> {
  const database = await createScratchDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'chungcu-e2e-seeded-pg-'));
  const server = await startSyncServer({
    pwaDist: join(dataDir, 'no-pwa'),
    dataDir,
    databaseUrl: database.url,
  });
  await server.dispose();
  process.env.E2E_SEEDED_DATABASE = new URL(database.url).pathname.slice(1);
  return () => database.drop();
}

/**
 * Bundles the server once (sync-server/scripts/bundle-server.ts) under node_modules, where its
 * packages resolve: every file's server then starts it instead of transpiling main.ts and its
 * imports again with tsx. Its path reaches the workers as E2E_SERVER_BUNDLE.
 */
function prepareServerBundle(): () => void {
  const dir = mkdtempSync(join(repoRoot, 'node_modules', '.e2e-server-'));
  const bundle = join(dir, 'main.mjs');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bundle-server.ts', bundle],
    { cwd: join(repoRoot, 'sync-server'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`bundling the server failed (${result.status})`);
  process.env.E2E_SERVER_BUNDLE = bundle;
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Playwright's global setup: the PWA's build beside the server's bundle and then the seeded data
 * folder (neither needs the other: side by side, the run's first test comes ~8 s sooner).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = preparePwaDist();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const seeded = (async () => {
    const removeBundle = prepareServerBundle();
    const [removeData, dropDatabase] = await Promise.all([
      prepareSeededDataDir(),
      adminUrl ? prepareSeededDatabase(adminUrl) : undefined,
    ]);
    return { removeBundle, removeData, dropDatabase };
  })();
  const [removeDist, { removeBundle, removeData, dropDatabase }] = await Promise.all([
    dist,
    seeded,
  ]);
  return async () => {
    removeData();
    removeBundle();
    removeDist();
    await dropDatabase?.();
  };
}
