import { randomBytes, randomUUID } from 'node:crypto';
import type request from 'supertest';
import { expect } from 'vitest';

type Agent = ReturnType<typeof request.agent>;
type Test = ReturnType<Agent['get']>;

import { png, sha256 } from './image-bytes';

export { jpeg, png, sha256 } from './image-bytes';

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
