import { createHash } from 'node:crypto';
import type { Db, Tx } from '../db/database';

export interface StoredResponse {
  userId: string;
  requestHash: string;
  status: number;
  body: unknown;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Identifies a request independently of key order in its body. */
export function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, path, canonical(body ?? null)]))
    .digest('hex');
}

export async function findStoredResponse(db: Db | Tx, key: string): Promise<StoredResponse | null> {
  const row = await db('idempotency_keys').where({ key }).first();
  if (!row) return null;
  return {
    userId: row.user_id,
    requestHash: row.request_hash,
    status: row.status_code,
    body: typeof row.response === 'string' ? JSON.parse(row.response) : row.response,
  };
}

/** A stored answer as its `idempotency_keys` row. */
export function storedResponseRow(key: string, stored: StoredResponse) {
  return {
    key,
    user_id: stored.userId,
    request_hash: stored.requestHash,
    status_code: stored.status,
    response: stored.body === undefined ? null : JSON.stringify(stored.body),
  };
}

/** Forgets keys older than the retention period (rule S3). */
export async function pruneStoredResponses(db: Db, retentionDays: number): Promise<number> {
  return db('idempotency_keys')
    .where('created_at', '<', db.raw(`now() - (? || ' days')::interval`, [String(retentionDays)]))
    .delete();
}
