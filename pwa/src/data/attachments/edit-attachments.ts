import { appDb } from '../app-data';
import type { ChungCuDb } from '../db';
import { mutate } from '../mutate';
import { attachmentLabels } from './strings';
import { retryUpload } from './upload-queue';

/**
 * Removes an attachment (`deleteAttachment`, a tombstone every device follows). An upload not
 * yet sent ends by itself once the deletion is on the server; its copies leave with the cache.
 */
export async function removeAttachment(
  id: string,
  { db = appDb, label }: { db?: ChungCuDb; label?: string } = {},
): Promise<void> {
  const row = await db.attachments.get(id);
  await mutate(
    'deleteAttachment',
    { id },
    { db, label: label ?? attachmentLabels.get().remove(row?.fileName ?? id) },
  );
}

/** Moves a file one place earlier (-1) or later (1) among its owner's (`moveAttachment`). */
export async function moveAttachment(
  id: string,
  step: -1 | 1,
  { db = appDb, label }: { db?: ChungCuDb; label: string },
): Promise<void> {
  await mutate('moveAttachment', { id, step }, { db, label });
}

/** The sync screen's retry of an upload the server refused. */
export const retryAttachmentUpload = (id: string, db: ChungCuDb = appDb) => retryUpload(db, id);
