/**
 * Background Sync is not in TypeScript's WebWorker lib (one engine ships it): the event as
 * Chromium dispatches it (https://wicg.github.io/background-sync/spec/).
 */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** True on the browser's last attempt for this tag; a rejection then drops the registration. */
  readonly lastChance: boolean;
}

interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent;
}
