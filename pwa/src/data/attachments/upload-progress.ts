/** Bytes sent of the upload running now, per attachment: kept in memory (it changes per packet). */
export interface UploadProgress {
  sent: number;
  total: number;
}

const progress = new Map<string, UploadProgress>();
const listeners = new Set<() => void>();
let snapshot: ReadonlyMap<string, UploadProgress> = new Map();

function changed() {
  snapshot = new Map(progress);
  listeners.forEach((listener) => listener());
}

/** The live progress of uploads running in this tab (the one that syncs). */
export const uploadProgress = {
  set(id: string, value: UploadProgress) {
    progress.set(id, value);
    changed();
  },
  clear(id: string) {
    if (progress.delete(id)) changed();
  },
  get: (): ReadonlyMap<string, UploadProgress> => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
