import { messages } from '@chungcu/contracts';
import { useEffect, useState } from 'react';
import { appDb, rawHttp } from '../app-data';
import { useRow } from '../live-tables';
import { blobListeners } from './blob-store';
import { findBlob } from './downloads';
import { acquireObjectUrl } from './object-urls';
import type { BlobKind } from './types';

export interface AttachmentUrl {
  /** An object URL of the copy, null until there is one. */
  url: string | null;
  /** Looking locally or downloading. */
  loading: boolean;
  /** messages.attachment.storageFull when the device could not keep it; null otherwise. */
  error: string | null;
}

/**
 * An attachment's copy to show: from this device when held (taken here, or cached), else
 * downloaded (the thumbnail for lists, the display copy when opened) and kept for offline use.
 * Follows the row: a photo another device uploads appears once its upload is recorded.
 */
export function useAttachmentUrl(id: string | null | undefined, kind: BlobKind): AttachmentUrl {
  const row = useRow(appDb, 'attachments', id);
  const uploaded = Boolean(row?.uploadedAt);
  const isImage = row ? row.mimeType.startsWith('image/') : true;
  // A copy stored by this tab (a photo just taken, another screen's download) is news here.
  const [stored, setStored] = useState(0);
  const [state, setState] = useState<AttachmentUrl>({
    url: null,
    loading: Boolean(id),
    error: null,
  });

  useEffect(() => {
    if (!id) return undefined;
    const onStored = (storedId: string) => {
      if (storedId === id) setStored((n) => n + 1);
    };
    blobListeners.add(onStored);
    return () => void blobListeners.delete(onStored);
  }, [id]);

  useEffect(() => {
    if (!id) {
      setState({ url: null, loading: false, error: null });
      return undefined;
    }
    const key = `${id}/${kind}`;
    let held = acquireObjectUrl(key, null);
    if (held) {
      setState({ url: held.url, loading: false, error: null });
      return () => held?.release();
    }
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    // PDFs have no thumbnail: a list shows their icon, so nothing is downloaded for it.
    const canDownload = uploaded && (kind === 'display' || isImage);
    findBlob(appDb, rawHttp, id, kind, { uploaded: canDownload })
      .then((found) => {
        if (cancelled) return;
        held = found ? acquireObjectUrl(key, found.blob) : null;
        const error = found?.storageFull ? messages.attachment.storageFull : null;
        setState({ url: held?.url ?? null, loading: false, error });
      })
      .catch(() => {
        // Offline, or not visible to this user: shown as not available, retried on the next change.
        if (!cancelled) setState({ url: null, loading: false, error: null });
      });
    return () => {
      cancelled = true;
      held?.release();
    };
  }, [id, kind, uploaded, isImage, stored]);

  return state;
}
