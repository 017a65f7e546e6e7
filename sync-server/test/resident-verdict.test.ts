import { expect, it } from 'vitest';
import { messages, uuidv7 } from '@chungcu/contracts';
import { describeEachDatabase } from './harness';
import { createInquiry, createResident, linkDemoResident } from './inquiry-fixtures';

const m = messages.inquiry;

describeEachDatabase("a resident's verdict on completed work", (use) => {
  /** The demo resident's request, and the admin who completes it. */
  async function setup() {
    const admin = await use().signIn('admin');
    const { residentId, apartmentId } = await linkDemoResident(admin, use().db);
    const inquiry = await createInquiry(admin, { residentId, apartmentId });
    const resident = await use().signIn('resident');
    const complete = async () => {
      const res = await admin.patch(`/api/inquiries/${inquiry.id}`).send({ status: 'completed' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    return { admin, resident, inquiry, complete };
  }

  it('the resident confirms completed work with a rating and a comment, once; bad input changes nothing', async () => {
    const { admin, resident, inquiry, complete } = await setup();
    const early = await resident.post(`/api/inquiries/${inquiry.id}/confirm`).send({ rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(m.notCompleted);
    await complete();

    for (const body of [{ rating: 6 }, { rating: 0 }, { rating: 4.5 }, { rating: '5' }, {}]) {
      const bad = await resident.post(`/api/inquiries/${inquiry.id}/confirm`).send(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message).toBe(m.ratingInvalid);
    }
    // Staff never answer for the resident.
    const byStaff = await admin.post(`/api/inquiries/${inquiry.id}/confirm`).send({ rating: 5 });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.message).toBe(m.residentOnly);
    const untouched = await admin.get(`/api/inquiries/${inquiry.id}`);
    expect(untouched.body).toMatchObject({ rating: null, confirmedAt: null });

    const confirmed = await resident
      .post(`/api/inquiries/${inquiry.id}/confirm`)
      .send({ rating: 5, comment: 'Thợ đến đúng giờ, sửa gọn gàng' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'completed',
      rating: 5,
      ratingComment: 'Thợ đến đúng giờ, sửa gọn gàng',
    });
    expect(Date.parse(confirmed.body.confirmedAt)).not.toBeNaN();
    const again = await resident.post(`/api/inquiries/${inquiry.id}/confirm`).send({ rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.alreadyConfirmed);
    // Staff see the verdict.
    expect((await admin.get(`/api/inquiries/${inquiry.id}`)).body).toMatchObject({ rating: 5 });
  });

  it('the resident returns completed work with a reason: it reopens and staff see why; pushed offline too', async () => {
    const { admin, resident, inquiry, complete } = await setup();
    await complete();
    const empty = await resident.post(`/api/inquiries/${inquiry.id}/return`).send({ reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(m.returnReasonRequired);

    const returned = await resident
      .post(`/api/inquiries/${inquiry.id}/return`)
      .send({ reason: 'Vòi vẫn còn rỉ nước sau khi sửa' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const seen = await admin.get(`/api/inquiries/${inquiry.id}`);
    expect(seen.body).toMatchObject({
      status: 'in_progress',
      returnReason: 'Vòi vẫn còn rỉ nước sau khi sửa',
      confirmedAt: null,
    });
    expect(Date.parse(seen.body.returnedAt)).not.toBeNaN();
    // Not completed any more: nothing to confirm until staff complete it again.
    const tooSoon = await resident.post(`/api/inquiries/${inquiry.id}/confirm`).send({ rating: 4 });
    expect(tooSoon.status).toBe(409);

    // Completed again, the resident's device confirms it offline; the push applies it.
    await complete();
    const pushed = await resident.post('/api/sync/push').send({
      mutations: [
        {
          id: uuidv7(),
          name: 'confirmInquiry',
          args: { id: inquiry.id, rating: 4 },
          createdAt: new Date().toISOString(),
        },
      ],
    });
    expect(pushed.body.results[0], JSON.stringify(pushed.body)).toMatchObject({ ok: true });
    expect((await admin.get(`/api/inquiries/${inquiry.id}`)).body).toMatchObject({
      status: 'completed',
      rating: 4,
      returnReason: 'Vòi vẫn còn rỉ nước sau khi sửa',
    });
  });

  it("another resident's request does not exist for them (404), and nothing changes", async () => {
    const { admin, resident } = await setup();
    const stranger = await createResident(admin, { email: 'nguoi.khac@chungcu.vn' });
    const theirs = await createInquiry(admin, { residentId: stranger, status: 'completed' });
    const res = await resident.post(`/api/inquiries/${theirs.id}/confirm`).send({ rating: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(m.notFound);
    const bad = await resident.post('/api/inquiries/khong-phai-id/return').send({ reason: 'x' });
    expect(bad.status).toBe(404);
    expect((await admin.get(`/api/inquiries/${theirs.id}`)).body).toMatchObject({
      rating: null,
      returnReason: null,
    });
  });
});
