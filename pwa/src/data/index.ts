/**
 * The data layer's public face. Features read the local database only through the shared live
 * tables (`liveTable`, `useTables`, `useRow`, derived stores) inside their own hooks, and write
 * only through `mutate` (named mutations, run on the mirror and queued); nothing else touches
 * Dexie or fetch.
 */
export { appDb, rawHttp, syncEngine } from './app-data';
export { http, session } from './boot';
export { forgetPushSubscription } from './push-subscription';
export { type ChungCuDb, type Mirrored, type OutboxEntry, isMutationEntry } from './db';
export { mutate, type MutateOptions } from './mutate';
export { onSavesInFlight, savesInFlight } from './saves-in-flight';
export { startSyncScheduler, requestBackgroundSync } from './scheduler';
export { startDeviceSync } from './device-sync';
export { SYNC_LOCK } from './sync-names';
export { useSyncStatus, type SyncStatus } from './sync-status';
export { useCurrentUser, signedInUser, signedInUserId, type MutationOptions } from './current-user';
export { failedChanges } from './failed-changes';
export { meta, type ConflictNotice } from './meta';
export { HttpError, NetworkError } from '../lib/http';
export { sendImport } from './imports';
export { foldForSearch, holdsWords, searchWords } from '../lib/text';
export { searchTextOf } from './entities';
export { type LiveMap, type Changed, type TableName } from './live-map';
export {
  liveTable,
  stopLiveTables,
  tablesStore,
  useTables,
  useRow,
  type TableRow,
  type TableRows,
} from './live-tables';
export { deriveStore, perDatabase, type DerivedStore } from './derived-store';
export {
  type RowState,
  type RowStates,
  type MirrorTable,
  rowKey,
  rowStateStore,
  useRowState,
  useRowStates,
} from './row-states';
export {
  type WaitingChange,
  useWaitingChanges,
  waitingChangesOf,
  withdrawQueued,
} from './queued-changes';
export {
  type SaveOutcome,
  type Rejection,
  SERVER_ANSWER_WAIT_MS,
  awaitSaveOutcome,
  trackQueued,
  useRejections,
} from './save-outcome';
export {
  type WorkingComplex,
  type WorkingComplexState,
  inScope,
  useWorkingComplex,
  workingComplexState,
  workingComplexStoreOf,
} from './use-working-complex';
export { type ComplexForNew, useComplexForNew } from './use-complex-for-new';
export {
  type ScopeForNew,
  SHARED_SCOPE,
  complexIdOfScope,
  useScopeForNew,
} from './use-scope-for-new';
export * from './attachments';
export { useDemoInstallation } from './demo-installation';
