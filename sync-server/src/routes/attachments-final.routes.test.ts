/**
 * Attachments after the hardening of issue item 5: a completed inspection's thumbnails are final,
 * thumbnails are revalidated (they can change) while contents stay immutable, and a delete of a
 * file the caller may not see answers 404 before any 403.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { messages } from '@chungcu/contracts';
import { describeEachDatabase } from '../../test/harness';
import {
  assign,
  createApartment,
  createResident,
  demoResidentEmail,
} from '../../test/assignment-fixtures';
import { getBytes, jpeg, png, sha256, uploaded } from '../../test/attachment-fixtures';
import { completeInspection, startedInspection } from '../../test/inspection-fixtures';

describeEachDatabase('attachments: final bytes, caching, 404 before 403', (use) => {
  it('a completed inspection’s thumbnails (signature included) answer 409 and are not replaced', async () => {
    const admin = await use().signIn('admin');
    const { inspection } = await startedInspection(admin);
    const { photo, signature } = await completeInspection(admin, inspection.id);
    const put = (id: string, thumb: Buffer) =>
      admin.put(`/api/attachments/${id}/thumbnail`).set('Content-Type', 'image/png').send(thumb);
    for (const id of [photo, signature]) {
      const before = await getBytes(admin.get(`/api/attachments/${id}/thumbnail`));
      const res = await put(id, png(320, 240));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(messages.inspection.alreadyCompleted);
      const after = await getBytes(admin.get(`/api/attachments/${id}/thumbnail`));
      expect(after.headers.etag).toBe(before.headers.etag);
      expect(Buffer.compare(after.body as Buffer, before.body as Buffer)).toBe(0);
    }
  });

  it('a thumbnail stored before completion may be sent again (204), not changed (409)', async () => {
    const admin = await use().signIn('admin');
    const { inspection } = await startedInspection(admin);
    const early = await uploaded(admin, 'inspection', inspection.id, png(), { itemId: 'door' });
    const thumb = png(200, 150);
    const put = (bytes: Buffer) =>
      admin.put(`/api/attachments/${early}/thumbnail`).set('Content-Type', 'image/png').send(bytes);
    expect((await put(thumb)).status).toBe(204);
    await completeInspection(admin, inspection.id);
    expect((await put(thumb)).status).toBe(204);
    expect((await put(png(100, 75))).status).toBe(409);
  });

  it('thumbnails are revalidated (no-cache, ETag → 304); contents stay immutable', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const bytes = jpeg(1600, 1200, 5000);
    const id = await uploaded(admin, 'apartment', unit.id, bytes, { mimeType: 'image/jpeg' });
    const fallback = await getBytes(admin.get(`/api/attachments/${id}/thumbnail`));
    expect(fallback.headers['cache-control']).toBe('private, no-cache');
    const thumb = png(320, 240);
    await admin
      .put(`/api/attachments/${id}/thumbnail`)
      .set('Content-Type', 'image/png')
      .send(thumb);
    const first = await getBytes(admin.get(`/api/attachments/${id}/thumbnail`));
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toBe(`"${sha256(thumb)}"`);
    const again = await admin
      .get(`/api/attachments/${id}/thumbnail`)
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    const replaced = png(300, 200);
    await admin
      .put(`/api/attachments/${id}/thumbnail`)
      .set('Content-Type', 'image/png')
      .send(replaced);
    const stale = await getBytes(
      admin
        .get(`/api/attachments/${id}/thumbnail`)
        .set('If-None-Match', first.headers.etag as string),
    );
    expect(stale.status).toBe(200);
    expect(Buffer.compare(stale.body as Buffer, replaced)).toBe(0);
    const content = await getBytes(admin.get(`/api/attachments/${id}/content`));
    expect(content.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('S11: deleting a file the caller may not see answers 404 (REST and push); one they see, 403', async () => {
    const admin = await use().signIn('admin');
    const resident = await use().signIn('resident');
    const elsewhere = await createApartment(admin);
    const hidden = await uploaded(admin, 'apartment', elsewhere.id, png());
    const home = await createApartment(admin);
    await assign(admin, home.id, (await createResident(admin, { email: demoResidentEmail })).id);
    const seen = await uploaded(admin, 'apartment', home.id, png());

    for (const id of [hidden, randomUUID()]) {
      const res = await resident.delete(`/api/attachments/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe(messages.attachment.notFound);
      expect((await resident.get(`/api/attachments/${id}/content`)).status).toBe(404);
    }
    expect((await resident.delete(`/api/attachments/${seen}`)).status).toBe(403);

    const pushed = await resident.post('/api/sync/push').send({
      mutations: [
        {
          id: randomUUID(),
          name: 'deleteAttachment',
          args: { id: hidden },
          createdAt: new Date().toISOString(),
        },
      ],
    });
    expect(pushed.body.results[0].error.code).toBe('not_found');
    const still = await use().db('attachments').where({ id: hidden }).first();
    expect(still.deleted_at).toBeNull();
  });
});
