import { useEffect, useState } from 'react';
import { appDb } from './app-data';
import { useTables } from './live-tables';
import { type OutboxEntry, isMutationEntry } from './db';
import type { ConflictNotice } from './meta';

export interface SyncStatus {
  online: boolean;
  pending: number;
  /**
   * The pending changes by what was done: each mutation name (null: a first-version entry) and
   * how many of it wait, in the order the first of each was made.
   */
  pendingByName: readonly (readonly [name: string | null, count: number])[];
  failed: OutboxEntry[];
  authRequired: boolean;
  lastSyncAt: number | null;
  lastSyncError: string | null;
  conflicts: ConflictNotice[];
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** Live sync state for the indicator on every screen and the sync screen (indexed counts only). */
export function useSyncStatus(): SyncStatus {
  const online = useOnline();
  const state = useTables(
    appDb,
    ['outbox', 'meta'],
    (outbox, metaRows) => {
      const entries = [...outbox.values()];
      const value = (key: string) => metaRows.get(key)?.value;
      const pending = entries
        .filter((e) => e.state === 'pending')
        .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
      const byName = new Map<string | null, number>();
      for (const e of pending) {
        const name = isMutationEntry(e) ? e.name : null;
        byName.set(name, (byName.get(name) ?? 0) + 1);
      }
      return {
        pending: pending.length,
        pendingByName: [...byName],
        failed: entries
          .filter((e) => e.state === 'failed')
          .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)),
        authRequired: value('authRequired') === true,
        lastSyncAt: (value('lastSyncAt') as number | undefined) ?? null,
        lastSyncError: (value('lastSyncError') as string | undefined) ?? null,
        conflicts: (value('conflicts') as ConflictNotice[] | undefined) ?? [],
      };
    },
    [],
  );
  return {
    online,
    pending: state?.pending ?? 0,
    pendingByName: state?.pendingByName ?? [],
    failed: state?.failed ?? [],
    authRequired: state?.authRequired ?? false,
    lastSyncAt: state?.lastSyncAt ?? null,
    lastSyncError: state?.lastSyncError ?? null,
    conflicts: state?.conflicts ?? [],
  };
}
