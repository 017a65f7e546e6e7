/**
 * Attachment uploads through the faulty proxy to three replicas on PostgreSQL: requests dropped,
 * answers lost after the replica stored the bytes, bodies cut mid-way. The device retries each
 * call until it is answered; every file must be stored exactly once, whole, with its SHA-256,
 * and `uploadedAt` set once. Reproduce with FAULT_SEED=<printed seed>.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeded, startFaultProxy } from './fault-proxy';
import { type Replica, createScratchDatabase, startReplica } from './replicas';

const adminUrl = process.env.TEST_DATABASE_URL;
const SEED = Number(process.env.FAULT_SEED ?? 1414);
const FILES = 12;

/** A device: one session, each call retried (same Idempotency-Key) until the server answers. */
function device(baseUrl: string) {
  let cookie = '';
  return async (method: string, path: string, body?: unknown) => {
    const key = randomUUID();
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        const bytes = Buffer.isBuffer(body);
        const res = await fetch(baseUrl + path, {
          method,
          headers: {
            'Content-Type': bytes ? 'image/jpeg' : 'application/json',
            'Idempotency-Key': key,
            ...(cookie ? { cookie } : {}),
          },
          body: body === undefined ? undefined : bytes ? body : JSON.stringify(body),
        });
        const set = res.headers.getSetCookie();
        if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
        const text = await res.text();
        // Retryable as the PWA's upload queue treats them: no answer, 5xx, 408, 429.
        if (res.status >= 500 || res.status === 408 || res.status === 429) continue;
        return { status: res.status, body: text ? (JSON.parse(text) as { id?: string }) : null };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.min(200, 5 * 2 ** attempt)));
      }
    }
    throw new Error(`gave up on ${method} ${path}`);
  };
}

describe.runIf(adminUrl)(`upload faults, seed ${SEED}`, () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let replicas: Replica[] = [];
  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl as string);
    replicas = await Promise.all([0, 1, 2].map(() => startReplica(database.url)));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    await database?.drop();
  });

  it(`${FILES} uploads cut mid-way and answers lost: every file stored exactly once`, async () => {
    const proxy = await startFaultProxy(() => replicas.map((r) => r.baseUrl), seeded(SEED), {
      dropRequest: 0.1,
      loseAnswer: 0.25,
      delay: 0.1,
      cutBody: 0.25,
    });
    const send = device(proxy.baseUrl);
    const login = await send('POST', '/api/auth/login', {
      email: 'admin@chungcu.demo',
      password: 'demo-admin',
    });
    expect(login.status).toBe(200);
    const unit = await send('POST', '/api/apartments', {
      unitNumber: 'F1-101',
      buildingBlock: 'F',
      floor: 1,
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 50,
      monthlyRent: '1850',
    });
    expect(unit.status).toBe(201);
    const files = Array.from({ length: FILES }, (_, i) => {
      const bytes = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        randomBytes(300_000 + i * 20_000),
      ]);
      return { id: randomUUID(), bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    });
    // All at once, as a device's queue drains after reconnecting: metadata, then the bytes.
    await Promise.all(
      files.map(async (file) => {
        const created = await send('POST', '/api/attachments', {
          id: file.id,
          ownerEntity: 'apartment',
          ownerId: unit.body?.id,
          fileName: 'anh.jpg',
          mimeType: 'image/jpeg',
          byteSize: file.bytes.length,
          sha256: file.sha256,
        });
        expect(created.status).toBe(201);
        const put = await send('PUT', `/api/attachments/${file.id}/content`, file.bytes);
        expect(put.status, JSON.stringify(put.body)).toBe(204);
      }),
    );

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const stored = (
      await db.query(
        `select b.attachment_id as id, count(*)::int as chunks,
           encode(sha256(string_agg(c.data, ''::bytea order by c.seq)), 'hex') as sha256
         from attachment_blobs b join attachment_chunks c using (attachment_id, kind)
         where b.kind = 'content' group by b.attachment_id`,
      )
    ).rows as { id: string; chunks: number; sha256: string }[];
    const marks = (
      await db.query(
        `select entity_id as id, count(*)::int as n from audit_log
         where entity = 'attachment' and action = 'update' group by entity_id`,
      )
    ).rows as { id: string; n: number }[];
    await db.end();
    await proxy.close();

    expect(stored).toHaveLength(files.length);
    for (const file of files) {
      const row = stored.find((r) => r.id === file.id);
      expect(row?.sha256).toBe(file.sha256);
      expect(row?.chunks).toBe(Math.ceil(file.bytes.length / (256 * 1024)));
      // uploadedAt was set once, however many times the bytes arrived.
      expect(marks.find((r) => r.id === file.id)?.n).toBe(1);
    }
    console.log(
      `upload faults seed ${SEED}: ${files.length} files, requests ${proxy.counts.requests}, ` +
        `bodies cut ${proxy.counts.cutBodies}, dropped ${proxy.counts.droppedRequests}, ` +
        `answers lost ${proxy.counts.lostAnswers}`,
    );
  }, 300_000);
});
