import { randomUUID } from 'node:crypto';
import { messages } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { countRows, describeEachDatabase } from '../../test/harness';
import { auditOf } from '../../test/assignment-fixtures';
import { attachmentBody, png, uploaded } from '../../test/attachment-fixtures';
import {
  completeInspection,
  createInspectionTemplate,
  startedInspection,
  templateBody,
} from '../../test/inspection-fixtures';

const m = messages.inspection;

describeEachDatabase('inspections', (use) => {
  describe('templates', () => {
    it('creates a checklist, giving ids to items sent without; lists it for staff', async () => {
      const admin = await use().signIn('admin');
      const res = await admin.post('/api/inspection-templates').send({
        name: 'Kiểm tra an toàn',
        items: [
          { section: 'PCCC', label: 'Bình chữa cháy còn hạn', needsPhotoOnFail: true },
          { id: 'elcb', section: 'Điện', label: 'Aptomat chống giật' },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.items).toHaveLength(2);
      expect(res.body.items[0]).toMatchObject({ section: 'PCCC', needsPhotoOnFail: true });
      expect(res.body.items[0].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.items[1]).toEqual({
        id: 'elcb',
        section: 'Điện',
        label: 'Aptomat chống giật',
        needsPhotoOnFail: false,
      });
      const list = await admin.get('/api/inspection-templates');
      expect(list.status).toBe(200);
      expect(list.body.map((t: { id: string }) => t.id)).toEqual([res.body.id]);
      expect((await auditOf(use().db, res.body.id))[0]?.action).toBe('create');
    });

    it('refuses bad checklists with a clear message and stores nothing', async () => {
      const admin = await use().signIn('admin');
      const cases: [Record<string, unknown>, string][] = [
        [templateBody({ name: '  ' }), m.nameRequired],
        [templateBody({ items: [] }), m.itemsRequired],
        [templateBody({ items: 'cửa' }), m.itemsRequired],
        [templateBody({ items: [{ section: 'Cửa' }] }), m.labelRequired],
        [templateBody({ items: [{ label: 'Cửa' }] }), m.sectionRequired],
        [templateBody({ items: [{ id: 'a b', section: 'S', label: 'L' }] }), m.itemIdInvalid],
        [
          templateBody({
            items: [
              { id: 'a', section: 'S', label: 'L' },
              { id: 'a', section: 'S', label: 'M' },
            ],
          }),
          m.itemIdsRepeated,
        ],
        [
          templateBody({ items: [{ section: 'S', label: 'L', needsPhotoOnFail: 'yes' }] }),
          messages.common.invalidBody,
        ],
        [{ ...templateBody(), colour: 'red' }, messages.common.unknownField('colour')],
      ];
      for (const [body, message] of cases) {
        const res = await admin.post('/api/inspection-templates').send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect(await countRows(use().db, 'inspection_templates')).toBe(0);
    });

    it('is for staff: a resident user gets 403, nobody signed in 401', async () => {
      const resident = await use().signIn('resident');
      expect((await resident.get('/api/inspection-templates')).status).toBe(403);
      expect((await resident.post('/api/inspection-templates').send(templateBody())).status).toBe(
        403,
      );
      expect((await use().anonymous().get('/api/inspection-templates')).status).toBe(401);
    });
  });

  describe('inspections', () => {
    it('starts an inspection with the caller as inspector; lists a unit’s newest first', async () => {
      const admin = await use().signIn('admin');
      const { unit, template, inspection } = await startedInspection(admin);
      expect(inspection).toMatchObject({
        apartmentId: unit.id,
        templateId: template.id,
        startedAt: '2026-11-20T08:00:00.000Z',
        completedAt: null,
        inspectorId: 'admin-001',
        results: [],
      });
      const later = await admin
        .post('/api/inspections')
        .send({ apartmentId: unit.id, templateId: template.id, startedAt: '2026-11-21' });
      const list = await admin.get(`/api/apartments/${unit.id}/inspections`);
      expect(list.status).toBe(200);
      expect(list.body.map((i: { id: string }) => i.id)).toEqual([later.body.id, inspection.id]);
    });

    it('refuses a bad start: 400 for malformed fields, 404 for a missing unit or checklist', async () => {
      const admin = await use().signIn('admin');
      const unit = (await startedInspection(admin)).unit;
      const template = await createInspectionTemplate(admin);
      const before = await countRows(use().db, 'inspections');
      const bad = [
        { apartmentId: 'A2-1207', templateId: template.id },
        { apartmentId: unit.id },
        { apartmentId: unit.id, templateId: template.id, startedAt: 'hôm qua' },
        { apartmentId: unit.id, templateId: template.id, inspectorId: 'x' },
      ];
      for (const body of bad) {
        const res = await admin.post('/api/inspections').send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBeTruthy();
      }
      const noUnit = await admin
        .post('/api/inspections')
        .send({ apartmentId: randomUUID(), templateId: template.id });
      expect([noUnit.status, noUnit.body.message]).toEqual([404, messages.apartment.notFound]);
      const noTemplate = await admin
        .post('/api/inspections')
        .send({ apartmentId: unit.id, templateId: randomUUID() });
      expect([noTemplate.status, noTemplate.body.message]).toEqual([404, m.templateNotFound]);
      expect(await countRows(use().db, 'inspections')).toBe(before);
      const resident = await use().signIn('resident');
      const asResident = await resident
        .post('/api/inspections')
        .send({ apartmentId: unit.id, templateId: template.id });
      expect(asResident.status).toBe(403);
    });

    it('PATCH merges results item by item and refuses bad ones with 400 or 404', async () => {
      const admin = await use().signIn('admin');
      const { inspection } = await startedInspection(admin);
      const path = `/api/inspections/${inspection.id}`;
      await admin.patch(path).send({ results: [{ itemId: 'door', outcome: 'fail', note: 'Xệ' }] });
      const res = await admin
        .patch(path)
        .send({ results: [{ itemId: 'lock', outcome: 'na' }], summary: 'Ổn' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        summary: 'Ổn',
        results: [
          { itemId: 'door', outcome: 'fail', note: 'Xệ', inquiryId: null },
          { itemId: 'lock', outcome: 'na', note: null, inquiryId: null },
        ],
      });
      const bad: [unknown, number, string][] = [
        [{ results: [{ itemId: 'door', outcome: 'ok' }] }, 400, m.outcomeInvalid],
        [{ results: [{ itemId: 'window', outcome: 'pass' }] }, 400, m.itemNotFound],
        [
          {
            results: [
              { itemId: 'door', outcome: 'pass' },
              { itemId: 'door', outcome: 'fail' },
            ],
          },
          400,
          m.resultsRepeated,
        ],
        [{ results: 'pass' }, 400, messages.common.invalidBody],
        [{ completedAt: 'xong' }, 400, messages.common.dateInvalid],
        [{ inspectorId: 'x' }, 400, messages.common.unknownField('inspectorId')],
      ];
      for (const [body, status, message] of bad) {
        const answer = await admin.patch(path).send(body as object);
        expect([answer.status, answer.body.message], JSON.stringify(body)).toEqual([
          status,
          message,
        ]);
      }
      expect((await admin.patch(`/api/inspections/${randomUUID()}`).send({})).status).toBe(404);
      expect((await admin.patch('/api/inspections/abc').send({})).status).toBe(404);
      const stored = await use().db('inspections').where({ id: inspection.id }).first();
      expect(stored.summary).toBe('Ổn');
    });

    it('completes once: a missing photo or signature is 400; after completion every change is 409', async () => {
      const admin = await use().signIn('admin');
      const { inspection } = await startedInspection(admin);
      const path = `/api/inspections/${inspection.id}`;
      await admin.patch(path).send({
        results: [
          { itemId: 'door', outcome: 'pass' },
          { itemId: 'lock', outcome: 'fail' },
        ],
      });
      const early = await admin.patch(path).send({ completedAt: '2026-11-20T09:00:00Z' });
      expect([early.status, early.body.message]).toEqual([
        400,
        m.photoRequired('Khoá cửa hoạt động'),
      ]);
      const { photo } = await completeInspection(admin, inspection.id);
      const again = await admin.patch(path).send({ summary: 'Sửa' });
      expect([again.status, again.body.message]).toEqual([409, m.alreadyCompleted]);
      const more = await admin
        .post('/api/attachments')
        .send(attachmentBody('inspection', inspection.id, png(), { itemId: 'door' }));
      expect(more.status).toBe(409);
      expect((await admin.delete(`/api/attachments/${photo}`)).status).toBe(409);
      const stored = await use().db('inspections').where({ id: inspection.id }).first();
      expect(stored.summary).toBeNull();
    });

    it('S1: a replayed PATCH answers the stored inspection and changes nothing more', async () => {
      const admin = await use().signIn('admin');
      const { inspection } = await startedInspection(admin);
      const key = randomUUID();
      const send = () =>
        admin
          .patch(`/api/inspections/${inspection.id}`)
          .set('Idempotency-Key', key)
          .send({ results: [{ itemId: 'door', outcome: 'pass' }] });
      const first = await send();
      const replay = await send();
      expect(replay.status).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);
      const updates = (await auditOf(use().db, inspection.id)).filter((a) => a.action === 'update');
      expect(updates).toHaveLength(1);
    });
  });

  describe('findings', () => {
    it('S20: a failed item becomes one request (201), a repeat answers the same one (200)', async () => {
      const admin = await use().signIn('admin');
      const { unit, inspection } = await startedInspection(admin);
      await admin
        .patch(`/api/inspections/${inspection.id}`)
        .send({ results: [{ itemId: 'lock', outcome: 'fail', note: 'Khoá kẹt' }] });
      const photo = await uploaded(admin, 'inspection', inspection.id, png(), { itemId: 'lock' });
      const path = `/api/inspections/${inspection.id}/findings/lock/inquiry`;
      const first = await admin.post(path).send({ priority: 'high' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        category: 'maintenance',
        priority: 'high',
        apartmentId: unit.id,
        attachments: [`/api/attachments/${photo}/content`],
      });
      expect(first.body.title).toContain('Khoá cửa hoạt động');
      expect(first.body.description).toContain('Khoá kẹt');
      const second = await admin.post(path).send({});
      expect(second.status).toBe(200);
      expect(second.body.id).toBe(first.body.id);
      expect(await countRows(use().db, 'inquiries')).toBe(1);
      const stored = await admin.get(`/api/apartments/${unit.id}/inspections`);
      expect(stored.body[0].results[0].inquiryId).toBe(first.body.id);
      // The linked photo opens from the request.
      const content = await admin.get(`/api/attachments/${photo}/content`);
      expect(content.status).toBe(200);
    });

    it('S20: two devices asking at once for the same finding make one request', async () => {
      const admin = await use().signIn('admin');
      const { inspection } = await startedInspection(admin);
      await admin
        .patch(`/api/inspections/${inspection.id}`)
        .send({ results: [{ itemId: 'door', outcome: 'fail' }] });
      const path = `/api/inspections/${inspection.id}/findings/door/inquiry`;
      const answers = await Promise.all([
        admin.post(path).send({ id: randomUUID() }),
        admin.post(path).send({ id: randomUUID() }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
      expect(answers[0]?.body.id).toBe(answers[1]?.body.id);
      expect(await countRows(use().db, 'inquiries')).toBe(1);
    });

    it('S1: a replayed finding request answers its stored 201', async () => {
      const admin = await use().signIn('admin');
      const { inspection } = await startedInspection(admin);
      await admin
        .patch(`/api/inspections/${inspection.id}`)
        .send({ results: [{ itemId: 'door', outcome: 'fail' }] });
      const key = randomUUID();
      const send = () =>
        admin
          .post(`/api/inspections/${inspection.id}/findings/door/inquiry`)
          .set('Idempotency-Key', key)
          .send({});
      const first = await send();
      const replay = await send();
      expect([first.status, replay.status]).toEqual([201, 201]);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body.id).toBe(first.body.id);
    });

    it('refuses a finding that is not a failed item of the checklist, and residents', async () => {
      const admin = await use().signIn('admin');
      const { inspection } = await startedInspection(admin);
      await admin
        .patch(`/api/inspections/${inspection.id}`)
        .send({ results: [{ itemId: 'door', outcome: 'pass' }] });
      const at = (item: string) => `/api/inspections/${inspection.id}/findings/${item}/inquiry`;
      const notFailed = await admin.post(at('door')).send({});
      expect([notFailed.status, notFailed.body.message]).toEqual([400, m.findingNotFailed]);
      const unknown = await admin.post(at('window')).send({});
      expect([unknown.status, unknown.body.message]).toEqual([404, m.itemNotFound]);
      expect((await admin.post(at('a%20b')).send({})).status).toBe(404);
      const badBody = await admin.post(at('door')).send({ priority: 'ngay' });
      expect(badBody.status).toBe(400);
      const missing = await admin
        .post(`/api/inspections/${randomUUID()}/findings/door/inquiry`)
        .send({});
      expect([missing.status, missing.body.message]).toEqual([404, m.notFound]);
      const resident = await use().signIn('resident');
      expect((await resident.post(at('door')).send({})).status).toBe(403);
      expect(await countRows(use().db, 'inquiries')).toBe(0);
    });
  });

  describe('visibility', () => {
    it('S11: a resident user sees only completed inspections of their own unit, with their files', async () => {
      const admin = await use().signIn('admin');
      const resident = await use().signIn('resident');
      const home = await startedInspection(admin, 'resident@chungcu.demo');
      const done = await completeInspection(admin, home.inspection.id);
      const open = await admin
        .post('/api/inspections')
        .send({ apartmentId: home.unit.id, templateId: home.template.id });
      const openPhoto = await uploaded(admin, 'inspection', open.body.id, png(), {
        itemId: 'door',
      });
      const elsewhere = await startedInspection(admin);
      await completeInspection(admin, elsewhere.inspection.id);

      const list = await resident.get(`/api/apartments/${home.unit.id}/inspections`);
      expect(list.status).toBe(200);
      expect(list.body.map((i: { id: string }) => i.id)).toEqual([home.inspection.id]);
      expect((await resident.get(`/api/apartments/${elsewhere.unit.id}/inspections`)).status).toBe(
        404,
      );
      const feed = await resident.get('/api/sync/changes?since=0');
      const ids = feed.body.changes.map((c: { id: string }) => c.id);
      expect(ids).toContain(home.inspection.id);
      expect(ids).toEqual(expect.arrayContaining([done.photo, done.signature]));
      expect(ids).not.toContain(open.body.id);
      expect(ids).not.toContain(openPhoto);
      expect(ids).not.toContain(elsewhere.inspection.id);
      expect((await resident.get(`/api/attachments/${done.photo}/content`)).status).toBe(200);
      expect((await resident.get(`/api/attachments/${openPhoto}/content`)).status).toBe(404);
    });

    it('S19: completing an inspection of their unit makes the residents’ devices resync', async () => {
      const admin = await use().signIn('admin');
      const resident = await use().signIn('resident');
      const home = await startedInspection(admin, 'resident@chungcu.demo');
      const first = await resident.get('/api/sync/changes?since=0');
      expect(first.body.resync).toBeUndefined();
      const { photo } = await completeInspection(admin, home.inspection.id);
      const next = await resident.get(`/api/sync/changes?since=${first.body.cursor}`);
      expect(next.body.resync).toBe(true);
      const full = await resident.get('/api/sync/changes?since=0');
      expect(full.body.changes.map((c: { id: string }) => c.id)).toContain(photo);
    });
  });
});
