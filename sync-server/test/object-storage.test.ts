/**
 * Attachment bytes in an S3-compatible store (OBJECT_STORAGE_URL): devices send and fetch them
 * with presigned URLs after the same access checks as the server's own calls; the server keeps
 * only what is the declared bytes, and its process carries none of a device's bytes (it reads
 * back the first ones to sniff, and the whole file only from a store that keeps no SHA-256).
 */
import { randomBytes } from 'node:crypto';
import { messages } from '@chungcu/contracts';
import { afterAll, expect, it } from 'vitest';
import { objectTraffic } from '../src/attachments/object-blob-store';
import { pruneExpired } from '../src/maintenance';
import { connectObjects } from '../src/attachments/s3-objects';
import { createApartment } from './assignment-fixtures';
import {
  attachmentBody,
  createAttachment,
  jpeg,
  png,
  putContent,
  sha256,
} from './attachment-fixtures';
import { countRows, describeEachDatabase } from './harness';
import { startObjectStore } from './object-store';

const m = messages.attachment;
const store = await startObjectStore();
const objects = await connectObjects(store.settings);
afterAll(async () => {
  objects.destroy();
  await store.close();
});

/** The keys the bucket holds for one attachment. */
async function keysOf(id: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of objects.list(`attachments/${id}/`)) keys.push(key);
  for await (const key of objects.list(`incoming/${id}/`)) keys.push(key);
  return keys;
}

/** A device's PUT to a presigned URL: no cookie, only the headers the plan names. */
const sendTo = (plan: { url: string; headers: Record<string, string> }, bytes: Buffer) =>
  fetch(plan.url, { method: 'PUT', headers: plan.headers, body: bytes });

