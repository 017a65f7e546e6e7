import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { type TestContext, describeEachDatabase, firstComplexId } from '../../test/harness';
import {
  type Agent,
  assign,
  createApartment,
  createResident,
  demoResidentEmail,
} from '../../test/assignment-fixtures';
import { attachmentBody, png, uploaded } from '../../test/attachment-fixtures';

/** A progress step of a request, inserted directly (progress has calls of its own). */
async function insertStep(db: TestContext['db'], inquiryId: string): Promise<string> {
  const id = randomUUID();
  await db('inquiry_progress').insert({
    id,
    complex_id: await firstComplexId(db),
    inquiry_id: inquiryId,
    step_title: 'Kiểm tra',
    step_order: 1,
    status: 'pending',
    version: 1,
  });
  return id;
}

async function fileInquiry(agent: Agent, residentId?: string): Promise<string> {
  const res = await agent
    .post('/api/inquiries')
    .send({ title: 'Rò nước', description: 'Trần bị thấm.', residentId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describeEachDatabase('attachments: who may read them', (use) => {
  /** Two households: the demo resident user's and another one; files on everything. */
  async function world() {
    const { db } = use();
    const admin = await use().signIn('admin');
    const resident = await use().signIn('resident');
    const me = await createResident(admin, { email: demoResidentEmail });
    const other = await createResident(admin);
    const home = await createApartment(admin);
    const elsewhere = await createApartment(admin);
    await assign(admin, home.id, me.id);
    await assign(admin, elsewhere.id, other.id);
    const myInquiry = await fileInquiry(resident);
    const forMe = await fileInquiry(admin, me.id);
    const theirs = await fileInquiry(admin, other.id);
    const file = (owner: string, id: string, extra: Record<string, unknown> = {}) =>
      uploaded(admin, owner, id, png(), extra);
    const visible = {
      myInquiry: await uploaded(resident, 'inquiry', myInquiry),
      filedForMe: await file('inquiry', forMe),
      myStep: await file('inquiryProgress', await insertStep(db, myInquiry)),
      myPhoto: await file('resident', me.id),
      myIdCardFront: await file('resident', me.id, { purpose: 'idCardFront' }),
      myIdCardBack: await file('resident', me.id, { purpose: 'idCardBack' }),
      homePhoto: await file('apartment', home.id),
    };
    const hidden = {
      theirInquiry: await file('inquiry', theirs),
      theirStep: await file('inquiryProgress', await insertStep(db, theirs)),
      theirPhoto: await file('resident', other.id),
      theirIdCardFront: await file('resident', other.id, { purpose: 'idCardFront' }),
      theirIdCardBack: await file('resident', other.id, { purpose: 'idCardBack' }),
      elsewherePhoto: await file('apartment', elsewhere.id),
      homeFile: await file('apartment', home.id, { purpose: 'file' }),
    };
    return { admin, resident, visible, hidden, home, other, theirs };
  }

  it('S11: a resident user reads the files of their requests, steps, records and home; nothing else', async () => {
    const { admin, resident, visible, hidden } = await world();
    for (const [what, id] of Object.entries(visible)) {
      for (const kind of ['content', 'thumbnail']) {
        expect((await resident.get(`/api/attachments/${id}/${kind}`)).status, what).toBe(200);
      }
    }
    for (const [what, id] of Object.entries(hidden)) {
      for (const kind of ['content', 'thumbnail']) {
        const res = await resident.get(`/api/attachments/${id}/${kind}`);
        expect(res.status, what).toBe(404);
        expect(res.headers['content-type']).toMatch(/json/);
      }
    }
    for (const id of [...Object.values(visible), ...Object.values(hidden)]) {
      expect((await admin.get(`/api/attachments/${id}/content`)).status).toBe(200);
    }
  });

  it('ID-card sides: every admin and the resident themselves, nobody else', async () => {
    const { resident, visible, hidden } = await world();
    const technician = await use().signIn('technician');
    for (const id of [visible.myIdCardFront, hidden.theirIdCardBack]) {
      expect((await technician.get(`/api/attachments/${id}/content`)).status).toBe(200);
    }
    expect((await resident.get(`/api/attachments/${visible.myIdCardBack}/content`)).status).toBe(
      200,
    );
    expect((await resident.get(`/api/attachments/${hidden.theirIdCardFront}/content`)).status).toBe(
      404,
    );
    expect(
      (await use().anonymous().get(`/api/attachments/${visible.myIdCardFront}/content`)).status,
    ).toBe(401);
  });

  it('a resident user attaches only to their own requests; another one is 404, a unit 403', async () => {
    const { resident, home, other, theirs } = await world();
    const bytes = png();
    const onTheirs = await resident
      .post('/api/attachments')
      .send(attachmentBody('inquiry', theirs, bytes));
    expect(onTheirs.status).toBe(404);
    const onHome = await resident
      .post('/api/attachments')
      .send(attachmentBody('apartment', home.id, bytes));
    expect(onHome.status).toBe(403);
    const onRecord = await resident
      .post('/api/attachments')
      .send(attachmentBody('resident', other.id, bytes));
    expect(onRecord.status).toBe(403);
  });

  it('moved out: the old home photos are no longer theirs to read', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const resident = await use().signIn('resident');
    const me = await createResident(admin, { email: demoResidentEmail });
    const home = await createApartment(admin);
    const stay = await assign(admin, home.id, me.id);
    const photo = await uploaded(admin, 'apartment', home.id);
    expect((await resident.get(`/api/attachments/${photo}/content`)).status).toBe(200);
    await db('apartment_assignments').where({ id: stay.id }).update({ move_out_date: new Date() });
    expect((await resident.get(`/api/attachments/${photo}/content`)).status).toBe(404);
  });
});
