import {
  type Announcement,
  type AnnouncementRecipient,
  type Apartment,
  type Block,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChungCuDb } from '../../data/db';
import { TEST_COMPLEX_ID, freshDb } from '../../data/test-device';
import { fromLocalInput } from './format';
import {
  audienceText,
  bannersAt,
  floorsOf,
  newestFirst,
  readCounts,
  shownStatus,
  unreadIds,
} from './logic';
import { cancelAnnouncement, createAnnouncement, markAnnouncementRead } from './mutations';
import { announcementStrings } from './strings';

let db: ChungCuDb;
afterEach(async () => {
  await db?.delete();
});

const NOW = '2026-11-20T08:00:00.000Z';
const hoursFrom = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

/** An announcement as the server sends it; `fields` override. */
function sent(fields: Partial<Announcement> = {}): Announcement {
  return {
    id: uuidv7(),
    version: 10,
    deletedAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    complexId: TEST_COMPLEX_ID,
    title: 'Tạm ngừng cấp nước',
    body: 'Từ 8h đến 11h',
    category: 'utility_cut',
    audience: { kind: 'complex' },
    urgent: false,
    endsAt: null,
    publishAt: null,
    status: 'sent',
    sentAt: NOW,
    cancelledAt: null,
    correctsId: null,
    recipientCount: 3,
    createdBy: 'admin-001',
    ...fields,
  };
}

function recipient(
  announcementId: string,
  readAt: string | null,
  residentId = uuidv7(),
): AnnouncementRecipient {
  return {
    id: uuidv7(),
    version: 11,
    deletedAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    complexId: TEST_COMPLEX_ID,
    announcementId,
    residentId,
    apartmentId: null,
    readAt,
  };
}

const queued = async () =>
  (await db.outbox.orderBy('seq').toArray()).map((e) => ('name' in e ? e.name : 'rest'));

