/** Object URLs of copies shown now, shared by every screen showing them, revoked when none does. */
const urls = new Map<string, { url: string; refs: number }>();
const REVOKE_AFTER_MS = 5_000;

export interface HeldUrl {
  url: string;
  release: () => void;
}

/** Whether a URL is held under `key` already (contents never change, so it is reused). */
export const hasObjectUrl = (key: string) => urls.has(key);

/**
 * An object URL for `key`, made from `blob` unless one is held already (an attachment's copies
 * never change); call the answer's release when it is no longer shown.
 */
export function acquireObjectUrl(key: string, blob: Blob | null): HeldUrl | null {
  let entry = urls.get(key);
  if (!entry) {
    if (!blob) return null;
    entry = { url: URL.createObjectURL(blob), refs: 0 };
    urls.set(key, entry);
  }
  entry.refs++;
  const held = entry;
  let released = false;
  return {
    url: held.url,
    release() {
      if (released) return;
      released = true;
      held.refs--;
      // A screen re-rendering (or the next route) usually asks again at once: keep it a moment.
      setTimeout(() => {
        if (held.refs > 0) return;
        URL.revokeObjectURL(held.url);
        if (urls.get(key) === held) urls.delete(key);
      }, REVOKE_AFTER_MS);
    },
  };
}
