import type { Resident } from '@chungcu/contracts';
import {
  type ChungCuDb,
  type DerivedStore,
  deriveStore,
  foldForSearch,
  liveTable,
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
  const inquiries = liveTable(db, 'inquiries');
  const residents = liveTable(db, 'residents');
  /** Requesters' names folded once per change of their row, not on every keystroke. */
  const names = new Map<string, RequesterEntry>();
  const requesterOf = (r: Resident): RequesterEntry => ({
    firstName: r.firstName,
    lastName: r.lastName,
    searchNames: [foldForSearch(r.firstName), foldForSearch(r.lastName)],
  });
  return deriveStore(
    [inquiries, residents],
    (source, changed) => {
      const rows = inquiries.get();
      const people = residents.get();
      if (!rows || !people) return null;
      if (source === residents || names.size === 0) {
        if (changed === null || names.size === 0) {
          names.clear();
          for (const [id, r] of people) names.set(id, requesterOf(r));
        } else {
          for (const id of changed) {
            const r = people.get(id);
            if (r) names.set(id, requesterOf(r));
            else names.delete(id);
          }
        }
      }
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
    },
    { keepWarm: true },
  );
}
