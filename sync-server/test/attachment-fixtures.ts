import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type request from 'supertest';
import { expect } from 'vitest';

type Agent = ReturnType<typeof request.agent>;
type Test = ReturnType<Agent['get']>;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

/** A PNG header of the given size, then `extra` random bytes (unique content, any length). */
export function png(width = 4, height = 3, extra = 64): Buffer {
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([8, 6, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32(13),
    Buffer.from('IHDR'),
    ihdr,
    u32(0),
    randomBytes(extra),
  ]);
}

/** A JPEG header (APP0, then a baseline frame of the given size), then random bytes. */
export function jpeg(width = 4, height = 3, extra = 64): Buffer {
  const app0 = Buffer.concat([
    Buffer.from([0xff, 0xe0]),
    u16(16),
    Buffer.from('JFIF\0'),
    Buffer.alloc(9),
  ]);
  const sof = Buffer.concat([
    Buffer.from([0xff, 0xc0]),
    u16(17),
    Buffer.from([8]),
    u16(height),
    u16(width),
    Buffer.alloc(12),
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, randomBytes(extra)]);
}

/** A tiny PDF. */
export const pdf = (extra = 64) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(extra), Buffer.from('\n%%EOF\n')]);

/** The metadata a device declares for these bytes. */
export function attachmentBody(
  ownerEntity: string,
  ownerId: string,
  bytes: Buffer,
  overrides: Record<string, unknown> = {},
) {
  return {
    id: randomUUID(),
    ownerEntity,
    ownerId,
    purpose: 'photo',
    fileName: 'ảnh.png',
    mimeType: 'image/png',
    byteSize: bytes.length,
    sha256: sha256(bytes),
    ...overrides,
  };
}

/** Creates the metadata, answering its id. */
export async function createAttachment(agent: Agent, body: ReturnType<typeof attachmentBody>) {
  const res = await agent.post('/api/attachments').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** Sends the bytes of an attachment. */
export const putContent = (agent: Agent, id: string, bytes: Buffer, type = 'image/png') =>
  agent.put(`/api/attachments/${id}/content`).set('Content-Type', type).send(bytes);

/** Creates and uploads an attachment; answers its id. */
export async function uploaded(
  agent: Agent,
  ownerEntity: string,
  ownerId: string,
  bytes: Buffer = png(),
  overrides: Record<string, unknown> = {},
) {
  const body = attachmentBody(ownerEntity, ownerId, bytes, overrides);
  const id = await createAttachment(agent, body);
  const res = await putContent(agent, id, bytes, body.mimeType);
  expect(res.status, JSON.stringify(res.body)).toBe(204);
  return id;
}

/** A GET whose body is kept as raw bytes, whatever its type. */
export const getBytes = (test: Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
