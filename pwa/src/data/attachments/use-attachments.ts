import type { Attachment } from '@chungcu/contracts';
import { useSyncExternalStore } from 'react';
import { appDb } from '../app-data';
import type { ChungCuDb } from '../db';
import { perDatabase } from '../derived-store';
import { type TableRows, tablesStore } from '../live-tables';
import { compareAttachments } from './order';

const none: readonly Attachment[] = [];

export { compareAttachments };

/** Live attachments grouped by owner id, each list in display order. */
export function groupByOwner(
  rows: TableRows<'attachments'>,
): ReadonlyMap<string, readonly Attachment[]> {
  const grouped = new Map<string, Attachment[]>();
  for (const attachment of rows.values()) {
    if (attachment.deletedAt) continue;
    const list = grouped.get(attachment.ownerId);
    if (list) list.push(attachment);
    else grouped.set(attachment.ownerId, [attachment]);
  }
  grouped.forEach((list) => list.sort(compareAttachments));
  return grouped;
}

/** One store per database: every screen listing attachments shares the grouping. */
export const attachmentsByOwnerStore = perDatabase((db: ChungCuDb) =>
  tablesStore(db, ['attachments'], groupByOwner),
);

/** Every owner's attachments, live (a list of cards picks each one's first photo from it). */
export function useAttachmentsByOwner(): ReadonlyMap<string, readonly Attachment[]> | undefined {
  const store = attachmentsByOwnerStore(appDb);
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? undefined;
}

/**
 * One owner's attachments in display order, live, optionally of one purpose: on this device at
 * once when taken here, and as they arrive from other devices.
 */
export function useAttachments(
  ownerId: string | null | undefined,
  purpose?: Attachment['purpose'],
): readonly Attachment[] {
  const all = useAttachmentsByOwner();
  const list = (ownerId && all?.get(ownerId)) || none;
  return purpose ? list.filter((a) => a.purpose === purpose) : list;
}
