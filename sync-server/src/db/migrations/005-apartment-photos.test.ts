import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { attachmentPaths } from '@chungcu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgBlobStore } from '../../attachments/pg-blob-store';
import { type Db, createDatabase } from '../database';
import { apartments } from '../tables';
import { databaseKinds } from '../../../test/harness';
import { jpeg, png, sha256 } from '../../../test/attachment-fixtures';
import * as initial from './001-initial';
import * as auditDeviceTime from './002-audit-device-time';
import * as attachments from './003-attachments';
import * as attachmentContents from './004-attachment-contents';
import * as apartmentPhotos from './005-apartment-photos';

/** The migrations before 005, so rows can be written the way they were. */
const before: Record<string, { up(k: Knex): Promise<void>; down(k: Knex): Promise<void> }> = {
  '001-initial': initial,
  '002-audit-device-time': auditDeviceTime,
  '003-attachments': attachments,
  '004-attachment-contents': attachmentContents,
};
const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(before),
  getMigrationName: (name) => name,
  getMigration: async (name) => before[name] as (typeof before)[string],
};

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

async function insertUnit(db: Db, images: string[], imageUrl: string | null) {
  const id = randomUUID();
  await db('apartments').insert({
    id,
    unit_number: `A1-${randomBytes(3).toString('hex')}`,
    building_block: 'A',
    floor: 1,
    bedrooms: 1,
    bathrooms: 1,
    square_footage: 50,
    monthly_rent: '1850',
    version: 1,
    image_url: imageUrl,
    images: JSON.stringify(images),
  });
  return id;
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all);
}

describe.each(databaseKinds)('migration 005: photos leave the apartment row [%s]', (kind) => {
  let db: Db;
  const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  beforeAll(async () => {
    db = createDatabase({
      url: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      schema,
    });
    if (schema) await db.raw('create schema ??', [schema]);
    await db.migrate.latest({ migrationSource: source, schemaName: schema });
  }, 60_000);
  afterAll(async () => {
    if (schema) await db.raw('drop schema if exists ?? cascade', [schema]);
    await db.destroy();
  });

  it('makes each data-URL image an attachment with its bytes, imageUrl the first one', async () => {
    const first = png(1600, 1200, 300_000);
    const second = jpeg(800, 600, 1000);
    const two = await insertUnit(
      db,
      [dataUrl('image/png', first), '/api/placeholder/400/300', dataUrl('image/jpeg', second)],
      '/api/placeholder/400/300',
    );
    const twice = await insertUnit(
      db,
      [dataUrl('image/png', first), dataUrl('image/png', first)],
      null,
    );
    const plain = await insertUnit(db, [], '/api/placeholder/400/300');
    const broken = await insertUnit(
      db,
      ['data:image/png;base64,PHN2Zz4=', 'javascript:alert(1)'],
      null,
    );
    const inquiry = randomUUID();
    const own = attachmentPaths.content(randomUUID());
    await db('inquiries').insert({
      id: inquiry,
      title: 'Rò nước',
      description: 'x',
      category: 'general',
      priority: 'medium',
      status: 'new',
      version: 1,
      attachments: JSON.stringify(['javascript:alert(1)', own, 'data:text/html,<b>x</b>']),
    });

    await db.transaction((trx) => apartmentPhotos.up(trx));

    const files = await db('attachments').where({ owner_id: two }).orderBy('position');
    expect(files).toHaveLength(2);
    expect(files.map((f) => [f.mime_type, f.sha256, f.byte_size, f.width, f.height])).toEqual([
      ['image/png', sha256(first), first.length, 1600, 1200],
      ['image/jpeg', sha256(second), second.length, 800, 600],
    ]);
    expect(files.every((f) => f.uploaded_at && f.purpose === 'photo' && !f.deleted_at)).toBe(true);
    expect(new Set(files.map((f) => Number(f.version))).size).toBe(2);
    const store = createPgBlobStore(db);
    for (const [file, bytes] of [
      [files[0], first],
      [files[1], second],
    ] as const) {
      const blob = await store.get(file.id, 'content');
      if (!blob) throw new Error('content not stored');
      expect(blob.info.sha256).toBe(sha256(bytes));
      expect(Buffer.compare(await collect(blob.chunks), bytes)).toBe(0);
    }

    const unit = apartments.toEntity(await db('apartments').where({ id: two }).first());
    expect(unit.imageUrl).toBe(attachmentPaths.content(files[0].id));
    expect(unit.version).toBeGreaterThan(Math.max(...files.map((f) => Number(f.version))));
    expect(unit).not.toHaveProperty('images');
    expect(await db.schema.hasColumn('apartments', 'images')).toBe(false);

    expect(await db('attachments').where({ owner_id: twice })).toHaveLength(1);
    expect(await db('attachments').where({ owner_id: broken })).toHaveLength(0);
    const untouched = await db('apartments').where({ id: plain }).first();
    expect([untouched.image_url, Number(untouched.version)]).toEqual([
      '/api/placeholder/400/300',
      1,
    ]);

    const cleaned = await db('inquiries').where({ id: inquiry }).first();
    const links =
      typeof cleaned.attachments === 'string'
        ? JSON.parse(cleaned.attachments)
        : cleaned.attachments;
    expect(links).toEqual([own]);
    expect(Number(cleaned.version)).toBeGreaterThan(1);
    const audit = await db('audit_log').where({ entity_id: two });
    expect(audit[0]).toMatchObject({ action: 'update', user_id: null });
  });
});