describeEachDatabase(
  'attachments in an object store',
  (use) => {
    it('a photo goes to the bucket and comes back from it by presigned URLs, never through the server', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const unit = await createApartment(admin);
      const bytes = png(1600, 1200, 600_000);
      const body = attachmentBody('apartment', unit.id, bytes);
      const id = await createAttachment(admin, body);

      const planned = await admin.post(`/api/attachments/${id}/content/uploads`).send({});
      expect(planned.status, JSON.stringify(planned.body)).toBe(200);
      const plan = planned.body;
      expect(plan).toMatchObject({
        stored: false,
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
      });
      expect(new URL(plan.url).origin).toBe(store.settings.endpoint);
      expect(Date.parse(plan.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);

      const before = { ...objectTraffic };
      expect((await sendTo(plan, bytes)).status).toBe(200);
      // Sent but not yet confirmed: not uploaded, nothing served.
      expect((await admin.get(`/api/attachments/${id}/content`)).status).toBe(404);
      const confirmed = await admin
        .post(`/api/attachments/${id}/content/uploads/${plan.uploadId}`)
        .send({});
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(204);

      const row = await db('attachments').where({ id }).first();
      expect(row.uploaded_at).not.toBeNull();
      expect(await countRows(db, 'attachment_chunks')).toBe(0);
      const blob = await db('attachment_blobs').where({ attachment_id: id }).first();
      expect(blob).toMatchObject({ kind: 'content', sha256: sha256(bytes) });
      expect(blob.object_key).toMatch(new RegExp(`^attachments/${id}/content/`));
      // Only what the staging copy left: the kept object, no upload key.
      expect(await keysOf(id)).toEqual([blob.object_key]);

      const download = await admin.get(`/api/attachments/${id}/content`).redirects(0);
      expect(download.status).toBe(302);
      expect(download.headers['cache-control']).toBe('private, no-store');
      const fetched = await fetch(download.headers.location as string);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('image/png');
      expect(fetched.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(Buffer.compare(Buffer.from(await fetched.arrayBuffer()), bytes)).toBe(0);
      // The server's process: no byte written or served; the first 64 bytes read back to sniff,
      // and (s3rver keeping no checksum) the file once to hash.
      expect(objectTraffic.written - before.written).toBe(0);
      expect(objectTraffic.read - before.read).toBe(0);
      expect(objectTraffic.sniffed - before.sniffed).toBe(64);
      expect(objectTraffic.hashed - before.hashed).toBe(bytes.length);

      // Known by its hash: a device with it cached gets a 304 without a URL.
      const cached = await admin
        .get(`/api/attachments/${id}/content`)
        .set('If-None-Match', `"${sha256(bytes)}"`)
        .redirects(0);
      expect(cached.status).toBe(304);
      // Uploaded already: the next plan says so and gives no URL.
      expect((await admin.post(`/api/attachments/${id}/content/uploads`).send({})).body).toEqual({
        stored: true,
      });
    });

    it('other bytes than declared are refused and nothing of them is kept; an upload never sent is 409', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const unit = await createApartment(admin);
      const bytes = png(40, 30, 5_000);
      const id = await createAttachment(admin, attachmentBody('apartment', unit.id, bytes));

      const never = (await admin.post(`/api/attachments/${id}/content/uploads`).send({})).body;
      const notSent = await admin
        .post(`/api/attachments/${id}/content/uploads/${never.uploadId}`)
        .send({});
      expect(notSent.status).toBe(409);
      expect(notSent.body.message).toBe(m.notUploaded);

      // Same length and type, other bytes (a store that keeps checksums refuses the PUT itself).
      const forged = Buffer.concat([bytes.subarray(0, 40), randomBytes(bytes.length - 40)]);
      const plan = (await admin.post(`/api/attachments/${id}/content/uploads`).send({})).body;
      expect((await sendTo(plan, forged)).status).toBe(200);
      const refused = await admin
        .post(`/api/attachments/${id}/content/uploads/${plan.uploadId}`)
        .send({});
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(m.bytesMismatch);
      expect((await db('attachments').where({ id }).first()).uploaded_at).toBeNull();
      expect(await countRows(db, 'attachment_blobs')).toBe(0);
      expect(await keysOf(id)).toEqual([]);

      // Not an image at all, though hashed as declared: the sniff refuses it.
      const text = Buffer.from('x'.repeat(200));
      const pdfId = await createAttachment(
        admin,
        attachmentBody('apartment', unit.id, text, { mimeType: 'image/png' }),
      );
      const textPlan = (await admin.post(`/api/attachments/${pdfId}/content/uploads`).send({}))
        .body;
      expect((await sendTo(textPlan, text)).status).toBe(200);
      const sniffed = await admin
        .post(`/api/attachments/${pdfId}/content/uploads/${textPlan.uploadId}`)
        .send({});
      expect(sniffed.status).toBe(400);

      // A malformed upload id or kind is 404, never 500.
      expect(
        (await admin.post(`/api/attachments/${id}/content/uploads/nope`).send({})).status,
      ).toBe(404);
      expect((await admin.post(`/api/attachments/${id}/original/uploads`).send({})).status).toBe(
        404,
      );
    });

    it('no URL for who may not upload: 404 to who cannot see the unit, 403 to who did not create the file', async () => {
      const admin = await use().signIn('admin');
      const resident = await use().signIn('resident');
      const unit = await createApartment(admin);
      const bytes = png();
      const id = await createAttachment(admin, attachmentBody('apartment', unit.id, bytes));
      const hidden = await resident.post(`/api/attachments/${id}/content/uploads`).send({});
      expect(hidden.status).toBe(404);
      expect(hidden.body.url).toBeUndefined();
      expect((await resident.get(`/api/attachments/${id}/content`).redirects(0)).status).toBe(404);
      expect(
        (await use().anonymous().post(`/api/attachments/${id}/content/uploads`).send({})).status,
      ).toBe(401);
    });

    it('a thumbnail is declared, sent, checked and replaced in the bucket; the old object goes', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const unit = await createApartment(admin);
      const bytes = jpeg(1600, 1200, 3_000);
      const id = await createAttachment(
        admin,
        attachmentBody('apartment', unit.id, bytes, { mimeType: 'image/jpeg', fileName: 'a.jpg' }),
      );
      const send = async (thumb: Buffer) => {
        const thumbnail = { byteSize: thumb.length, sha256: sha256(thumb), mimeType: 'image/jpeg' };
        const plan = (
          await admin.post(`/api/attachments/${id}/thumbnail/uploads`).send({ thumbnail })
        ).body;
        expect((await sendTo(plan, thumb)).status).toBe(200);
        return admin
          .post(`/api/attachments/${id}/thumbnail/uploads/${plan.uploadId}`)
          .send({ thumbnail });
      };
      const first = jpeg(320, 240, 500);
      expect((await send(first)).status).toBe(204);
      const firstKey = (
        await db('attachment_blobs').where({ attachment_id: id, kind: 'thumbnail' }).first()
      ).object_key;
      const second = jpeg(300, 200, 400);
      expect((await send(second)).status).toBe(204);
      const secondKey = (
        await db('attachment_blobs').where({ attachment_id: id, kind: 'thumbnail' }).first()
      ).object_key;
      expect(secondKey).not.toBe(firstKey);
      expect(await keysOf(id)).toEqual([secondKey]);
      const location = (await admin.get(`/api/attachments/${id}/thumbnail`).redirects(0)).headers
        .location;
      expect(
        Buffer.compare(Buffer.from(await (await fetch(location as string)).arrayBuffer()), second),
      ).toBe(0);

      // Too large in px: refused by its first bytes.
      expect((await send(jpeg(1600, 1200, 400))).body.message).toBe(m.thumbnailTooLarge);
      // Declared over the limit: refused before any URL.
      const tooBig = await admin
        .post(`/api/attachments/${id}/thumbnail/uploads`)
        .send({ thumbnail: { byteSize: 300_000, sha256: sha256(second), mimeType: 'image/jpeg' } });
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.message).toBe(m.thumbnailTooLarge);
    });

    it("the server's own PUT stores into the bucket too, and a deleted file's objects are pruned", async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const unit = await createApartment(admin);
      const bytes = png(20, 20, 2_000);
      const id = await createAttachment(admin, attachmentBody('apartment', unit.id, bytes));
      expect((await putContent(admin, id, bytes)).status).toBe(204);
      const blob = await db('attachment_blobs').where({ attachment_id: id }).first();
      expect(blob.object_key).toMatch(/^attachments\//);
      expect(await keysOf(id)).toEqual([blob.object_key]);

      expect((await admin.delete(`/api/attachments/${id}`)).status).toBe(204);
      expect(await keysOf(id)).toEqual([]);
      expect(await countRows(db, 'attachment_blobs')).toBe(0);
      expect((await pruneExpired(db)).attachmentBlobs).toBe(0);
    });

    it("the app's pages may load files from the store and send them there, and nowhere else", async () => {
      const res = await use().anonymous().get('/api/health');
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain(`img-src 'self' data: blob: ${store.settings.endpoint};`);
      expect(policy).toContain(`connect-src 'self' ${store.settings.endpoint};`);
    });
  },
  { objectStorage: store.settings },
);
