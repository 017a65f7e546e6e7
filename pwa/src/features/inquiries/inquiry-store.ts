import type { Inquiry, Resident } from '@chungcu/contracts';
import { type ChungCuDb, type Mirrored, createLiveMap, foldForSearch } from '../../data';
import type { InquiryRow } from './logic/list';

export interface InquiryStore {
  /** Every inquiry, newest first, with its requester; null until both tables were read once. */
  getSnapshot(): readonly InquiryRow[] | null;
  /** `useSyncExternalStore` shape; the first subscriber starts the store, which then stays warm. */
  subscribe(listener: () => void): () => void;
  /** Resolves once every change announced so far is applied. */
  ready(): Promise<void>;
  stop(): void;
}

interface RequesterEntry {
  firstName: string;
  lastName: string;
  /** Each name folded for search once, not on every keystroke. */
  searchNames: readonly string[];
}

/** Newest first, as the list shows them; equal times by id, newest first too. */
function newestFirst(a: InquiryRow, b: InquiryRow): number {
  const x = a.inquiry;
  const y = b.inquiry;
  if (x.createdAt !== y.createdAt) return x.createdAt < y.createdAt ? 1 : -1;
  return x.id < y.id ? 1 : x.id > y.id ? -1 : 0;
}

/**
 * The inquiry list's store. The inquiries and the residents' names are read from the mirror once
 * and then kept current row by row (`LiveMap`), so reopening the list, a keystroke, or a pull that
 * touches a few rows never re-reads 20,000 inquiries; a change re-sorts memory only.
 */
export function createInquiryStore(db: ChungCuDb): InquiryStore {
  const inquiries = createLiveMap(db, 'inquiries', (row: Mirrored<Inquiry>) => row);
  const requesters = createLiveMap(db, 'residents', (r: Resident): RequesterEntry => ({
    firstName: r.firstName,
    lastName: r.lastName,
    searchNames: [foldForSearch(r.firstName), foldForSearch(r.lastName)],
  }));
  const listeners = new Set<() => void>();
  let snapshot: InquiryRow[] | null = null;
  let started = false;

  function rebuild() {
    const rows = inquiries.get();
    const names = requesters.get();
    if (!rows || !names) return;
    const next: InquiryRow[] = [];
    for (const inquiry of rows.values()) {
      const r = inquiry.residentId ? names.get(inquiry.residentId) : undefined;
      next.push({
        inquiry,
        requester: r ? { firstName: r.firstName, lastName: r.lastName } : null,
        requesterSearch: r?.searchNames,
      });
    }
    snapshot = next.sort(newestFirst);
    listeners.forEach((listener) => listener());
  }

  function start() {
    if (started) return;
    started = true;
    inquiries.subscribe(rebuild);
    requesters.subscribe(rebuild);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    async ready() {
      start();
      await Promise.all([inquiries.ready(), requesters.ready()]);
    },
    stop() {
      inquiries.stop();
      requesters.stop();
      started = false;
    },
  };
}