describe('announcements on the device', () => {
  it('staff write one offline: in the list at once, on its way, queued for the server to send', async () => {
    db = await freshDb();
    const made = await createAnnouncement(
      {
        title: '  Bảo trì thang máy ',
        body: 'Thang số 2 dừng từ 9h',
        category: 'elevator_maintenance',
        audience: { kind: 'complex' },
        urgent: false,
        endsAt: null,
        publishAt: null,
      },
      { db },
    );
    expect(await db.announcements.get(made.id)).toMatchObject({
      title: 'Bảo trì thang máy',
      status: 'scheduled',
      complexId: TEST_COMPLEX_ID,
      recipientCount: 0,
    });
    expect(shownStatus(made, new Date().toISOString())).toBe('sending');
    expect(await queued()).toEqual(['createAnnouncement']);
  });

  it('an urgent one without an end is refused with the message, nothing stored or queued', async () => {
    db = await freshDb();
    const values = {
      title: 'Mất điện',
      body: 'Đang khắc phục',
      category: 'emergency' as const,
      audience: { kind: 'complex' as const },
      urgent: true,
      endsAt: null,
      publishAt: null,
    };
    await expect(createAnnouncement(values, { db })).rejects.toThrow(
      messages.announcement.endsAtRequired,
    );
    expect(await db.announcements.count()).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('a scheduled one is cancelled on the device and queued', async () => {
    db = await freshDb();
    const later = hoursFrom(new Date().toISOString(), 2);
    const made = await createAnnouncement(
      {
        title: 'Diễn tập PCCC',
        body: 'Chủ nhật 9h',
        category: 'general',
        audience: { kind: 'complex' },
        urgent: false,
        endsAt: null,
        publishAt: later,
      },
      { db },
    );
    expect(shownStatus(made, new Date().toISOString())).toBe('scheduled');
    await cancelAnnouncement(made.id, { db });
    expect(await db.announcements.get(made.id)).toMatchObject({ status: 'cancelled' });
    expect(await queued()).toEqual(['createAnnouncement', 'cancelAnnouncement']);
  });

  it('a resident opening one marks it read once; opening it again queues nothing', async () => {
    db = await freshDb();
    await db.meta.put({
      key: 'currentUser',
      value: { id: 'resident-001', email: 'resident@chungcu.demo', role: 'resident' },
    });
    const announcement = sent();
    // As a pull lays them: her resident record, the announcement and her own recipient row.
    const residentId = uuidv7();
    const own = { id: residentId, email: 'resident@chungcu.demo', complexId: TEST_COMPLEX_ID };
    await db.residents.put({ ...own, searchText: '' } as never);
    await db.announcements.put(announcement);
    await db.announcementRecipients.put(recipient(announcement.id, null, residentId));
    expect(await markAnnouncementRead(announcement.id, { db })).toBe(true);
    const [row] = await db.announcementRecipients.toArray();
    expect(row?.readAt).not.toBeNull();
    expect(await markAnnouncementRead(announcement.id, { db })).toBe(false);
    expect(await queued()).toEqual(['markAnnouncementRead']);
  });
});

describe('announcement lists, counts and banners', () => {
  it('counts reads per announcement, marks unread ones, sorts newest first', () => {
    const a = sent({ sentAt: NOW });
    const b = sent({ sentAt: hoursFrom(NOW, 1) });
    const rows = [recipient(a.id, NOW), recipient(a.id, null), recipient(b.id, null)];
    expect(readCounts(rows).get(a.id)).toBe(1);
    expect(readCounts(rows).get(b.id)).toBeUndefined();
    expect([...unreadIds(rows)].sort()).toEqual([a.id, b.id].sort());
    expect(newestFirst([a, b]).map((x) => x.id)).toEqual([b.id, a.id]);
  });

  it('shows an urgent sent one as a banner until its end only', () => {
    const urgent = sent({ urgent: true, endsAt: hoursFrom(NOW, 2) });
    const over = sent({ urgent: true, endsAt: hoursFrom(NOW, -1) });
    const calm = sent();
    const cancelled = sent({ urgent: true, endsAt: hoursFrom(NOW, 2), status: 'cancelled' });
    expect(bannersAt([urgent, over, calm, cancelled], NOW).map((x) => x.id)).toEqual([urgent.id]);
    expect(bannersAt([urgent], hoursFrom(NOW, 3))).toEqual([]);
  });

  it('says whom it went to, and offers the floors of each block', () => {
    const block = (name: string): Block => ({
      onDutyId: null,
      onDutyName: null,
      id: uuidv7(),
      version: 1,
      deletedAt: null,
      createdAt: NOW,
      updatedAt: NOW,
      complexId: TEST_COMPLEX_ID,
      name,
    });
    const [a, b] = [block('A'), block('B')];
    const unit = (unitNumber: string, buildingBlock: string, floor: number) =>
      ({ id: uuidv7(), unitNumber, buildingBlock, floor, deletedAt: null }) as Apartment;
    const units = [unit('A-101', 'A', 1), unit('A-201', 'a', 2), unit('B-301', 'B', 3)];
    const blocks = new Map([a, b].map((x) => [x.id, x]));
    const byId = new Map(units.map((u) => [u.id, u]));
    const s = announcementStrings.get().audience;
    expect(audienceText({ kind: 'complex' }, blocks, byId)).toBe(s.complex);
    expect(audienceText({ kind: 'blocks', blockIds: [b.id, a.id] }, blocks, byId)).toBe(
      s.blocks('A, B'),
    );
    expect(
      audienceText({ kind: 'floors', floors: [{ blockId: a.id, floor: 2 }] }, blocks, byId),
    ).toBe(s.floors(s.floor('A', 2)));
    expect(
      audienceText({ kind: 'units', apartmentIds: [units[2]?.id as string] }, blocks, byId),
    ).toBe(s.units('B-301'));
    expect(floorsOf([b, a], units).map((f) => `${f.block}${f.floor}`)).toEqual(['A1', 'A2', 'B3']);
  });
});

describe('a time typed for a scheduled announcement', () => {
  it('is Hà Nội’s time whatever zone the device is set to; anything else is no time', () => {
    expect(fromLocalInput('2026-12-01T08:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(fromLocalInput('2026-12-01T00:30:15')).toBe('2026-11-30T17:30:15.000Z');
    expect([
      fromLocalInput(''),
      fromLocalInput('08:00'),
      fromLocalInput('2026-13-45T99:00'),
    ]).toEqual([null, null, null]);
  });
});
