import type { Attachment } from '@chungcu/contracts';

/** Position first (unplaced last), then the order they were added. */
export function compareAttachments(a: Attachment, b: Attachment): number {
  const pa = a.position ?? Number.MAX_SAFE_INTEGER;
  const pb = b.position ?? Number.MAX_SAFE_INTEGER;
  return pa - pb || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}
