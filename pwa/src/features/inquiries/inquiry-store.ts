import type { Inquiry, Resident } from '@chungcu/contracts';
import {
  type ChungCuDb,
  type DerivedStore,
  type Mirrored,
  createLiveMap,
  deriveStore,
  foldForSearch,
} from '../../data';
import type { InquiryRow } from './logic/list';

/** Every inquiry, newest first, with its requester; null until both tables were read once. */
export type InquiryStore = DerivedStore<readonly InquiryRow[]>;

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
  return deriveStore([inquiries, requesters], () => {
    const rows = inquiries.get();
    const names = requesters.get();
    if (!rows || !names) return null;
    const next: InquiryRow[] = [];
    for (const inquiry of rows.values()) {
      const r = inquiry.residentId ? names.get(inquiry.residentId) : undefined;
      next.push({
        inquiry,
        requester: r ? { firstName: r.firstName, lastName: r.lastName } : null,
        requesterSearch: r?.searchNames,
      });
    }
    return next.sort(newestFirst);
  });
}
