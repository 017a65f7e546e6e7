import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, emptyPgliteCluster, residentBody } from '../../test/harness';
import { createApp } from '../app';
import { defaultConfig, sharedBuffersFromEnv } from '../config';
import { type Db, createDatabase } from '../db/database';
import { demoAccounts } from '../demo/accounts';
import { writeBackup } from './dump';
import { RestoreRefused, restoreBackup } from './restore';
import { backupNow, listBackups } from './schedule';

const dir = mkdtempSync(join(tmpdir(), 'chungcu-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh, empty target: a PGlite folder, or a new schema on the same PostgreSQL. */
function freshTarget(kind: string): { db: Db; schema?: string; drop(): Promise<void> } {
  if (kind === 'pglite') {
    const db = createDatabase({
      dataDir: mkdtempSync(join(dir, 'data-')),
      template: emptyPgliteCluster(),
      sharedBuffers: sharedBuffersFromEnv(process.env),
    });
    return { db, drop: () => db.destroy() };
  }
  const schema = `r_${randomBytes(6).toString('hex')}`;
  const db = createDatabase({ url: process.env.TEST_DATABASE_URL, schema });
  return {
    db,
    schema,
    drop: async () => {
      await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    },
  };
}

const credentials = (who: 'admin' | 'resident') => ({
  email: demoAccounts[who].email,
  password: demoAccounts[who].password,
});

const SYNCED = ['residents', 'apartments', 'apartment_assignments', 'inquiries', 'users'];

describeEachDatabase('backup and restore', (use) => {
  it('restores a backup taken under write load: every write acknowledged before it, once', async () => {
    const admin = await use().signIn('admin');
    const acked: string[] = [];
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const res = await admin.post('/api/residents').send(residentBody());
        expect(res.status).toBe(201);
        acked.push(res.body.id as string);
      }
    };
    const writers = [writer(), writer(), writer()];
    while (acked.length < 15) await new Promise((r) => setTimeout(r, 20));
    const ackedBefore = [...acked];
    const file = join(dir, `load-${use().kind}.jsonl.gz`);
    const { rows } = await writeBackup(use().db, file);
    const countAfterBackup = acked.length;
    while (acked.length < countAfterBackup + 10) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await Promise.all(writers);
    expect(rows).toBeGreaterThan(ackedBefore.length);

    const target = freshTarget(use().kind);
    try {
      const { clock, epoch } = await restoreBackup(target.db, file, { schema: target.schema });
      const restored = await target.db('residents').select('id', 'version', 'id_card_number');
      const ids = restored.map((r) => r.id as string);
      for (const id of ackedBefore) expect(ids.filter((x) => x === id)).toHaveLength(1);
      // The snapshot holds whole writes: each restored resident with its one audit entry.
      const audits = await target.db('audit_log').where({ entity: 'resident', action: 'create' });
      expect(audits.map((a) => a.entity_id).sort()).toEqual([...ids].sort());
      expect(new Set(restored.map((r) => r.id_card_number)).size).toBe(restored.length);

      // The clock is the snapshot's: at least every restored version, and new writes go beyond.
      const [row] = await target.db('sync_clock').where({ id: 1 });
      expect(Number(row.version)).toBe(clock);
      // S21: a new history, forked from the source's at the snapshot's clock.
      const [source] = await use().db('sync_clock').where({ id: 1 });
      expect(row.epoch).toBe(epoch);
      expect(epoch).not.toBe(source.epoch);
      expect(Number(row.forked_at)).toBe(clock);
      for (const table of SYNCED) {
        const max = (await target.db(table).max('version as v').first())?.v;
        expect(Number(max ?? 0)).toBeLessThanOrEqual(clock);
      }
      const versions = restored.map((r) => Number(r.version));
      expect(new Set(versions).size).toBe(versions.length);

      // A restored server: same accounts, its feed ends at the clock; a device that saw writes
      // lost with the old server (a cursor beyond the clock) is told to resync.
      const app = await createApp({
        db: target.db,
        config: { ...defaultConfig, demo: true },
        log: () => {},
      });
      const agent = request.agent(app);
      const { email, password } = demoAccounts.admin;
      expect((await agent.post('/api/auth/login').send({ email, password })).status).toBe(200);
      const resident = await agent.post('/api/residents').send(residentBody());
      expect(resident.status).toBe(201);
      expect(resident.body.version).toBe(clock + 1);
      const ahead = await agent.get('/api/sync/changes').query({ since: clock + 50 });
      expect(ahead.body.resync).toBe(true);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('S21: a backup from before histories restores into a new history forked at its clock', async () => {
    const admin = await use().signIn('admin');
    expect((await admin.post('/api/residents').send(residentBody())).status).toBe(201);
    const file = join(dir, `current-${use().kind}.jsonl.gz`);
    await writeBackup(use().db, file);
    // The same snapshot as a server before migration 012 wrote it: no epoch, no fork point.
    const [head, ...lines] = gunzipSync(readFileSync(file)).toString().split('\n');
    const header = JSON.parse(head as string) as { migrations: string[]; clock: number };
    header.migrations = header.migrations.filter((name) => name !== '012-history-epoch');
    const older = lines.map((line) => {
      if (!line.startsWith('{"t":"sync_clock"')) return line;
      const { t, r } = JSON.parse(line) as { t: string; r: Record<string, unknown> };
      return JSON.stringify({ t, r: { id: r.id, version: r.version } });
    });
    const old = join(dir, `before-histories-${use().kind}.jsonl.gz`);
    writeFileSync(old, gzipSync([JSON.stringify(header), ...older].join('\n')));

    const target = freshTarget(use().kind);
    try {
      const { clock, epoch } = await restoreBackup(target.db, old, { schema: target.schema });
      expect(clock).toBe(header.clock);
      const [row] = await target.db('sync_clock').where({ id: 1 });
      const [source] = await use().db('sync_clock').where({ id: 1 });
      expect(row).toMatchObject({ epoch });
      expect(epoch).toMatch(/^[0-9a-f-]{36}$/);
      expect(epoch).not.toBe(source.epoch);
      expect(Number(row.forked_at)).toBe(clock);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('refuses a non-empty target unless forced, and a file that is cut short', async () => {
    const file = join(dir, `small-${use().kind}.jsonl.gz`);
    await writeBackup(use().db, file);
    const target = freshTarget(use().kind);
    try {
      await restoreBackup(target.db, file, { schema: target.schema });
      await expect(restoreBackup(target.db, file, { schema: target.schema })).rejects.toThrow(
        RestoreRefused,
      );
      const { rows } = await restoreBackup(target.db, file, { schema: target.schema, force: true });
      expect(rows).toBeGreaterThan(0);
      const cut = join(dir, 'cut.jsonl.gz');
      const [header, ...lines] = gunzipSync(readFileSync(file)).toString().split('\n');
      writeFileSync(cut, gzipSync([header, ...lines.slice(0, 3)].join('\n')));
      await expect(
        restoreBackup(target.db, cut, { schema: target.schema, force: true }),
      ).rejects.toThrow(/cắt ngang/);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('keeps the newest BACKUP_KEEP dated files; POST /api/admin/backup is for admins', async () => {
    const folder = mkdtempSync(join(dir, `keep-${use().kind}-`));
    for (let i = 0; i < 4; i++) await backupNow(use().db, { dir: folder, keep: 2 });
    const files = listBackups(folder);
    expect(files).toHaveLength(2);
    for (const { path } of files)
      expect(path).toMatch(/chungcu-\d{4}-\d\d-\d\dT\d{6}Z(-\d+)?\.jsonl\.gz$/);

    const app = await createApp({
      db: use().db,
      config: { ...defaultConfig, demo: true, backup: { dir: folder, keep: 3, intervalHours: 0 } },
      log: () => {},
    });
    const admin = request.agent(app);
    await admin.post('/api/auth/login').send(credentials('admin'));
    const res = await admin.post('/api/admin/backup');
    expect(res.status).toBe(201);
    expect(res.body.file).toMatch(/^chungcu-.*\.jsonl\.gz$/);
    const resident = request.agent(app);
    await resident.post('/api/auth/login').send(credentials('resident'));
    expect((await resident.post('/api/admin/backup')).status).toBe(403);
    expect(listBackups(folder)).toHaveLength(3);
  }, 120_000);
});
