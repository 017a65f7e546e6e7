import { expect, it } from 'vitest';
import { messages, uuidv7 } from '@chungcu/contracts';
import { createJobs } from '../src/services/jobs';
import { blocksAB, inAnHour, recipientIds } from './announcement-fixtures';
import { assign } from './assignment-fixtures';
import { pushOne } from './complex-fixtures';
import { countRows, describeEachDatabase } from './harness';

const m = messages.announcement;

describeEachDatabase('announcements: audience, sending, scheduling', (use) => {
  it('S27: sent at once to the residents living now in the complex, a block, a floor or units', async () => {
    const { announce, residents: r, units, blockA, blockB } = await blocksAB(use);
    const ids = (...people: { id: string }[]) => people.map((p) => p.id).sort();

    const all = await announce({ audience: { kind: 'complex' } });
    expect(all).toMatchObject({ status: 'sent', recipientCount: 4, publishAt: null });
    expect(Date.parse(all.sentAt as string)).not.toBeNaN();
    expect(await recipientIds(use, all.id)).toEqual(ids(r.lan, r.bao, r.an, r.binh));

    const blockOfA = await announce({ audience: { kind: 'blocks', blockIds: [blockA] } });
    expect(await recipientIds(use, blockOfA.id)).toEqual(ids(r.lan, r.an, r.binh));
    const both = await announce({ audience: { kind: 'blocks', blockIds: [blockA, blockB] } });
    expect(both.recipientCount).toBe(4);

    const floor = await announce({
      audience: { kind: 'floors', floors: [{ blockId: blockA, floor: 1 }] },
    });
    expect(await recipientIds(use, floor.id)).toEqual(ids(r.an, r.binh));
    const firstFloors = await announce({
      audience: {
        kind: 'floors',
        floors: [
          { blockId: blockA, floor: 2 },
          { blockId: blockB, floor: 1 },
        ],
      },
    });
    expect(await recipientIds(use, firstFloors.id)).toEqual(ids(r.lan, r.bao));

    const unit = await announce({ audience: { kind: 'units', apartmentIds: [units.b101.id] } });
    expect(await recipientIds(use, unit.id)).toEqual(ids(r.bao));
    // Each recipient row names the unit that made them one.
    const [row] = await use().db('announcement_recipients').where({ announcement_id: unit.id });
    expect(row).toMatchObject({ apartment_id: units.b101.id, read_at: null });
  });

  it('S27: recipients are fixed at sending: a resident moving in afterwards does not get it', async () => {
    const { admin, announce, residents: r, units, blockA } = await blocksAB(use);
    const sent = await announce({ audience: { kind: 'blocks', blockIds: [blockA] } });
    expect(sent.recipientCount).toBe(3);
    await assign(admin, units.a101.id, r.bao.id);
    expect(await recipientIds(use, sent.id)).not.toContain(r.bao.id);
    const again = await admin.get(`/api/announcements/${sent.id}`);
    expect(again.body).toMatchObject({ recipientCount: 3 });
    const bao = await use().signIn('residentB');
    expect((await bao.get(`/api/announcements/${sent.id}`)).status).toBe(404);
    // The next one for block A reaches them.
    const next = await announce({ audience: { kind: 'blocks', blockIds: [blockA] } });
    expect(await recipientIds(use, next.id)).toContain(r.bao.id);
  });

  it('S27: a scheduled one waits for its time, then the job sends it once; until then it can be cancelled', async () => {
    const { admin, announce } = await blocksAB(use);
    const later = await announce({ publishAt: inAnHour() });
    expect(later).toMatchObject({ status: 'scheduled', recipientCount: 0, sentAt: null });
    expect(await createJobs(use().db).sendDueAnnouncements()).toBe(0);
    expect(await countRows(use().db, 'announcement_recipients')).toBe(0);

    // Its time comes (the clock moved on): two replicas' jobs at once send it exactly once.
    await use()
      .db('announcements')
      .where({ id: later.id })
      .update({ publish_at: new Date(Date.now() - 1000) });
    const rounds = await Promise.all([
      createJobs(use().db).sendDueAnnouncements(),
      createJobs(use().db).sendDueAnnouncements(),
    ]);
    expect(rounds[0] + rounds[1]).toBe(1);
    expect(await countRows(use().db, 'announcement_recipients')).toBe(4);
    const sent = (await admin.get(`/api/announcements/${later.id}`)).body;
    expect(sent).toMatchObject({ status: 'sent', recipientCount: 4 });
    const tooLate = await admin.post(`/api/announcements/${later.id}/cancel`).send({});
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(m.alreadySent);

    const other = await announce({ publishAt: inAnHour() });
    const cancelled = await admin.post(`/api/announcements/${other.id}/cancel`).send({});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect(Date.parse(cancelled.body.cancelledAt)).not.toBeNaN();
    const twice = await admin.post(`/api/announcements/${other.id}/cancel`).send({});
    expect(twice.body.message).toBe(m.alreadyCancelled);
    await use()
      .db('announcements')
      .where({ id: other.id })
      .update({ publish_at: new Date(Date.now() - 1000) });
    expect(await createJobs(use().db).sendDueAnnouncements()).toBe(0);
    expect(await countRows(use().db, 'announcement_recipients')).toBe(4);
  });

  it('pushed from a device: scheduled or sent as the server decides; a correction links what it corrects', async () => {
    const { admin, announce, complexId } = await blocksAB(use);
    const original = await announce();
    const id = uuidv7();
    const pushed = await pushOne(admin, 'createAnnouncement', {
      id,
      complexId,
      title: 'Đính chính: tạm ngừng cấp nước',
      body: 'Thời gian ngừng cấp nước là từ 9h đến 11h, không phải 8h.',
      correctsId: original.id,
    });
    expect(pushed).toContain('"ok":true');
    expect((await admin.get(`/api/announcements/${id}`)).body).toMatchObject({
      status: 'sent',
      correctsId: original.id,
      recipientCount: 4,
    });
    const scheduled = await announce({ publishAt: inAnHour() });
    const ofScheduled = await admin
      .post('/api/announcements')
      .send({ title: 'x', body: 'y', correctsId: scheduled.id });
    expect(ofScheduled.status).toBe(409);
    expect(ofScheduled.body.message).toBe(m.correctedNotSent);
    const ofNothing = await admin
      .post('/api/announcements')
      .send({ title: 'x', body: 'y', correctsId: uuidv7() });
    expect(ofNothing.status).toBe(404);
    expect(ofNothing.body.message).toBe(m.correctedNotFound);
  });

  it('an urgent one without an end is refused with the message; bad input is 4xx, never 500, and stores nothing', async () => {
    const { admin, blockA } = await blocksAB(use);
    const post = (body: unknown) => admin.post('/api/announcements').send(body as object);
    const urgent = await post({ title: 'Sự cố thang máy', body: 'Thang số 2 dừng', urgent: true });
    expect(urgent.status).toBe(400);
    expect(urgent.body.message).toBe(m.endsAtRequired);
    const past = await post({
      title: 'Mất điện',
      body: 'Đang khắc phục',
      urgent: true,
      endsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(m.endsInPast);
    const beforeSend = await post({
      title: 'Mất điện',
      body: 'Đang khắc phục',
      publishAt: inAnHour(),
      endsAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(beforeSend.body.message).toBe(m.endsBeforePublish);

    const bad: [unknown, number, string?][] = [
      [{}, 400, m.titleRequired],
      [{ title: '  ', body: 'x' }, 400, m.titleRequired],
      [{ title: 'x', body: '' }, 400, m.bodyRequired],
      [{ title: 'x', body: 'y', category: 'tiệc' }, 400, m.categoryInvalid],
      [{ title: 'x', body: 'y', audience: { kind: 'street' } }, 400, m.audienceInvalid],
      [{ title: 'x', body: 'y', audience: 'A' }, 400, m.audienceInvalid],
      [{ title: 'x', body: 'y', audience: { kind: 'blocks', blockIds: [] } }, 400, m.audienceEmpty],
      [{ title: 'x', body: 'y', audience: { kind: 'blocks', blockIds: ['A'] } }, 400],
      [
        {
          title: 'x',
          body: 'y',
          audience: { kind: 'floors', floors: [{ blockId: blockA, floor: 0 }] },
        },
        400,
        m.floorInvalid,
      ],
      [
        { title: 'x', body: 'y', audience: { kind: 'units', apartmentIds: [uuidv7()] } },
        404,
        m.audienceNotFound,
      ],
      [
        { title: 'x', body: 'y', audience: { kind: 'blocks', blockIds: [uuidv7()] } },
        404,
        m.audienceNotFound,
      ],
      [{ title: 'x', body: 'y', urgent: 'có' }, 400, m.urgentInvalid],
      [{ title: 'x', body: 'y', publishAt: 'ngày mai' }, 400],
      [{ title: 'x', body: 'y', publishAt: '3000-01-01T00:00:00Z' }, 400],
      [{ title: 'x', body: 'y', correctsId: 'khong-phai-id' }, 400],
      [{ title: 'x', body: 'y', status: 'sent' }, 400],
      [{ title: 'x'.repeat(201), body: 'y' }, 400],
      [[], 400],
    ];
    for (const [body, status, message] of bad) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await countRows(use().db, 'announcements')).toBe(0);
    const malformed = await admin.post('/api/announcements/khong-phai-id/cancel').send({});
    expect(malformed.status).toBe(404);
    const unknown = await admin.post(`/api/announcements/${uuidv7()}/cancel`).send({});
    expect(unknown.status).toBe(404);
    const withBody = await admin.post(`/api/announcements/${uuidv7()}/cancel`).send({ x: 1 });
    expect(withBody.status).toBe(400);
  });
});
