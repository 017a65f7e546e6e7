import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  type AttachmentMimeType,
  attachmentIdOfUrl,
  attachmentPaths,
  limits,
  uuidv7,
} from '@chungcu/contracts';
import { createPgBlobStore } from '../../attachments/pg-blob-store';
import { imageSize, sniffMimeType } from '../../attachments/sniff';
import { writeAudit } from '../../sync/audit';
import { nextVersion } from '../../sync/version-clock';
import type { Tx } from '../database';

/**
 * Photos leave the apartment row: each data-URL image in `apartments.images` becomes
 * an `attachment` (metadata and content, each with its own version, so devices learn of them),
 * `image_url` becomes the first photo's content URL, and the column goes. Links that are not
 * bytes (placeholders) are dropped: they were never photos. Inquiry `attachments` entries that
 * are not this server's content URLs (`javascript:`, `data:`, outside links) are removed too,
 * as such entries are refused from now on. Written by no user: the audit says `user_id` null.
 */

const EXTENSIONS: Record<AttachmentMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

interface Photo {
  bytes: Buffer;
  mimeType: AttachmentMimeType;
  sha256: string;
}

/** A base64 data URL's bytes when they are an allowed image within the size limit. */
export function photoOfDataUrl(url: unknown): Photo | null {
  if (typeof url !== 'string') return null;
  const match = /^data:[^,]*;base64,(.*)$/s.exec(url);
  if (!match) return null;
  const bytes = Buffer.from(match[1] as string, 'base64');
  const mimeType = sniffMimeType(bytes);
  if (!mimeType?.startsWith('image/') || bytes.length === 0) return null;
  if (bytes.length > limits.attachmentMaxBytes) return null;
  return { bytes, mimeType, sha256: createHash('sha256').update(bytes).digest('hex') };
}

const jsonArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? (JSON.parse(value) as unknown[]) : [];

/** What the history keeps of a replaced value: never a whole data URL. */
const withoutBytes = (value: unknown) =>
  typeof value === 'string' && value.startsWith('data:') ? 'data:' : value;

const validDimension = (n: number | undefined) => (n && n >= 1 && n <= 20_000 ? n : null);

async function storePhoto(trx: Tx, apartmentId: string, photo: Photo, position: number) {
  const id = uuidv7();
  const version = await nextVersion(trx);
  const size = imageSize(photo.bytes);
  const row = {
    id,
    version,
    owner_entity: 'apartment',
    owner_id: apartmentId,
    purpose: 'photo',
    file_name: `anh-${position + 1}.${EXTENSIONS[photo.mimeType]}`,
    mime_type: photo.mimeType,
    byte_size: photo.bytes.length,
    sha256: photo.sha256,
    width: validDimension(size?.width),
    height: validDimension(size?.height),
    position,
    uploaded_at: trx.fn.now(),
    created_by: null,
  };
  await trx('attachments').insert(row);
  const info = { byteSize: photo.bytes.length, sha256: photo.sha256, mimeType: photo.mimeType };
  await createPgBlobStore(trx).put(id, 'content', info, [photo.bytes]);
  await writeAudit(trx, {
    version,
    userId: null,
    entity: 'attachment',
    entityId: id,
    action: 'create',
    changes: {
      ownerEntity: { to: 'apartment' },
      ownerId: { to: apartmentId },
      mimeType: { to: photo.mimeType },
      byteSize: { to: photo.bytes.length },
      sha256: { to: photo.sha256 },
      position: { to: position },
    },
  });
  return id;
}

/** One unit's data-URL photos as attachments, in their order, each image once. */
async function movePhotos(trx: Tx, apartmentId: string): Promise<void> {
  const unit = await trx('apartments').where({ id: apartmentId }).first('images', 'image_url');
  const imageUrl = (unit.image_url as string | null) ?? null;
  const urls = jsonArray(unit.images);
  if (imageUrl?.startsWith('data:') && !urls.includes(imageUrl)) urls.unshift(imageUrl);
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const url of urls) {
    const photo = photoOfDataUrl(url);
    if (!photo || seen.has(photo.sha256)) continue;
    seen.add(photo.sha256);
    ids.push(await storePhoto(trx, apartmentId, photo, ids.length));
  }
  const first = ids[0];
  const nextUrl = first
    ? attachmentPaths.content(first)
    : imageUrl?.startsWith('data:')
      ? null
      : imageUrl;
  if (nextUrl === imageUrl) return;
  const version = await nextVersion(trx);
  await trx('apartments')
    .where({ id: apartmentId })
    .update({ image_url: nextUrl, version, updated_at: trx.fn.now() });
  await writeAudit(trx, {
    version,
    userId: null,
    entity: 'apartment',
    entityId: apartmentId,
    action: 'update',
    changes: { imageUrl: { from: withoutBytes(imageUrl), to: nextUrl } },
  });
}

/** Removes inquiry attachment entries that are not this server's content URLs. */
async function cleanInquiryLinks(trx: Tx): Promise<void> {
  const rows: { id: string; attachments: unknown }[] = await trx('inquiries')
    .whereRaw('jsonb_array_length(attachments) > 0')
    .select('id', 'attachments');
  for (const row of rows) {
    const before = jsonArray(row.attachments);
    const after = before.filter((url) => typeof url === 'string' && attachmentIdOfUrl(url));
    if (after.length === before.length) continue;
    const version = await nextVersion(trx);
    await trx('inquiries')
      .where({ id: row.id })
      .update({ attachments: JSON.stringify(after), version, updated_at: trx.fn.now() });
    await writeAudit(trx, {
      version,
      userId: null,
      entity: 'inquiry',
      entityId: row.id,
      action: 'update',
      changes: { attachments: { from: before.map(withoutBytes), to: after } },
    });
  }
}

export async function up(knex: Knex): Promise<void> {
  const trx = knex as Tx;
  // One unit at a time: rows with photos in them may be very large.
  const units: { id: string }[] = await trx('apartments')
    .whereRaw("jsonb_array_length(images) > 0 or image_url like 'data:%'")
    .orderBy('id')
    .select('id');
  for (const { id } of units) await movePhotos(trx, id);
  await knex.schema.alterTable('apartments', (t) => t.dropColumn('images'));
  await cleanInquiryLinks(trx);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('apartments', (t) => {
    t.jsonb('images').notNullable().defaultTo('[]');
  });
}
