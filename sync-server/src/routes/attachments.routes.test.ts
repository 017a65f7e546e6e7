import { randomBytes, randomUUID } from 'node:crypto';
import { limits, messages } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import { countRows, describeEachDatabase } from '../../test/harness';
import { createApartment } from '../../test/assignment-fixtures';
import {
  attachmentBody,
  createAttachment,
  getBytes,
  jpeg,
  pdf,
  png,
  putContent,
  sha256,
  uploaded,
} from '../../test/attachment-fixtures';

const m = messages.attachment;

describeEachDatabase('attachments: upload and download', (use) => {
  it('creates metadata (not uploaded), stores checked bytes once, serves them with their headers', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const bytes = png(1600, 1200, 700_000); // several chunks
    const body = attachmentBody('apartment', unit.id, bytes, { fileName: 'Căn hộ "A2".png' });
    const created = await admin.post('/api/attachments').send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: body.id, uploadedAt: null, createdBy: 'admin-001' });
    expect((await getBytes(admin.get(`/api/attachments/${body.id}/content`))).status).toBe(404);

    expect((await putContent(admin, body.id, bytes)).status).toBe(204);
    const row = await db('attachments').where({ id: body.id }).first();
    expect(row.uploaded_at).not.toBeNull();
    expect(Number(row.version)).toBeGreaterThan(created.body.version);
    const audit = await db('audit_log').where({ entity_id: body.id }).orderBy('version');
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);

    // The same bytes again: 204, one copy, no new version.
    expect((await putContent(admin, body.id, bytes)).status).toBe(204);
    expect(await countRows(db, 'attachment_blobs')).toBe(1);
    expect(await countRows(db, 'attachment_chunks')).toBe(Math.ceil(bytes.length / (256 * 1024)));
    const again = await db('attachments').where({ id: body.id }).first();
    expect(Number(again.version)).toBe(Number(row.version));

    const res = await getBytes(admin.get(`/api/attachments/${body.id}/content`));
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      etag: `"${sha256(bytes)}"`,
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Can ho _A2_.png"; filename*=UTF-8''C%C4%83n%20h%E1%BB%99%20%22A2%22.png`,
    });
    const cached = await admin
      .get(`/api/attachments/${body.id}/content`)
      .set('If-None-Match', `"${sha256(bytes)}"`);
    expect(cached.status).toBe(304);
    expect(cached.headers.etag).toBe(`"${sha256(bytes)}"`);
  });

  it('serves a PDF as a download, never inline', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const bytes = pdf();
    const id = await uploaded(admin, 'apartment', unit.id, bytes, {
      purpose: 'file',
      fileName: 'hợp đồng.pdf',
      mimeType: 'application/pdf',
    });
    const res = await getBytes(admin.get(`/api/attachments/${id}/content`));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hop dong.pdf"/);
  });

  it.each([
    ['a PNG declared as JPEG', png(), { mimeType: 'image/jpeg' }],
    [
      'an SVG declared as PNG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      {},
    ],
    [
      'an HTML page declared as PDF',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      { mimeType: 'application/pdf' },
    ],
    ['bytes of another SHA-256', png(), { sha256: sha256(Buffer.from('other')) }],
    ['bytes of another length', png(), { byteSize: 5000 }],
  ])('refuses %s with 400 and stores nothing', async (_what, bytes, overrides) => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const body = attachmentBody('apartment', unit.id, bytes, overrides);
    const id = await createAttachment(admin, body);
    const res = await putContent(admin, id, bytes, body.mimeType);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message: m.bytesMismatch });
    expect(await countRows(db, 'attachment_blobs')).toBe(0);
    expect((await db('attachments').where({ id }).first()).uploaded_at).toBeNull();
  });

  it('refuses types and sizes it does not keep when the metadata is created', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const bytes = png();
    for (const [overrides, message] of [
      [{ mimeType: 'image/svg+xml' }, m.typeNotAllowed],
      [{ mimeType: 'text/html' }, m.typeNotAllowed],
      [{ byteSize: limits.attachmentMaxBytes + 1 }, m.tooLarge],
    ] as const) {
      const res = await admin
        .post('/api/attachments')
        .send(attachmentBody('apartment', unit.id, bytes, overrides));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const missing = await admin
      .post('/api/attachments')
      .send(attachmentBody('apartment', randomUUID(), bytes));
    expect(missing.status).toBe(404);
  });

  it('answers 413 to a body over 10 MB and keeps nothing', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const declared = png(4, 3, limits.attachmentMaxBytes - 200);
    const id = await createAttachment(admin, attachmentBody('apartment', unit.id, declared));
    const tooBig = Buffer.concat([declared, randomBytes(400)]);
    const res = await putContent(admin, id, tooBig);
    expect(res.status).toBe(413);
    expect(await countRows(db, 'attachment_blobs')).toBe(0);
    // The declared bytes, exactly 10 MB or less, are kept.
    expect((await putContent(admin, id, declared)).status).toBe(204);
  });

  it('takes a small thumbnail and serves it; the content answers until there is one', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const bytes = jpeg(1600, 1200, 5000);
    const id = await uploaded(admin, 'apartment', unit.id, bytes, { mimeType: 'image/jpeg' });
    const before = await getBytes(admin.get(`/api/attachments/${id}/thumbnail`));
    expect(before.status).toBe(200);
    expect(Buffer.compare(before.body as Buffer, bytes)).toBe(0);

    const put = (thumb: Buffer) =>
      admin.put(`/api/attachments/${id}/thumbnail`).set('Content-Type', 'image/png').send(thumb);
    expect((await put(png(401, 300))).body.message).toBe(m.thumbnailTooLarge);
    expect((await put(png(320, 240, limits.thumbnailMaxBytes))).body.message).toBe(
      m.thumbnailTooLarge,
    );
    expect((await put(pdf())).body.message).toBe(m.bytesMismatch);
    const thumb = png(320, 240);
    expect((await put(thumb)).status).toBe(204);
    expect((await put(thumb)).status).toBe(204);
    const after = await getBytes(admin.get(`/api/attachments/${id}/thumbnail`));
    expect(after.headers['content-type']).toBe('image/png');
    expect(after.headers.etag).toBe(`"${sha256(thumb)}"`);
    expect(Buffer.compare(after.body as Buffer, thumb)).toBe(0);
  });

  it('deletes as a tombstone; the bytes are gone and never served again', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const id = await uploaded(admin, 'apartment', unit.id);
    expect((await admin.delete(`/api/attachments/${id}`)).status).toBe(204);
    expect((await db('attachments').where({ id }).first()).deleted_at).not.toBeNull();
    expect(await countRows(db, 'attachment_chunks')).toBe(0);
    for (const kind of ['content', 'thumbnail']) {
      expect((await admin.get(`/api/attachments/${id}/${kind}`)).status).toBe(404);
    }
    expect((await putContent(admin, id, png())).status).toBe(404);
    expect((await admin.delete(`/api/attachments/${id}`)).status).toBe(404);
  });

  it('a pushed delete leaves bytes the maintenance run removes; they are never served', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const id = await uploaded(admin, 'apartment', unit.id);
    const push = await admin.post('/api/sync/push').send({
      mutations: [
        {
          id: randomUUID(),
          name: 'deleteAttachment',
          args: { id },
          createdAt: new Date().toISOString(),
        },
      ],
    });
    expect(push.body.results[0]).toMatchObject({ ok: true });
    expect((await admin.get(`/api/attachments/${id}/content`)).status).toBe(404);
    const { pruneExpired } = await import('../maintenance');
    expect((await pruneExpired(db)).attachmentBlobs).toBe(1);
    expect(await countRows(db, 'attachment_chunks')).toBe(0);
  });

  it('only its creator or an admin uploads; signed out is 401', async () => {
    const admin = await use().signIn('admin');
    const resident = await use().signIn('resident');
    const inquiry = await resident
      .post('/api/inquiries')
      .send({ title: 'Rò nước', description: 'Trần nhà tắm bị thấm.' });
    expect(inquiry.status).toBe(201);
    const bytes = png();
    const byAdmin = await createAttachment(
      admin,
      attachmentBody('inquiry', inquiry.body.id, bytes),
    );
    expect((await putContent(resident, byAdmin, bytes)).status).toBe(403);
    expect(
      (await use().anonymous().put(`/api/attachments/${byAdmin}/content`).send(bytes)).status,
    ).toBe(401);
    const own = await uploaded(resident, 'inquiry', inquiry.body.id);
    expect((await resident.get(`/api/attachments/${own}/content`)).status).toBe(200);
  });

  it('refuses inquiry attachments that are not content URLs of this server', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/a.pdf',
    ]) {
      const res = await admin
        .post('/api/inquiries')
        .send({ title: 'Cửa hỏng', description: 'x', attachments: [url] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(m.onlyOwnUrls);
    }
    expect(await countRows(db, 'inquiries')).toBe(0);
    const own = `/api/attachments/${randomUUID()}/content`;
    const ok = await admin
      .post('/api/inquiries')
      .send({ title: 'Cửa hỏng', description: 'x', attachments: [own] });
    expect(ok.status).toBe(201);
    expect(ok.body.attachments).toEqual([own]);
  });
});
