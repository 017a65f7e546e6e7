import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { appDb } from './app-data';
import type { OutboxEntry } from './db';
import type { ConflictNotice } from './meta';

export interface SyncStatus {
  online: boolean;
  pending: number;
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
  const state = useLiveQuery(async () => {
    const [pending, failed, metaRows] = await Promise.all([
      appDb.outbox.where('state').equals('pending').count(),
      appDb.outbox.where('state').equals('failed').sortBy('seq'),
      appDb.meta.bulkGet(['authRequired', 'lastSyncAt', 'lastSyncError', 'conflicts']),
    ]);
    const [authRequired, lastSyncAt, lastSyncError, conflicts] = metaRows.map((r) => r?.value);
    return {
      pending,
      failed,
      authRequired: authRequired === true,
      lastSyncAt: (lastSyncAt as number | undefined) ?? null,
      lastSyncError: (lastSyncError as string | undefined) ?? null,
      conflicts: (conflicts as ConflictNotice[] | undefined) ?? [],
    };
  });
  return {
    online,
    pending: state?.pending ?? 0,
    failed: state?.failed ?? [],
    authRequired: state?.authRequired ?? false,
    lastSyncAt: state?.lastSyncAt ?? null,
    lastSyncError: state?.lastSyncError ?? null,
    conflicts: state?.conflicts ?? [],
  };
}
