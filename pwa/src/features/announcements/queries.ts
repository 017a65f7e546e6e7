import type {
  Announcement,
  AnnouncementRecipient,
  Apartment,
  Block,
  Resident,
} from '@chungcu/contracts';
import { useEffect, useState } from 'react';
import { appDb, inScope, useRow, useTables, useWorkingComplex } from '../../data';
import { bannersAt, floorsOf, newestFirst, readCounts, unreadIds } from './logic';
import { byUnitNumber, naturalOrder } from '../../lib/text';

const rowsOf = <T>(rows: ReadonlyMap<string, T>) => [...rows.values()];
const live = <T extends { deletedAt: string | null }>(rows: ReadonlyMap<string, T>) =>
  rowsOf(rows).filter((row) => !row.deletedAt);

/** An announcement as a staff list shows it: with how many of its recipients have read it. */
export interface StaffRow {
  announcement: Announcement;
  read: number;
}

/** The working complex's announcements, newest first, with their read counts; live. */
export function useStaffAnnouncements(): StaffRow[] | undefined {
  const { scope } = useWorkingComplex();
  return useTables(
    appDb,
    ['announcements', 'announcementRecipients'],
    (announcements, recipients) => {
      const counts = readCounts(rowsOf(recipients));
      return newestFirst(live(announcements).filter((a) => inScope(a, scope))).map(
        (announcement) => ({ announcement, read: counts.get(announcement.id) ?? 0 }),
      );
    },
    [scope],
  );
}

/** An announcement a resident received, and whether they have read it. */
export interface ReceivedRow {
  announcement: Announcement;
  unread: boolean;
}

/**
 * A resident's announcements, newest first, with unread marks (their mirror holds only the ones
 * sent to them and their own recipient rows); offline like every read.
 */
export function useReceivedAnnouncements(): ReceivedRow[] | undefined {
  return useTables(
    appDb,
    ['announcements', 'announcementRecipients'],
    (announcements, recipients) => {
      const unread = unreadIds(rowsOf(recipients));
      return newestFirst(live(announcements)).map((announcement) => ({
        announcement,
        unread: unread.has(announcement.id),
      }));
    },
    [],
  );
}

/** One announcement; null when the mirror does not hold it, undefined while loading. */
export function useAnnouncement(id: string | null | undefined): Announcement | null | undefined {
  return useRow(appDb, 'announcements', id);
}

/** A recipient with who they are and the unit that made them one. */
export interface RecipientRow {
  recipient: AnnouncementRecipient;
  resident: Pick<Resident, 'firstName' | 'lastName'> | null;
  unitNumber: string | null;
}

/** Who an announcement went to (a resident's mirror: themselves), by unit then name. */
export function useRecipients(announcementId: string | undefined): RecipientRow[] | undefined {
  return useTables(
    appDb,
    ['announcementRecipients', 'residents', 'apartments'],
    (recipients, residents, apartments) =>
      live(recipients)
        .filter((r) => r.announcementId === announcementId)
        .map((recipient) => ({
          recipient,
          resident: residents.get(recipient.residentId) ?? null,
          unitNumber: apartments.get(recipient.apartmentId ?? '')?.unitNumber ?? null,
        }))
        .sort(
          (a, b) =>
            naturalOrder(a.unitNumber ?? '', b.unitNumber ?? '') ||
            (a.resident?.firstName ?? '').localeCompare(b.resident?.firstName ?? '', 'vi'),
        ),
    [announcementId],
  );
}

/** Whether this device's user has an unread recipient row of the announcement. */
export function useUnread(announcementId: string | undefined): boolean {
  return (
    useTables(
      appDb,
      ['announcementRecipients'],
      (recipients) => unreadIds(rowsOf(recipients)).has(announcementId ?? ''),
      [announcementId],
    ) ?? false
  );
}

/** What the audience picker offers for a complex: its blocks, their floors, its units. */
export interface AudienceChoices {
  blocks: Block[];
  floors: { blockId: string; block: string; floor: number }[];
  units: Apartment[];
}

/** The blocks, floors and units of `complexId` the mirror holds, in natural order. */
export function useAudienceChoices(complexId: string | null): AudienceChoices | undefined {
  return useTables(
    appDb,
    ['blocks', 'apartments'],
    (blocks, apartments) => {
      const ofComplex = <T extends { complexId: string; deletedAt: string | null }>(
        rows: ReadonlyMap<string, T>,
      ) => live(rows).filter((row) => row.complexId === complexId);
      const blockRows = ofComplex(blocks);
      const units = ofComplex(apartments).sort(byUnitNumber);
      return { blocks: blockRows, floors: floorsOf(blockRows, units), units };
    },
    [complexId],
  );
}

/** Blocks and units by id, for saying who an announcement went to. */
export function usePlaces() {
  return useTables(
    appDb,
    ['blocks', 'apartments'],
    (blocks, apartments) => ({ blocks, units: apartments }),
    [],
  );
}

const MINUTE_MS = 60_000;

/** The time now (ISO), moving on every minute: banners end and scheduled ones fall due. */
export function useNow(): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date().toISOString()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The urgent announcements to show as a banner now (a resident's: the ones sent to them). */
export function useBanners(): Announcement[] {
  const now = useNow();
  return (
    useTables(appDb, ['announcements'], (announcements) => bannersAt(rowsOf(announcements), now), [
      now,
    ]) ?? []
  );
}

/** The live announcements correcting `id` (each a new one naming it), newest first. */
export function useCorrections(id: string | undefined): Announcement[] {
  return (
    useTables(
      appDb,
      ['announcements'],
      (announcements) => newestFirst(live(announcements).filter((a) => a.correctsId === id)),
      [id],
    ) ?? []
  );
}
