/**
 * Attachments bench (`npm run bench`): an admin's first sync of 2,000 units with 3 photos each.
 * After: photos are `attachment` rows (metadata only) pulled through the real feed over HTTP.
 * Before: the same feed with each unit carrying its 3 photos as ~300 KB data URLs in the row
 * (`images`), built as JSON the way the old feed would have sent it. Figures, not assertions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Change, attachmentPaths, uuidv7 } from '@chungcu/contracts';
import type { Db } from '../src/db/database';
import { apartments, attachments } from '../src/db/tables';
import { insertEntity } from '../src/sync/entity-writer';
import { runMutation } from '../src/sync/mutation';
import { openBenchDatabases } from './databases';
import { benchClient } from './push';

const UNITS = Number(process.env.BENCH_UNITS ?? 2000);
const PHOTOS = 3;
const PHOTO_BYTES = 225 * 1024; // ~300 KB once base64-encoded in a data URL
const PAGE = 1000;
/** V8's longest string (2^29 - 24 characters): a page of JSON beyond it cannot be sent at all. */
const MAX_STRING = 2 ** 29 - 24;
/** A phone on a fair mobile link. */
const MOBILE_BYTES_PER_S = (20 * 1e6) / 8;

const actor = { userId: 'admin-001', role: 'admin' as const, email: 'admin@chungcu.demo' };
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function fill(db: Db): Promise<void> {
  for (let done = 0; done < UNITS; done += 250) {
    await runMutation(db, { actor, method: 'POST', path: '/bench', body: null }, async (ctx) => {
      for (let i = done; i < Math.min(UNITS, done + 250); i++) {
        const id = uuidv7();
        const photoIds = Array.from({ length: PHOTOS }, () => uuidv7());
        await insertEntity(ctx, apartments, {
          id,
          unitNumber: `B${Math.floor(i / 100)}-${i}`,
          buildingBlock: 'B',
          floor: 1 + (i % 30),
          bedrooms: 2,
          bathrooms: 1,
          squareFootage: 70,
          monthlyRent: '1850',
          status: 'available',
          description: 'Căn hộ 2 phòng ngủ, hướng Đông Nam, nhìn ra hồ bơi.',
          imageUrl: attachmentPaths.content(photoIds[0] as string),
        });
        for (const [position, photoId] of photoIds.entries()) {
          await insertEntity(ctx, attachments, {
            id: photoId,
            ownerEntity: 'apartment',
            ownerId: id,
            purpose: 'photo',
            fileName: `anh-${position + 1}.jpg`,
            mimeType: 'image/jpeg',
            byteSize: PHOTO_BYTES,
            sha256: randomBytes(32).toString('hex'),
            width: 1600,
            height: 1200,
            position,
            itemId: null,
            uploadedAt: ctx.now.toISOString(),
            createdBy: actor.userId,
          });
        }
      }
      return { status: 201, body: null };
    });
  }
}

/** The real first sync: every page of the feed over HTTP, its bytes and time. */
async function pullAfter(db: Db) {
  const client = await benchClient(db);
  try {
    const changes: Change[] = [];
    let bytes = 0;
    let cursor = 0;
    const start = process.hrtime.bigint();
    for (;;) {
      const res = await client.send(`/api/sync/changes?since=${cursor}&limit=${PAGE}`);
      const text = await res.text();
      bytes += Buffer.byteLength(text);
      const page = JSON.parse(text) as { changes: Change[]; cursor: number; hasMore: boolean };
      changes.push(...page.changes);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    const pullMs = ms(start);
    const list = await (await client.send('/api/apartments')).text();
    return { changes, bytes, pullMs, listBytes: Buffer.byteLength(list) };
  } finally {
    await client.close();
  }
}

/**
 * The old feed: the same units, each with its photos as data URLs in the row and no attachment
 * rows; pages of PAGE changes serialised as the server did. Bytes are counted change by change,
 * since a whole page may be longer than any string V8 can build.
 */
function buildBefore(after: Change[]) {
  const photos = Array.from(
    { length: PHOTOS },
    () => `data:image/jpeg;base64,${randomBytes(PHOTO_BYTES).toString('base64')}`,
  );
  const old = after.filter((c) => c.entity !== 'attachment');
  let bytes = 0;
  let pagesTooLong = 0;
  let pages = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < old.length; i += PAGE) {
    let pageLength = 0;
    for (const change of old.slice(i, i + PAGE)) {
      const withPhotos =
        change.entity === 'apartment' && change.data
          ? { ...change, data: { ...change.data, images: photos } }
          : change;
      pageLength += JSON.stringify(withPhotos).length + 1;
    }
    pages++;
    if (pageLength > MAX_STRING) pagesTooLong++;
    bytes += pageLength;
  }
  return { bytes, buildMs: ms(start), pages, pagesTooLong };
}

