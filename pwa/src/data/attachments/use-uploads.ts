import { useSyncExternalStore } from 'react';
import { appDb } from '../app-data';
import type { ChungCuDb } from '../db';
import { perDatabase } from '../derived-store';
import { tablesStore, useTables } from '../live-tables';
import type { UploadRow } from './types';
import { type UploadProgress, uploadProgress } from './upload-progress';

/** One file waiting for the server, as screens and the sync screen show it. */
export interface UploadView {
  id: string;
  fileName: string;
  /** uploading: bytes are going now; queued: waiting (its change, the network, a retry); failed. */
  status: 'uploading' | 'queued' | 'failed';
  sentBytes: number;
  totalBytes: number;
  /** The server's refusal, or the last transient error it waits out. */
  error: string | null;
}

const uploadsStore = perDatabase((db: ChungCuDb) =>
  tablesStore(db, ['uploads'], (rows) =>
    [...rows.values()].sort((a, b) => a.createdAt - b.createdAt),
  ),
);

function viewOf(row: UploadRow, running: ReadonlyMap<string, UploadProgress>): UploadView {
  const now = running.get(row.id);
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.state === 'failed' ? 'failed' : now ? 'uploading' : 'queued',
    sentBytes: now?.sent ?? 0,
    totalBytes: row.totalBytes,
    error: row.lastError,
  };
}

/** Every upload not finished yet, oldest first, with live progress per file. */
export function useUploads(): UploadView[] {
  const store = uploadsStore(appDb);
  const rows = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const running = useSyncExternalStore(uploadProgress.subscribe, uploadProgress.get);
  return (rows ?? []).map((row) => viewOf(row, running));
}

/** One attachment's upload, or null once it is on the server (or was never queued here). */
export function useUpload(id: string | null | undefined): UploadView | null {
  const row = useTables(appDb, ['uploads'], (rows) => (id ? (rows.get(id) ?? null) : null), [id]);
  const running = useSyncExternalStore(uploadProgress.subscribe, uploadProgress.get);
  return row ? viewOf(row, running) : null;
}
