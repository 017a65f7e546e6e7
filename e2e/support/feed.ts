import type { APIRequestContext } from '@playwright/test';

export interface FeedChange {
  entity: string;
  id: string;
  version: number;
  data: Record<string, unknown>;
  deletedAt: string | null;
}

export type Row = Record<string, unknown>;

/**
 * The change feed from `since` to its end, as the signed-in user's device would pull it: every
 * change after that version, and the version the feed ends at.
 */
export async function feedSince(
  request: APIRequestContext,
  since: number,
): Promise<{ changes: FeedChange[]; cursor: number }> {
  const changes: FeedChange[] = [];
  let cursor = since;
  for (;;) {
    const res = await request.get(`/api/sync/changes?since=${cursor}&limit=1000`);
    if (!res.ok()) throw new Error(`GET /api/sync/changes answered ${res.status()}`);
    const page = (await res.json()) as { changes: FeedChange[]; cursor: number; hasMore: boolean };
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
}

/**
 * Every live row the signed-in user's change feed holds, by entity then id: the server's view of
 * what a device of that user would mirror (a deleted row is dropped, a later change replaces it).
 */
export async function feedRows(request: APIRequestContext): Promise<Map<string, Map<string, Row>>> {
  const rows = new Map<string, Map<string, Row>>();
  for (const change of (await feedSince(request, 0)).changes) {
    const ofEntity = rows.get(change.entity) ?? new Map<string, Row>();
    rows.set(change.entity, ofEntity);
    if (change.deletedAt) ofEntity.delete(change.id);
    else ofEntity.set(change.id, change.data);
  }
  return rows;
}

/** The live rows of one entity in the signed-in user's change feed. */
export async function liveRows(request: APIRequestContext, entity: string): Promise<Row[]> {
  return [...((await feedRows(request)).get(entity)?.values() ?? [])];
}

/** The live attachment rows of one owner (a unit, a request, …) as the server holds them. */
export async function serverAttachments(
  request: APIRequestContext,
  ownerId: string,
): Promise<Row[]> {
  return (await liveRows(request, 'attachment')).filter((row) => row.ownerId === ownerId);
}
