import type { APIRequestContext } from '@playwright/test';

interface FeedChange {
  entity: string;
  id: string;
  data: Record<string, unknown>;
  deletedAt: string | null;
}

export type Row = Record<string, unknown>;

/**
 * Every live row the signed-in user's change feed holds, by entity then id: the server's view of
 * what a device of that user would mirror (a deleted row is dropped, a later change replaces it).
 */
export async function feedRows(request: APIRequestContext): Promise<Map<string, Map<string, Row>>> {
  const rows = new Map<string, Map<string, Row>>();
  let since = 0;
  for (;;) {
    const res = await request.get(`/api/sync/changes?since=${since}&limit=1000`);
    if (!res.ok()) throw new Error(`GET /api/sync/changes answered ${res.status()}`);
    const page = (await res.json()) as { changes: FeedChange[]; cursor: number; hasMore: boolean };
    for (const change of page.changes) {
      const ofEntity = rows.get(change.entity) ?? new Map<string, Row>();
      rows.set(change.entity, ofEntity);
      if (change.deletedAt) ofEntity.delete(change.id);
      else ofEntity.set(change.id, change.data);
    }
    if (!page.hasMore) return rows;
    since = page.cursor;
  }
}

/** The live attachment rows of one owner (a unit, a request, …) as the server holds them. */
export async function serverAttachments(
  request: APIRequestContext,
  ownerId: string,
): Promise<Row[]> {
  const attachments = (await feedRows(request)).get('attachment') ?? new Map<string, Row>();
  return [...attachments.values()].filter((row) => row.ownerId === ownerId);
}
