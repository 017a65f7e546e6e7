/**
 * A request's conversation on the server: the resident and the office write to each other (push
 * and REST), each message tells the other side (rule S25); an internal note reaches no resident
 * device and tells nobody (S11); staff of another complex see none of it (S23).
 */
import { expect, it } from 'vitest';
import { messages, uuidv7 } from '@chungcu/contracts';
import { type Agent, pullAll, pushOne, staffOf, twoComplexes } from './complex-fixtures';
import { describeEachDatabase } from './harness';
import { createInquiry, linkDemoResident } from './inquiry-fixtures';

/** The rows of `entity` an agent's feed holds, oldest first. */
async function feedOf(agent: Agent, entity: string) {
  const { changes } = await pullAll(agent);
  return changes
    .filter((c) => c.entity === entity && !c.deletedAt)
    .map((c) => c.data as Record<string, unknown>);
}

describeEachDatabase('a request’s conversation', (use) => {
  it('S25: the resident asks, the office answers: each side is told, nobody of their own; the feed carries both', async () => {
    const { admin, first } = await twoComplexes(use);
    const { residentId, apartmentId } = await linkDemoResident(admin, use().db);
    const { agent: technician, userId: technicianId } = await staffOf(use, [first]);
    const request = await createInquiry(admin, { residentId, apartmentId });
    // Assigned to the technician, as a rule of the complex would (the settings call is S28's).
    await use().db('inquiries').where({ id: request.id }).update({ assignee_id: technicianId });
    const resident = await use().signIn('resident');

    const question = { id: uuidv7(), inquiryId: request.id, body: 'Thứ Bảy thợ lên được không?' };
    expect(await pushOne(resident, 'postInquiryMessage', question)).toContain('"ok":true');
    const told = (await feedOf(technician, 'notification')).filter(
      (n) => n.kind === 'inquiryMessage',
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: `Tin nhắn mới: ${request.title} (${request.number})`,
      url: `/inquiries/${request.id}`,
    });
    expect(String(told[0]?.body)).toContain(question.body);

    const answer = await technician
      .post(`/api/inquiries/${request.id}/messages`)
      .send({ body: 'Sáng thứ Bảy 9:00 thợ sẽ lên.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ fromStaff: true, internal: false, inquiryId: request.id });
    const residentTold = (await feedOf(resident, 'notification')).filter(
      (n) => n.kind === 'inquiryMessage',
    );
    expect(residentTold.map((n) => n.body)).toEqual([`Ban quản lý: ${answer.body.body}`]);
    // Nobody is told of their own message.
    expect(
      (await feedOf(technician, 'notification')).filter((n) => n.kind === 'inquiryMessage'),
    ).toHaveLength(1);
    expect((await feedOf(resident, 'inquiryMessage')).map((r) => r.body)).toEqual([
      question.body,
      answer.body.body,
    ]);
  });

  it('S11, S23: an internal note reaches no resident and tells nobody; another complex’s staff see none of it; bad input changes nothing', async () => {
    const { admin, second } = await twoComplexes(use);
    const { residentId, apartmentId } = await linkDemoResident(admin, use().db);
    const request = await createInquiry(admin, { residentId, apartmentId });
    const resident = await use().signIn('resident');
    const { agent: elsewhere } = await staffOf(use, [second]);
    const note = await admin
      .post(`/api/inquiries/${request.id}/messages`)
      .send({ body: 'Báo giá thợ ngoài 450.000 ₫', internal: true });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(await feedOf(resident, 'inquiryMessage')).toEqual([]);
    expect(
      (await feedOf(resident, 'notification')).filter((n) => n.kind === 'inquiryMessage'),
    ).toEqual([]);
    expect(await feedOf(elsewhere, 'inquiryMessage')).toEqual([]);
    const foreign = await elsewhere
      .post(`/api/inquiries/${request.id}/messages`)
      .send({ body: 'Xin chào' });
    expect([foreign.status, foreign.body.message]).toEqual([404, messages.inquiry.notFound]);

    const refused = await resident
      .post(`/api/inquiries/${request.id}/messages`)
      .send({ body: 'Ghi chú', internal: true });
    expect([refused.status, refused.body.message]).toEqual([
      403,
      messages.inquiryMessage.internalStaffOnly,
    ]);
    for (const body of [
      { body: '' },
      { body: 'x', internal: 'yes' },
      { body: 'x', extra: 1 },
      {},
    ]) {
      const bad = await resident.post(`/api/inquiries/${request.id}/messages`).send(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const rows = await use().db('inquiry_messages').select('id');
    expect(rows.map((r) => r.id)).toEqual([note.body.id]);
  });

  it('S11: a message’s photos are its author’s and go where the message goes: an internal note’s reach no resident', async () => {
    const { admin } = await twoComplexes(use);
    const { residentId, apartmentId } = await linkDemoResident(admin, use().db);
    const request = await createInquiry(admin, { residentId, apartmentId });
    const resident = await use().signIn('resident');
    const photoOf = (ownerId: string) => ({
      id: uuidv7(),
      ownerEntity: 'inquiryMessage',
      ownerId,
      purpose: 'photo',
      fileName: 'den-hanh-lang.jpg',
      mimeType: 'image/jpeg',
      byteSize: 2048,
      sha256: 'a'.repeat(64),
    });
    const question = { id: uuidv7(), inquiryId: request.id, body: 'Đèn hành lang tầng 12 tắt.' };
    expect(await pushOne(resident, 'postInquiryMessage', question)).toContain('"ok":true');
    const residentPhoto = photoOf(question.id);
    expect(await pushOne(resident, 'createAttachment', residentPhoto)).toContain('"ok":true');
    const note = await admin
      .post(`/api/inquiries/${request.id}/messages`)
      .send({ body: 'Ảnh báo giá', internal: true });
    const notePhoto = photoOf(note.body.id);
    expect(await pushOne(admin, 'createAttachment', notePhoto)).toContain('"ok":true');

    // Nobody adds to another's message: the office to the resident's, the resident to a note
    // they cannot see (it does not exist for them).
    const intruding = await pushOne(admin, 'createAttachment', photoOf(question.id));
    expect(intruding).toContain('"forbidden"');
    const hidden = await pushOne(resident, 'createAttachment', photoOf(note.body.id));
    expect(hidden).toContain('"not_found"');

    const filesOf = async (agent: Agent) =>
      (await feedOf(agent, 'attachment')).map((a) => a.id).sort();
    expect(await filesOf(resident)).toEqual([residentPhoto.id]);
    expect(await filesOf(admin)).toEqual([residentPhoto.id, notePhoto.id].sort());
    const stored = await use().db('attachments').where({ owner_entity: 'inquiryMessage' });
    expect(stored).toHaveLength(2);
  });
});
