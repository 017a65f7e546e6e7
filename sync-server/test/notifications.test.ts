import { expect, it } from 'vitest';
import { messages, uuidv7 } from '@chungcu/contracts';
import { pushRepo } from '../src/db/push.repo';
import { notifyUsers, onNotificationsCommitted } from '../src/services/notifications.service';
import { runMutation } from '../src/sync/mutation';
import { createPushService } from '../src/services/push.service';
import { type Agent, pullAll, pushOne, staffOf, twoComplexes } from './complex-fixtures';
import { describeEachDatabase, firstComplexId } from './harness';
import { createInquiry, createTemplate, linkDemoResident } from './inquiry-fixtures';
import { startedInspection } from './inspection-fixtures';
import { deviceKeys } from './push-fixtures';

const m = messages.notification;

/** The notifications an agent's feed holds, oldest first. */
async function notificationsOf(agent: Agent) {
  const { changes } = await pullAll(agent);
  return changes
    .filter((c) => c.entity === 'notification' && !c.deletedAt)
    .map((c) => c.data as Record<string, unknown>);
}

describeEachDatabase('notifications and push subscriptions', (use) => {
  it('stores a device subscription; bad input is refused with a message, anonymous with 401', async () => {
    const resident = await use().signIn('resident');
    const device = deviceKeys();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${uuidv7()}`;
    const ok = await resident.post('/api/push/subscriptions').send({ endpoint, keys: device.keys });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const stored = await use().db('push_subscriptions').where({ endpoint });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      user_id: 'resident-001',
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
    });
    // The same device posting again changes nothing but its keys.
    const again = await resident
      .post('/api/push/subscriptions')
      .send({ endpoint, keys: device.keys });
    expect(again.status).toBe(201);
    expect(await use().db('push_subscriptions').where({ endpoint })).toHaveLength(1);

    const bad: [unknown, string][] = [
      [{}, m.endpointInvalid],
      [{ endpoint: 'http://push.example.net/x', keys: device.keys }, m.endpointInvalid],
      [{ endpoint: 'không phải địa chỉ', keys: device.keys }, m.endpointInvalid],
      [{ endpoint }, m.keysRequired],
      [{ endpoint, keys: { ...device.keys, p256dh: 'abc' } }, m.keyInvalid],
      [{ endpoint, keys: { ...device.keys, auth: 'có dấu' } }, m.authInvalid],
      [{ endpoint, keys: device.keys, extra: 1 }, messages.common.unknownField('extra')],
      [{ endpoint: 42, keys: 'x' }, m.endpointInvalid],
    ];
    for (const [body, message] of bad) {
      const res = await resident.post('/api/push/subscriptions').send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    const anonymous = await use()
      .anonymous()
      .post('/api/push/subscriptions')
      .send({ endpoint, keys: device.keys });
    expect(anonymous.status).toBe(401);
    expect((await use().anonymous().get('/api/push/public-key')).status).toBe(401);
    expect(await use().db('push_subscriptions')).toHaveLength(1);
  });

  it('a subscription re-posted by another user moves to them; DELETE removes only the caller’s own', async () => {
    const resident = await use().signIn('resident');
    const admin = await use().signIn('admin');
    const endpoint = `https://fcm.googleapis.com/fcm/send/${uuidv7()}`;
    const { keys } = deviceKeys();
    await resident.post('/api/push/subscriptions').send({ endpoint, keys });
    expect((await admin.post('/api/push/subscriptions').send({ endpoint, keys })).status).toBe(201);
    const moved = await use().db('push_subscriptions').where({ endpoint });
    expect(moved.map((row) => row.user_id)).toEqual(['admin-001']);

    // The resident no longer owns it: their DELETE leaves it alone.
    expect((await resident.delete('/api/push/subscriptions').send({ endpoint })).status).toBe(204);
    expect(await use().db('push_subscriptions').where({ endpoint })).toHaveLength(1);
    expect((await admin.delete('/api/push/subscriptions').send({ endpoint })).status).toBe(204);
    expect(await use().db('push_subscriptions').where({ endpoint })).toHaveLength(0);
    const bad = await admin.delete('/api/push/subscriptions').send({});
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(m.endpointInvalid);
  });

  it('the VAPID key pair is made once, even by replicas racing, and kept in the database', async () => {
    const resident = await use().signIn('resident');
    const first = await resident.get('/api/push/public-key');
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // Another process (its own service, nothing remembered) reads the same pair.
    const other = createPushService(use().db, { subject: 'mailto:test@chungcu.example' });
    expect(await other.publicKey()).toEqual(first.body);
    // Two replicas on an empty table: one insert wins, both answer its keys.
    await use().db('vapid_keys').delete();
    const made = (n: number) => () => ({ publicKey: `pub-${n}`, privateKey: `priv-${n}` });
    const [a, b] = await Promise.all([
      pushRepo.vapidKeys(use().db, made(1)),
      pushRepo.vapidKeys(use().db, made(2)),
    ]);
    expect(a).toEqual(b);
    expect(await use().db('vapid_keys')).toHaveLength(1);
  });

  it("S25: a request's status change notifies its resident, in their feed alone; marking read is theirs alone", async () => {
    const admin = await use().signIn('admin');
    const { residentId, apartmentId } = await linkDemoResident(admin, use().db);
    const inquiry = await createInquiry(admin, { residentId, apartmentId });
    const resident = await use().signIn('resident');
    const staff = await staffOf(use, [await firstComplexId(use().db)]);
    expect(await notificationsOf(resident)).toEqual([]);

    const moved = await admin.patch(`/api/inquiries/${inquiry.id}`).send({ status: 'in_progress' });
    expect(moved.status).toBe(200);
    // A change that leaves the status alone tells nobody.
    await admin.patch(`/api/inquiries/${inquiry.id}`).send({ priority: 'low' });
    const [note, ...rest] = await notificationsOf(resident);
    expect(rest).toEqual([]);
    expect(note).toMatchObject({
      userId: 'resident-001',
      kind: 'inquiryStatus',
      title: 'Yêu cầu của bạn: Đang xử lý',
      // The request named by its title and its number (S32), never its id.
      body: `“Vòi nước bị rò rỉ” (${inquiry.number}) đã chuyển sang trạng thái “Đang xử lý”.`,
      // …and what it says as data, for a device in another language to word (through the feed).
      params: {
        kind: 'inquiryStatus',
        request: { id: inquiry.id, title: 'Vòi nước bị rò rỉ', number: inquiry.number },
        status: 'in_progress',
      },
      url: `/inquiries/${inquiry.id}`,
      urgent: false,
      readAt: null,
    });
    expect(note).not.toHaveProperty('pushState');
    // Staff and the company administrator never see another account's notifications.
    expect((await notificationsOf(staff.agent)).map((n) => n.id)).not.toContain(note?.id);
    expect((await notificationsOf(admin)).map((n) => n.id)).not.toContain(note?.id);

    // Another account marking it read: it does not exist for them, and nothing changes.
    for (const other of [admin, staff.agent]) {
      const refused = await pushOne(other, 'markNotificationsRead', { ids: [note?.id] });
      expect(refused).toContain(m.notFound);
    }
    const stranger = await pushOne(resident, 'markNotificationsRead', {
      ids: [note?.id, uuidv7()],
    });
    expect(stranger).toContain(m.notFound);
    expect((await notificationsOf(resident))[0]?.readAt).toBeNull();

    const read = await pushOne(resident, 'markNotificationsRead', { ids: [note?.id] });
    expect(read).toContain('"ok":true');
    const [after] = await notificationsOf(resident);
    expect(Date.parse(String(after?.readAt))).not.toBeNaN();
    const empty = await pushOne(resident, 'markNotificationsRead', { ids: [] });
    expect(empty).toContain(m.idsRequired);
  });

  it("a new request notifies the staff serving its complex, not another complex's, nor its filer", async () => {
    const { admin, first, second } = await twoComplexes(use);
    const here = await staffOf(use, [first]);
    const manager = await staffOf(use, [first], 'manager');
    const elsewhere = await staffOf(use, [second]);
    const { apartmentId } = await linkDemoResident(admin, use().db);
    const resident = await use().signIn('resident');
    const filed = await createInquiry(resident, {
      apartmentId,
      title: 'Thang máy kêu to',
      priority: 'urgent',
    });

    for (const agent of [here.agent, manager.agent]) {
      const notes = await notificationsOf(agent);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        kind: 'inquiryNew',
        title: 'Yêu cầu mới từ căn B2-201',
        body: `“Thang máy kêu to” (${filed.number})`,
        url: `/inquiries/${filed.id}`,
        urgent: true,
      });
    }
    expect(await notificationsOf(elsewhere.agent)).toEqual([]);
    expect(await notificationsOf(resident)).toEqual([]);
    // Someone serves the complex: the company administrators are not told.
    expect(await notificationsOf(admin)).toEqual([]);

    // Staff filing one themselves: the others hear of it, they do not.
    await createInquiry(here.agent, { apartmentId, title: 'Đèn hành lang hỏng' });
    expect(await notificationsOf(here.agent)).toHaveLength(1);
    expect(await notificationsOf(manager.agent)).toHaveLength(2);
  });

  it('S25: a request made from an inspection’s failed item, and a step moving its status, notify too', async () => {
    const { admin, first } = await twoComplexes(use);
    const here = await staffOf(use, [first]);
    const { inspection } = await startedInspection(admin);
    await admin
      .patch(`/api/inspections/${inspection.id}`)
      .send({ results: [{ itemId: 'lock', outcome: 'fail', note: 'Khoá kẹt' }] });
    const finding = await admin.post(`/api/inspections/${inspection.id}/findings/lock/inquiry`);
    expect(finding.status).toBe(201);
    const [made] = await notificationsOf(here.agent);
    expect(made).toMatchObject({ kind: 'inquiryNew', url: `/inquiries/${finding.body.id}` });
    // Answered again, the item's request is not made again, nor announced again.
    await admin.post(`/api/inspections/${inspection.id}/findings/lock/inquiry`);
    expect(await notificationsOf(here.agent)).toHaveLength(1);

    const { residentId, apartmentId } = await linkDemoResident(admin, use().db);
    const { template } = await createTemplate(admin, [{}]);
    const inquiry = await createInquiry(admin, {
      residentId,
      apartmentId,
      templateId: template.id,
    });
    const init = await admin.post(`/api/inquiries/${inquiry.id}/init-progress`);
    expect(init.status).toBe(201);
    const [step] = init.body.progressSteps as { id: string }[];
    const started = await admin
      .patch(`/api/inquiries/${inquiry.id}/progress/${step?.id}`)
      .send({ status: 'in_progress' });
    expect(started.status).toBe(200);
    const resident = await use().signIn('resident');
    expect(await notificationsOf(resident)).toMatchObject([
      {
        kind: 'inquiryStatus',
        title: 'Yêu cầu của bạn: Đang xử lý',
        url: `/inquiries/${inquiry.id}`,
      },
    ]);
  });

  it('a request in a complex nobody serves goes to the company administrators', async () => {
    // The demo's manager and technician serve the first complex (harness.ts): not here.
    await use().db('staff_complexes').delete();
    const admin = await use().signIn('admin');
    const { apartmentId } = await linkDemoResident(admin, use().db);
    const resident = await use().signIn('resident');
    await createInquiry(resident, { apartmentId });
    const rows = await use().db('notifications').orderBy('user_id');
    // The demo has one administrator; its technician and guard are staff.
    expect(rows.map((row) => [row.user_id, row.kind])).toEqual([['admin-001', 'inquiryNew']]);
    expect((await notificationsOf(admin)).map((n) => n.userId)).toEqual(['admin-001']);
  });

  it('S25: notifyUsers writes in the caller’s transaction: a write that rolls back leaves no notification and wakes no sender', async () => {
    const woken: string[] = [];
    const stop = onNotificationsCommitted(() => woken.push('woken'));
    const actor = { userId: 'admin-001', role: 'admin' as const, email: 'admin@chungcu.demo' };
    const request = { actor, method: 'POST', path: '/test', body: null };
    const params = {
      kind: 'announcement' as const,
      title: 'Cắt nước',
      body: 'Tòa A, 8h–11h',
      category: 'utility_cut',
    };
    const input = { params };
    try {
      await expect(
        runMutation(use().db, request, async (ctx) => {
          await notifyUsers(ctx, ['resident-001', 'admin-002'], input);
          throw new Error('the write failed after its notifications');
        }),
      ).rejects.toThrow('the write failed');
      expect(await use().db('notifications')).toHaveLength(0);
      expect(woken).toEqual([]);

      const made = await runMutation(use().db, request, async (ctx) => {
        // Duplicates and unknown accounts are dropped.
        const rows = await notifyUsers(ctx, ['resident-001', 'resident-001', 'nobody'], {
          ...input,
          urgent: true,
          url: '/announcements/1',
        });
        return { status: 200, body: rows };
      });
      // Worded in Vietnamese from its params, which it keeps for each device to word again.
      expect(made.body).toMatchObject([
        {
          userId: 'resident-001',
          kind: 'announcement',
          title: 'Cắt điện/nước: Cắt nước',
          body: 'Tòa A, 8h–11h',
          params,
          urgent: true,
          readAt: null,
        },
      ]);
      expect(woken).toEqual(['woken']);
    } finally {
      stop();
    }
  });
});
