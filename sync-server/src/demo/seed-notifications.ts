import type { Tx } from '../db/database';
import { inquiries } from '../db/tables';
import { newRequestNotice } from '../services/inquiry-notices';
import { writeNotifications } from '../services/notifications.service';

/**
 * The bell of the office as residents' requests would have left it: each request still new
 * (not yet received) told whom rule S25 tells of a new request, at the time it was made. Without
 * them a manager's home and bell are empty while the dashboard counts requests waiting.
 */
export async function seedStaffNotices(trx: Tx): Promise<void> {
  const rows = await trx(inquiries.table)
    .where({ status: 'new' })
    .whereNull('deleted_at')
    .orderBy('created_at');
  for (const inquiry of rows.map((row) => inquiries.toEntity(row))) {
    const { to, notice } = await newRequestNotice(trx, inquiry);
    await writeNotifications(trx, to, notice, new Date(inquiry.createdAt));
  }
}
