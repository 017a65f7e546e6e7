import { notificationTexts } from '@chungcu/contracts';
import type { Tx } from '../db/database';
import { notificationsRepo } from '../db/notifications.repo';
import { inquiries } from '../db/tables';
import { nextVersions } from '../sync/version-clock';

/**
 * The bell of the office as residents' requests would have left it: each request still new
 * (not yet received) told the staff serving its complex, or the company administrators where
 * nobody serves it (as rule S25 does when a request is made), at the time it was made. Without
 * them a manager's home and bell are empty while the dashboard counts requests waiting.
 */
export async function seedStaffNotices(trx: Tx): Promise<void> {
  const rows = await trx(inquiries.table)
    .where({ status: 'new' })
    .whereNull('deleted_at')
    .orderBy('created_at');
  for (const inquiry of rows.map((row) => inquiries.toEntity(row))) {
    const staff = await notificationsRepo.staffServing(trx, inquiry.complexId);
    const to = staff.length > 0 ? staff : await notificationsRepo.companyAdmins(trx);
    const unit = await notificationsRepo.unitNumber(trx, inquiry.apartmentId);
    const input = {
      kind: 'inquiryNew' as const,
      ...notificationTexts.inquiryNew(inquiry, unit),
      url: `/inquiries/${inquiry.id}`,
      urgent: inquiry.priority === 'urgent',
    };
    const versions = await nextVersions(trx, to.length);
    await notificationsRepo.insert(trx, to, input, versions, new Date(inquiry.createdAt));
  }
}
