import {
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementCategory,
} from '@chungcu/contracts';
import { blockIdOf } from '@chungcu/mutations';
import type { Tx } from '../db/database';
import { announcements, residents } from '../db/tables';
import { sendAnnouncement } from '../services/announcement-send';
import { type AuditEntry, writeAudit } from '../sync/audit';
import type { MutationContext } from '../sync/mutation';
import { nextVersion } from '../sync/version-clock';
import { demoAccounts } from './accounts';
import type { Household } from './seed-residents';
import { SEED_AUTHOR, insertSeeded } from './writer';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The second demo resident user (Bảo) lives in another block than Lan: the first household of
 * another block gives its primary member his name and email, so the demo shows an announcement
 * to one block reaching one of them and not the other. Answers his resident id.
 */
export async function linkSecondDemoResident(
  trx: Tx,
  households: readonly Household[],
): Promise<string | null> {
  const lanBlock = households[0]?.apartment.buildingBlock;
  const other = households.find((h) => h.apartment.buildingBlock !== lanBlock);
  const member = other?.members.find((m) => m.gender === 'male') ?? other?.members[0];
  if (!member) return null;
  const account = demoAccounts.residentB;
  await trx(residents.table).where({ id: member.id }).update({
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    phone: account.phoneNumber,
  });
  // What his household sees of him (a derived row of the same names).
  await trx('household_members')
    .where({ apartment_id: other?.apartment.id, first_name: member.firstName })
    .where({ last_name: member.lastName })
    .update({ first_name: account.firstName, last_name: account.lastName });
  return member.id;
}

interface Plan {
  title: string;
  body: string;
  category: AnnouncementCategory;
  audience: AnnouncementAudience;
  urgent?: boolean;
  endsAt?: Date;
  /** Sent this long before the seed; negative: scheduled this far ahead. */
  hoursAgo: number;
  /** Recipients who have read it, every n-th (the demo users' own marks stay unread). */
  readEvery?: number;
}

/** One announcement written by the head of management, sent (recipients fixed then) or scheduled. */
async function seedOne(trx: Tx, now: Date, complexId: string, plan: Plan, keepUnread: string[]) {
  const sentAt = new Date(now.getTime() - plan.hoursAgo * HOUR_MS);
  const written = new Date(Math.min(sentAt.getTime(), now.getTime()) - 2 * HOUR_MS);
  const row = await insertSeeded<Announcement>(
    trx,
    announcements,
    {
      complexId,
      title: plan.title,
      body: plan.body,
      category: plan.category,
      audience: JSON.stringify(plan.audience),
      urgent: plan.urgent ?? false,
      endsAt: plan.endsAt ?? null,
      publishAt: plan.hoursAgo < 0 ? sentAt : null,
      status: 'scheduled',
      createdBy: SEED_AUTHOR,
    },
    written,
  );
  if (plan.hoursAgo < 0) return;
  const audit: AuditEntry[] = [];
  const ctx: MutationContext = {
    trx,
    actor: { userId: SEED_AUTHOR, role: 'admin', email: null },
    now: sentAt,
    nextVersion: () => nextVersion(trx),
    audit: (entry) => audit.push({ ...entry, userId: SEED_AUTHOR }),
    // The seed pushes nothing: nobody is subscribed yet.
    afterCommit: () => undefined,
  };
  await sendAnnouncement(ctx, row.id);
  for (const entry of audit) await writeAudit(trx, entry);
  if (!plan.readEvery) return;
  const recipients: { id: string; resident_id: string }[] = await trx('announcement_recipients')
    .where({ announcement_id: row.id })
    .orderBy('id')
    .select('id', 'resident_id');
  for (const [i, recipient] of recipients.entries()) {
    if (i % plan.readEvery === 0 || keepUnread.includes(recipient.resident_id)) continue;
    const readAt = new Date(sentAt.getTime() + (i + 1) * 11 * 60 * 1000);
    await trx('announcement_recipients')
      .where({ id: recipient.id })
      .update({ read_at: readAt < now ? readAt : now });
  }
}

/**
 * The demo's announcements in the first complex: a fee notice to everyone (most have read it),
 * a water cut for Lan's block, an urgent lift breakdown for Bảo's block shown as a banner for
 * three days, and next month's fire drill, scheduled.
 */
export async function seedAnnouncements(
  trx: Tx,
  now: Date,
  complexId: string,
  households: readonly Household[],
  demoResidents: string[],
): Promise<void> {
  const lanBlock = households[0]?.apartment.buildingBlock ?? 'A';
  const baoBlock =
    households.find((h) => h.apartment.buildingBlock !== lanBlock)?.apartment.buildingBlock ??
    lanBlock;
  const block = (name: string): AnnouncementAudience => ({
    kind: 'blocks',
    blockIds: [blockIdOf(complexId, name)],
  });
  const plans: Plan[] = [
    {
      title: 'Thông báo thu phí quản lý tháng này',
      body: 'Ban quản lý thu phí quản lý và phí gửi xe từ ngày 1 đến ngày 10 hằng tháng tại quầy lễ tân tầng 1, hoặc chuyển khoản theo số tài khoản ghi trên hóa đơn.',
      category: 'fee',
      audience: { kind: 'complex' },
      hoursAgo: 72,
      readEvery: 3,
    },
    {
      title: `Tạm ngừng cấp nước tòa ${lanBlock}`,
      body: `Để vệ sinh bể nước mái, tòa ${lanBlock} tạm ngừng cấp nước từ 8h00 đến 11h30 sáng thứ Bảy. Quý cư dân vui lòng dự trữ nước.`,
      category: 'utility_cut',
      audience: block(lanBlock),
      hoursAgo: 20,
      readEvery: 2,
    },
    {
      title: `Sự cố thang máy số 2 tòa ${baoBlock}`,
      body: 'Thang máy số 2 đang dừng do sự cố kỹ thuật, kỹ thuật viên đang khắc phục. Quý cư dân vui lòng dùng thang số 1 hoặc thang bộ.',
      category: 'emergency',
      audience: block(baoBlock),
      urgent: true,
      endsAt: new Date(now.getTime() + 72 * HOUR_MS),
      hoursAgo: 1,
    },
    {
      title: 'Diễn tập phòng cháy chữa cháy',
      body: 'Ban quản lý phối hợp với Cảnh sát PCCC tổ chức diễn tập lúc 9h00 sáng Chủ nhật. Chuông báo cháy sẽ kêu thử trong 5 phút.',
      category: 'general',
      audience: { kind: 'complex' },
      hoursAgo: -10 * 24,
    },
  ];
  for (const plan of plans) await seedOne(trx, now, complexId, plan, demoResidents);
}
