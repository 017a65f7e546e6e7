import { useEffect, useRef } from 'react';
import { appDb } from './app-data';
import { type ChungCuDb, type OutboxEntry, isMutationEntry } from './db';
import { liveTable } from './live-tables';
import { queuedListeners } from './triggers';

/**
 * Where a save stands, as the screen that made it tells the user (DESIGN "Field-ready screens"):
 * - server: the server accepted every change it queued (or it queued none);
 * - device: stored and queued on this device only, to be sent when the server can be reached;
 * - refused: the server refused one of them, with its reason.
 */
export type SaveOutcome =
  { where: 'server' } | { where: 'device' } | { where: 'refused'; reason: string };

/**
 * How long a screen waits for the server's answer to a save made online before saying it is on
 * this device only. A push answers in well under a second on a working connection; past this the
 * network is too slow to promise anything, and the row's pending mark keeps telling the truth.
 */
export const SERVER_ANSWER_WAIT_MS = 4_000;

/**
 * Runs `save` and collects the keys of the changes it queued through `mutate` (a resident and
 * their photos, a request and its files). Saves running at the same moment in the same tab
 * collect each other's changes too: their outcome then waits for both, which is still true.
 */
export async function trackQueued<T>(
  save: () => Promise<T>,
): Promise<{ result: T; keys: string[] }> {
  const keys: string[] = [];
  const listener = (key: string) => keys.push(key);
  queuedListeners.add(listener);
  try {
    return { result: await save(), keys };
  } finally {
    queuedListeners.delete(listener);
  }
}

/**
 * The outcome of the changes `keys` by the outbox as it is now, or null while any of them still
 * waits. A change no longer in the outbox was confirmed and its rows pulled (a discarded change
 * leaves too, but only the user discards, from the sync screen).
 */
export function outcomeOf(
  outbox: Iterable<OutboxEntry>,
  keys: readonly string[],
): SaveOutcome | null {
  const byKey = new Map<string, OutboxEntry>();
  for (const entry of outbox) byKey.set(entry.key, entry);
  let waiting = false;
  for (const key of keys) {
    const entry = byKey.get(key);
    if (!entry || entry.state === 'confirmed') continue;
    if (entry.state === 'failed') return { where: 'refused', reason: entry.lastError ?? '' };
    waiting = true;
  }
  return waiting ? null : { where: 'server' };
}

/**
 * Waits for the server's answer to the changes `keys`: at once 'device' when the browser knows
 * it is offline, else the outcome once the push settles them, or 'device' after `waitMs`.
 */
export function awaitSaveOutcome(
  keys: readonly string[],
  {
    db = appDb,
    waitMs = SERVER_ANSWER_WAIT_MS,
    online = () => globalThis.navigator?.onLine !== false,
  }: { db?: ChungCuDb; waitMs?: number; online?: () => boolean } = {},
): Promise<SaveOutcome> {
  if (keys.length === 0) return Promise.resolve({ where: 'server' });
  const outbox = liveTable(db, 'outbox');
  const now = () => outcomeOf(outbox.get()?.values() ?? [], keys);
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: SaveOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    };
    const check = () => {
      // Before the outbox's first read nothing is known; offline the answer cannot come.
      if (!outbox.get()) return;
      const outcome = now();
      if (outcome) finish(outcome);
      else if (!online()) finish({ where: 'device' });
    };
    const timer = setTimeout(() => finish({ where: 'device' }), waitMs);
    const unsubscribe = outbox.subscribe(check);
    void outbox.ready().then(check);
  });
}

/** A change the server refused while this screen was open. */
export interface Rejection {
  key: string;
  label: string;
  reason: string;
  /** The mutation's name ('createResident'); null for a first-version entry. */
  name: string | null;
}

/**
 * The changes that turned failed between two readings of the outbox (a change first seen already
 * failed was refused before: the sync screen and the row marks show it, no toast repeats it).
 */
export function newRejections(
  before: ReadonlyMap<string, OutboxEntry['state']>,
  entries: Iterable<OutboxEntry>,
): Rejection[] {
  const found: Rejection[] = [];
  for (const entry of entries) {
    const was = before.get(entry.key);
    if (entry.state !== 'failed' || was === undefined || was === 'failed') continue;
    found.push({
      key: entry.key,
      label: entry.label,
      reason: entry.lastError ?? '',
      name: isMutationEntry(entry) ? entry.name : null,
    });
  }
  return found;
}

/**
 * Calls `onRejected` with the changes the server refuses while the calling component is mounted
 * (the app mounts one, which shows the error toast).
 */
export function useRejections(
  onRejected: (rejections: Rejection[]) => void,
  db: ChungCuDb = appDb,
): void {
  const callback = useRef(onRejected);
  callback.current = onRejected;
  useEffect(() => {
    const outbox = liveTable(db, 'outbox');
    let states: Map<string, OutboxEntry['state']> | null = null;
    const read = () => {
      const rows = outbox.get();
      if (!rows) return;
      const entries = [...rows.values()];
      const found = states ? newRejections(states, entries) : [];
      states = new Map(entries.map((e) => [e.key, e.state]));
      if (found.length > 0) callback.current(found);
    };
    const unsubscribe = outbox.subscribe(read);
    void outbox.ready().then(read);
    return unsubscribe;
  }, [db]);
}
