import {
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementRecipient,
  type Apartment,
  type Block,
  isBannerAt,
} from '@chungcu/contracts';
import { isDue } from '@chungcu/mutations';
import { blockKeyOf } from '@chungcu/mutations/keys';
import { enumStrings } from '../../lib/i18n';
import { type AnnouncementStrings, announcementStrings } from './strings';
import { naturalOrder } from '../../lib/text';

/** What a list shows of where an announcement stands. */
export type ShownStatus = 'sending' | 'scheduled' | 'sent' | 'cancelled';

/**
 * Where an announcement stands at `now` (ISO): a scheduled one whose time has come is on its way
 * (this device's copy waits for the server, which fixes the recipients, or for its job).
 */
export function shownStatus(announcement: Announcement, now: string): ShownStatus {
  if (announcement.status === 'scheduled' && isDue(announcement, now)) return 'sending';
  return announcement.status as ShownStatus;
}

/** The status's label: the contracts' for stored ones, "Đang gửi" for one on its way. */
export function statusLabel(
  status: ShownStatus,
  s: AnnouncementStrings = announcementStrings.get(),
  names: Record<Exclude<ShownStatus, 'sending'>, string> = enumStrings.get().announcementStatuses,
): string {
  return status === 'sending' ? s.sending : names[status];
}

/** When it went or goes out: sent, else its time, else its creation (newest first sorts by it). */
export function shownTime(announcement: Announcement): string {
  return announcement.sentAt ?? announcement.publishAt ?? announcement.createdAt;
}

/** Newest first by the time shown; ties by id (v7: creation order). */
export function newestFirst<T extends Announcement>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) => shownTime(b).localeCompare(shownTime(a)) || b.id.localeCompare(a.id),
  );
}

/** How many recipient rows of each announcement are read. */
export function readCounts(recipients: Iterable<AnnouncementRecipient>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of recipients) {
    if (r.readAt && !r.deletedAt) {
      counts.set(r.announcementId, (counts.get(r.announcementId) ?? 0) + 1);
    }
  }
  return counts;
}

/** Announcements with a recipient row of this device's user still unread. */
export function unreadIds(recipients: Iterable<AnnouncementRecipient>): Set<string> {
  const unread = new Set<string>();
  for (const r of recipients) if (!r.readAt && !r.deletedAt) unread.add(r.announcementId);
  return unread;
}

/** The urgent announcements shown as a banner at `now`, newest first. */
export function bannersAt(announcements: Iterable<Announcement>, now: string): Announcement[] {
  return newestFirst([...announcements].filter((a) => isBannerAt(a, now)));
}

/** Who an announcement goes to, in words: "Tòa A, B", "Tầng 3 (tòa A)", "Căn hộ A-101". */
export function audienceText(
  audience: AnnouncementAudience,
  blocks: ReadonlyMap<string, Pick<Block, 'name'>>,
  units: ReadonlyMap<string, Pick<Apartment, 'unitNumber'>>,
  s: AnnouncementStrings = announcementStrings.get(),
): string {
  const blockName = (id: string) => blocks.get(id)?.name ?? s.audience.unknown;
  const sorted = (names: string[]) => names.sort(naturalOrder).join(', ');
  switch (audience.kind) {
    case 'complex':
      return s.audience.complex;
    case 'blocks':
      return s.audience.blocks(sorted(audience.blockIds.map(blockName)));
    case 'floors':
      return s.audience.floors(
        sorted(audience.floors.map((f) => s.audience.floor(blockName(f.blockId), f.floor))),
      );
    case 'units':
      return s.audience.units(
        sorted(audience.apartmentIds.map((id) => units.get(id)?.unitNumber ?? s.audience.unknown)),
      );
  }
}

/** The floors a complex's units are on, per block (what "Theo tầng" offers), in order. */
export function floorsOf(
  blocks: readonly Block[],
  units: readonly Pick<Apartment, 'buildingBlock' | 'floor' | 'deletedAt'>[],
): { blockId: string; block: string; floor: number }[] {
  const out: { blockId: string; block: string; floor: number }[] = [];
  for (const block of [...blocks].sort((a, b) => naturalOrder(a.name, b.name))) {
    const floors = new Set(
      units
        .filter((u) => !u.deletedAt && blockKeyOf(u.buildingBlock) === blockKeyOf(block.name))
        .map((u) => u.floor),
    );
    for (const floor of [...floors].sort((a, b) => a - b)) {
      out.push({ blockId: block.id, block: block.name, floor });
    }
  }
  return out;
}
