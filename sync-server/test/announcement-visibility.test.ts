import { afterAll, afterEach, expect, it } from 'vitest';
import { messages } from '@chungcu/contracts';
import { demoAccounts } from '../src/demo/accounts';
import { stopPokes } from '../src/sync/pokes';
import { createJobs } from '../src/services/jobs';
import { blocksAB } from './announcement-fixtures';
import { attachmentBody, png, uploaded } from './attachment-fixtures';
import { pullAll, pushOne, staffOf, twoComplexes } from './complex-fixtures';
import { sessionCookie, streamServer } from './event-stream';
import { describeEachDatabase } from './harness';

const m = messages.announcement;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  'announcements: who sees them and who has read them (S11, S15)',
  (use) => {
    const served = streamServer(() => use().app);
    afterEach(() => served.closeStreams());
    afterAll(async () => {
      await served.close();
      await stopPokes(use().db);
    });

    it("S11: a resident of block B never sees block A's announcement, in the feed or by REST", async () => {
      const { announce, blockA, residents: r } = await blocksAB(use);
      const sent = await announce({ audience: { kind: 'blocks', blockIds: [blockA] } });
      const lan = await use().signIn('resident');
      const bao = await use().signIn('residentB');

      const lanFeed = (await pullAll(lan)).changes;
      expect(lanFeed.filter((c) => c.entity === 'announcement').map((c) => c.id)).toEqual([
        sent.id,
      ]);
      // Her own recipient row (her unread mark), never who else received it.
      const rows = lanFeed.filter((c) => c.entity === 'announcementRecipient');
      expect(rows.map((c) => c.data?.residentId)).toEqual([r.lan.id]);
      expect((await lan.get('/api/announcements')).body.map((a: { id: string }) => a.id)).toEqual([
        sent.id,
      ]);
      const own = await lan.get(`/api/announcements/${sent.id}/recipients`);
      expect(own.body.map((row: { residentId: string }) => row.residentId)).toEqual([r.lan.id]);

      const baoFeed = (await pullAll(bao)).changes;
      expect(baoFeed.some((c) => c.entity.startsWith('announcement'))).toBe(false);
      expect((await bao.get('/api/announcements')).body).toEqual([]);
      for (const path of ['', '/recipients']) {
        const res = await bao.get(`/api/announcements/${sent.id}${path}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(m.notFound);
      }
      // Residents write none.
      const post = await lan.post('/api/announcements').send({ title: 'x', body: 'y' });
      expect(post.status).toBe(403);
    });

    it("S11, S23: staff see their complexes' announcements and every recipient; another complex's staff, nothing", async () => {
      const { announce } = await blocksAB(use);
      const sent = await announce();
      const { first, second } = await twoComplexes(use);
      const ours = await staffOf(use, [first]);
      const theirs = await staffOf(use, [second]);
      const recipients = await ours.agent.get(`/api/announcements/${sent.id}/recipients`);
      expect(recipients.body).toHaveLength(4);
      expect(recipients.body[0]).toMatchObject({ unitNumber: 'A-101', readAt: null });
      const feed = (await pullAll(ours.agent)).changes;
      expect(feed.filter((c) => c.entity === 'announcementRecipient')).toHaveLength(4);
      expect((await theirs.agent.get(`/api/announcements/${sent.id}`)).status).toBe(404);
      const cancel = await theirs.agent.post(`/api/announcements/${sent.id}/cancel`).send({});
      expect(cancel.status).toBe(404);
      expect((await pullAll(theirs.agent)).changes.some((c) => c.entity === 'announcement')).toBe(
        false,
      );
    });

    it('S27: opening marks it read once; the read count rises; another resident or staff cannot mark it', async () => {
      const { admin, announce, blockA, residents: r } = await blocksAB(use);
      const sent = await announce({ audience: { kind: 'blocks', blockIds: [blockA] } });
      const readCount = async () =>
        (await admin.get(`/api/announcements/${sent.id}/recipients`)).body.filter(
          (row: { readAt: string | null }) => row.readAt,
        ).length;
      expect(await readCount()).toBe(0);

      const bao = await use().signIn('residentB');
      const refused = await bao.post(`/api/announcements/${sent.id}/read`).send({});
      expect(refused.status).toBe(404);
      expect(await readCount()).toBe(0);
      const byStaff = await admin.post(`/api/announcements/${sent.id}/read`).send({});
      expect(byStaff.status).toBe(403);
      expect(byStaff.body.message).toBe(m.recipientOnly);

      const lan = await use().signIn('resident');
      const read = await lan.post(`/api/announcements/${sent.id}/read`).send({});
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(await readCount()).toBe(1);
      const [row] = await use()
        .db('announcement_recipients')
        .where({ announcement_id: sent.id, resident_id: r.lan.id });
      const first = new Date(row.read_at).toISOString();
      // Again, from her device's queue: the first time is kept.
      expect(await pushOne(lan, 'markAnnouncementRead', { id: sent.id })).toContain('"ok":true');
      const [same] = await use()
        .db('announcement_recipients')
        .where({ announcement_id: sent.id, resident_id: r.lan.id });
      expect(new Date(same.read_at).toISOString()).toBe(first);
      expect(await pushOne(bao, 'markAnnouncementRead', { id: sent.id })).toContain('not_found');
      expect(await readCount()).toBe(1);
    });

    it("S27: a scheduled announcement's photos reach its recipients with it when it is sent, bytes too; not others", async () => {
      const { admin, announce, blockA } = await blocksAB(use);
      const lan = await use().signIn('resident');
      const bao = await use().signIn('residentB');
      const later = await announce({
        audience: { kind: 'blocks', blockIds: [blockA] },
        publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const photo = await uploaded(admin, 'announcement', later.id, png());
      // Lan's device is up to date before it goes out: the photo is older than her cursor.
      const before = await pullAll(lan);
      expect(before.changes.some((c) => c.id === photo)).toBe(false);
      expect((await lan.get(`/api/attachments/${photo}/content`)).status).toBe(404);

      await use()
        .db('announcements')
        .where({ id: later.id })
        .update({ publish_at: new Date(Date.now() - 1000) });
      expect(await createJobs(use().db).sendDueAnnouncements()).toBe(1);
      const after = await pullAll(lan, { cursor: before.cursor, epoch: before.epoch });
      expect(after.changes.map((c) => c.entity)).toEqual(
        expect.arrayContaining(['announcement', 'announcementRecipient', 'attachment']),
      );
      expect(after.changes.some((c) => c.id === photo)).toBe(true);
      expect((await lan.get(`/api/attachments/${photo}/content`)).status).toBe(200);
      expect((await pullAll(bao)).changes.some((c) => c.id === photo)).toBe(false);
      expect((await bao.get(`/api/attachments/${photo}/content`)).status).toBe(404);
      // Residents attach nothing to announcements.
      const theirs = await lan
        .post('/api/attachments')
        .send(attachmentBody('announcement', later.id, png()));
      expect(theirs.status).toBe(403);
    });

    it("S15: a sent announcement pokes its recipients' open devices, not the others'", async () => {
      const { announce, blockA } = await blocksAB(use);
      const open = async (account: 'resident' | 'residentB') => {
        const { email, password } = demoAccounts[account];
        const cookie = await sessionCookie(await served.baseUrl(), email, password);
        const stream = await served.open(cookie);
        await stream.waitFor('poke', 1);
        return stream;
      };
      const lan = await open('resident');
      const bao = await open('residentB');
      await announce({ audience: { kind: 'blocks', blockIds: [blockA] } });
      await lan.waitFor('poke', 2);
      await sleep(300);
      expect(bao.pokes()).toHaveLength(1);
    });
  },
  { liveUpdates: { keepAliveMs: 60_000, coalesceMs: 30 } },
);
