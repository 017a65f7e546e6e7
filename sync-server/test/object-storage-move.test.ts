/**
 * Moving an installation's files from its database to an object store, and its backups' files:
 * `npm run attachments:move` on a demo installation (its own process, on the PGlite folder
 * `npm start` makes), its --verify, and a restore that checks the store holds what the backup
 * needs. The move's own rules (resumable, checked by hash, bytes that differ from their row
 * stay) on PGlite and PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { createPgBlobStore } from '../src/attachments/pg-blob-store';
import { moveBlobsToObjects, verifyObjects } from '../src/attachments/move-to-objects';
import { connectObjects } from '../src/attachments/s3-objects';
import { writeBackup } from '../src/backup/dump';
import { RestoreRefused, restoreBackup } from '../src/backup/restore';
import { defaultConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { seedDemoData } from '../src/demo/seed';
import { createApartment } from './assignment-fixtures';
import { attachmentBody, createAttachment, png, putContent } from './attachment-fixtures';
import {
  countRows,
  describeEachDatabase,
  emptyPgliteCluster,
  migratedPgliteTemplate,
  testContext,
} from './harness';
import { startObjectStore } from './object-store';

const run = promisify(execFile);
const store = await startObjectStore();
const objects = await connectObjects(store.settings);
const folders: string[] = [];
afterAll(async () => {
  objects.destroy();
  await store.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'chungcu-move-'));
  folders.push(dir);
  return dir;
};

/** The command as an operator runs it, on `dataDir`; answers its exit code and output. */
async function moveCommand(dataDir: string, ...args: string[]) {
  const script = resolve(import.meta.dirname, '../scripts/move-attachments.ts');
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OBJECT_STORAGE_URL: store.url },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('a demo installation moves its files to an object store', () => {
  it('npm run attachments:move moves every photo, --verify reads them back, a restore checks them', async () => {
    const dataDir = folder();
    const seeded = createDatabase({ dataDir, template: migratedPgliteTemplate() });
    await seedDemoData(seeded);
    // Its staff photograph a few units, through the server as devices do.
    const app = await createApp({ db: seeded, config: { ...defaultConfig, demo: true } });
    const admin = await testContext('pglite', { db: seeded, close: async () => {} }, app).signIn(
      'admin',
    );
    for (const unit of await seeded('apartments').orderBy('unit_number').limit(6)) {
      const bytes = png(1200, 900, 150_000);
      const id = await createAttachment(admin, attachmentBody('apartment', unit.id, bytes));
      expect((await putContent(admin, id, bytes)).status).toBe(204);
    }
    const files = await countRows(seeded, 'attachment_blobs');
    expect(files).toBe(6);
    await seeded.destroy();

    const moved = await moveCommand(dataDir);
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toContain(`Đã chuyển ${files} tệp`);
    const verified = await moveCommand(dataDir, '--verify');
    expect(verified.code, verified.output).toBe(0);
    expect(verified.output).toContain(`Đã đọc lại ${files} tệp`);

    const db = createDatabase({ dataDir });
    try {
      expect(await countRows(db, 'attachment_chunks')).toBe(0);
      const rows = await db('attachment_blobs').select('object_key');
      expect(rows.every((row) => row.object_key)).toBe(true);

      // A backup lists the files by hash; restored where the store has them all, it is checked.
      const backups = folder();
      const file = join(backups, 'demo.jsonl.gz');
      await writeBackup(db, file);
      const restoreInto = () =>
        createDatabase({ dataDir: folder(), template: emptyPgliteCluster() });
      const target = restoreInto();
      const restored = await restoreBackup(target, file, { objects });
      expect(restored.objects).toEqual({ needed: files, missing: [] });
      await target.destroy();

      // One file gone from the bucket: refused (nothing restored) unless allowed, then named.
      const gone = rows[0]?.object_key as string;
      await objects.remove(gone);
      const refused = restoreInto();
      await expect(restoreBackup(refused, file, { objects })).rejects.toThrow(RestoreRefused);
      expect(await refused.schema.hasTable('users')).toBe(true);
      expect(await countRows(refused, 'users')).toBe(0);
      // (The refused restore built the schema; its migrations' own rows are replaced.)
      const allowed = await restoreBackup(refused, file, {
        objects,
        allowMissingObjects: true,
        force: true,
      });
      expect(allowed.objects.missing).toEqual([`${gone}: missing`]);
      await refused.destroy();
      // And without a store to check them against: refused, saying how.
      const blind = restoreInto();
      await expect(restoreBackup(blind, file)).rejects.toThrow(/OBJECT_STORAGE_URL/);
      await blind.destroy();
    } finally {
      await db.destroy();
    }
  }, 120_000);
});

describeEachDatabase('moving files to an object store', (use) => {
  it('moves each blob checked by hash, resumes, leaves a blob whose bytes differ, and --verify finds a damaged object', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const ids: string[] = [];
    for (const extra of [300_000, 2_000, 90]) {
      const bytes = png(30, 20, extra);
      const id = await createAttachment(admin, attachmentBody('apartment', unit.id, bytes));
      expect((await putContent(admin, id, bytes)).status).toBe(204);
      ids.push(id);
    }
    // One blob's chunk damaged in the database: it stays there, named.
    const damaged = ids[2] as string;
    await db('attachment_chunks')
      .where({ attachment_id: damaged })
      .update({ data: Buffer.from('not the bytes') });

    // A run stopped after its first file (the progress callback throws)…
    await expect(
      moveBlobsToObjects(db, objects, () => {
        throw new Error('stopped');
      }),
    ).rejects.toThrow('stopped');
    const inBucketCount = async () =>
      Number((await db('attachment_blobs').whereNotNull('object_key').count({ n: '*' }))[0]?.n);
    expect(await inBucketCount()).toBe(1);
    // …resumes with the rest.
    const report = await moveBlobsToObjects(db, objects);
    expect(report.moved).toBe(1);
    expect(await inBucketCount()).toBe(2);
    expect(report.failed).toEqual([
      { attachmentId: damaged, kind: 'content', reason: 'bytes differ from their row' },
    ]);
    const inBucket = await db('attachment_blobs').whereNotNull('object_key');
    expect(inBucket.map((row) => row.attachment_id).sort()).toEqual(ids.slice(0, 2).sort());
    expect(await countRows(db, 'attachment_chunks')).toBe(1); // the damaged blob's one chunk
    // Reads find each file wherever it is.
    const chunks = createPgBlobStore(db);
    expect(await chunks.head(ids[0] as string, 'content')).not.toBeNull();

    expect((await verifyObjects(db, objects)).problems).toEqual([]);
    const key = inBucket[0]?.object_key as string;
    await objects.put(key, Buffer.from('overwritten'), {
      contentType: 'image/png',
      sha256: '0'.repeat(64),
    });
    const verified = await verifyObjects(db, objects);
    expect(verified.checked).toBe(2);
    expect(verified.problems).toEqual([
      expect.objectContaining({ objectKey: key, reason: expect.stringMatching(/^length/) }),
    ]);
  });
});
