import { expect, it } from 'vitest';
import { demoAccounts } from '../src/demo/accounts';
import { createJobs } from '../src/services/jobs';
import { blocksAB, inAnHour } from './announcement-fixtures';
import { describeEachDatabase } from './harness';

describeEachDatabase('announcements notify their recipients (S25, S27)', (use) => {
  /** The notifications of one announcement, by the account they went to. */
  async function notified(announcementId: string) {
    const rows = await use()
      .db('notifications')
      .where({ url: `/announcements/${announcementId}` })
      .orderBy('user_id');
    return rows.map((r: Record<string, unknown>) => ({
      userId: r.user_id,
      kind: r.kind,
      urgent: r.urgent,
      title: r.title,
    }));
  }

  it('one sent at once notifies the accounts of the residents it went to, urgent when it is', async () => {
    const { announce, blockA } = await blocksAB(use);
    const urgent = await announce({
      title: 'Thang máy tòa A dừng hoạt động',
      category: 'emergency',
      urgent: true,
      endsAt: inAnHour(),
      audience: { kind: 'blocks', blockIds: [blockA] },
    });
    // Lan lives in block A and has an account; Bảo (block B) is told nothing.
    expect(await notified(urgent.id)).toEqual([
      {
        userId: demoAccounts.resident.id,
        kind: 'announcement',
        urgent: true,
        title: expect.stringContaining('Thang máy tòa A dừng hoạt động'),
      },
    ]);
  });

  it('a scheduled one notifies when the job sends it, not before, and once', async () => {
    const { announce } = await blocksAB(use);
    const later = await announce({ publishAt: inAnHour() });
    expect(await notified(later.id)).toEqual([]);
    await use()
      .db('announcements')
      .where({ id: later.id })
      .update({ publish_at: new Date(Date.now() - 1000) });
    await Promise.all([
      createJobs(use().db).sendDueAnnouncements(),
      createJobs(use().db).sendDueAnnouncements(),
    ]);
    const rows = await notified(later.id);
    expect(rows.map((r) => r.userId).sort()).toEqual(
      [demoAccounts.resident.id, demoAccounts.residentB.id].sort(),
    );
    expect(rows.every((r) => r.urgent === false)).toBe(true);
  });
});