const ROUND_TRIPS = 20;
const ROUND_TRIP_BYTES = 2 * 1024 * 1024;

/** 20 photos of 2 MB uploaded (checked, chunked) and downloaded (streamed) over HTTP. */
async function contentRoundTrip(db: Db) {
  const client = await benchClient(db);
  try {
    const unit = (await db('apartments').first('id')) as { id: string };
    const files = Array.from({ length: ROUND_TRIPS }, () => {
      const bytes = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        randomBytes(ROUND_TRIP_BYTES - 4),
      ]);
      return { id: uuidv7(), bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    });
    for (const file of files) {
      const body = {
        id: file.id,
        ownerEntity: 'apartment',
        ownerId: unit.id,
        fileName: 'anh.jpg',
        mimeType: 'image/jpeg',
        byteSize: file.bytes.length,
        sha256: file.sha256,
      };
      const res = await client.send('/api/attachments', {
        method: 'POST',
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    }
    let start = process.hrtime.bigint();
    for (const file of files) {
      const res = await client.send(attachmentPaths.content(file.id), {
        method: 'PUT',
        headers: { 'Content-Type': 'image/jpeg' },
        body: file.bytes,
      });
      if (res.status !== 204) throw new Error(`upload: ${res.status} ${await res.text()}`);
    }
    const uploadMs = ms(start);
    start = process.hrtime.bigint();
    for (const file of files) {
      const res = await client.send(attachmentPaths.content(file.id));
      const got = Buffer.from(await res.arrayBuffer());
      if (!got.equals(file.bytes)) throw new Error('download differs');
    }
    const downloadMs = ms(start);
    const total = ROUND_TRIPS * ROUND_TRIP_BYTES;
    return { uploadMs, downloadMs, total };
  } finally {
    await client.close();
  }
}

async function main() {
  console.log(
    `ChungCư attachments bench — ${UNITS} units × ${PHOTOS} photos, admin's first sync\n`,
  );
  const lines: string[] = [];
  for (const { name, db, close } of await openBenchDatabases()) {
    const fillStart = process.hrtime.bigint();
    await fill(db);
    const fillMs = ms(fillStart);
    const after = await pullAfter(db);
    const before = buildBefore(after.changes);
    const trip = await contentRoundTrip(db);
    const rate = (t: number) => `${(trip.total / 1e6 / (t / 1000)).toFixed(0)} MB/s`;
    lines.push(
      `${name}: (${after.changes.length} changes written in ${fillMs.toFixed(0)} ms)`,
      `  before (photos in rows): feed ${mb(before.bytes)} in ${before.pages} pages; building its JSON alone ${before.buildMs.toFixed(0)} ms; ` +
        `${before.pagesTooLong} of ${before.pages} pages longer than V8's longest string (answered 500); on a 20 Mbit/s link ${(before.bytes / MOBILE_BYTES_PER_S).toFixed(0)} s`,
      `  after (metadata only):   feed ${mb(after.bytes)}, first sync over HTTP ${after.pullMs.toFixed(0)} ms; on a 20 Mbit/s link ${(after.bytes / MOBILE_BYTES_PER_S).toFixed(1)} s`,
      `  GET /api/apartments:     ${mb(after.listBytes)} (no image bytes)`,
      `  feed bytes after / before: ${((after.bytes / before.bytes) * 100).toFixed(2)} %`,
      `  content: ${ROUND_TRIPS} × 2 MB uploaded (sniffed, SHA-256 checked, chunked) in ${trip.uploadMs.toFixed(0)} ms (${rate(trip.uploadMs)}), ` +
        `downloaded (streamed) in ${trip.downloadMs.toFixed(0)} ms (${rate(trip.downloadMs)})`,
      '',
    );
    await close();
  }
  console.log(lines.join('\n'));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
