import { expect, it } from 'vitest';
import { messages } from '@chungcu/contracts';
import { describeEachDatabase } from './harness';

const HOUR_MS = 60 * 60 * 1000;
const policy = { urgent: { responseHours: 1, resolutionHours: 4 } };

describeEachDatabase('deadlines by category (S24)', (use) => {
  async function categoryAndTemplate() {
    const admin = await use().signIn('admin');
    const category = await admin.post('/api/workflow-categories').send({ name: 'Thang máy' });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const template = await admin
      .post('/api/workflow-templates')
      .send({ templateName: 'Sự cố thang máy', category: category.body.id });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    return { admin, categoryId: category.body.id as string, templateId: template.body.id };
  }

  it('S24: PATCH sets a category’s policy; bad input is refused with its message and changes nothing', async () => {
    const { admin, categoryId } = await categoryAndTemplate();
    const bad: [unknown, string][] = [
      [{ urgent: { responseHours: 0, resolutionHours: 4 } }, messages.sla.hoursInvalid],
      [{ urgent: { responseHours: 1.5, resolutionHours: 4 } }, messages.sla.hoursInvalid],
      [{ urgent: { responseHours: '1', resolutionHours: 4 } }, messages.sla.hoursInvalid],
      [{ urgent: { responseHours: 8, resolutionHours: 4 } }, messages.sla.resolutionBeforeResponse],
    ];
    for (const [sla, message] of bad) {
      const res = await admin.patch(`/api/workflow-categories/${categoryId}`).send({ sla });
      expect(res.status, JSON.stringify(sla)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const unknownPriority = await admin
      .patch(`/api/workflow-categories/${categoryId}`)
      .send({ sla: { someday: { responseHours: 1, resolutionHours: 2 } } });
    expect(unknownPriority.status).toBe(400);
    expect(unknownPriority.body.message).toBe(messages.common.unknownField('someday'));
    const list = await admin.get('/api/workflow-categories');
    expect(list.body.find((c: { id: string }) => c.id === categoryId).sla).toBeNull();

    const set = await admin.patch(`/api/workflow-categories/${categoryId}`).send({ sla: policy });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.sla).toEqual(policy);
    const missing = await admin
      .patch('/api/workflow-categories/00000000-0000-7000-8000-000000000000')
      .send({ sla: null });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(messages.category.notFound);
    const resident = await use().signIn('resident');
    const refused = await resident
      .patch(`/api/workflow-categories/${categoryId}`)
      .send({ sla: null });
    expect(refused.status).toBe(403);
  });

  it('S24: a request made from the template gets its deadlines then; a later policy moves none of them', async () => {
    const { admin, categoryId, templateId } = await categoryAndTemplate();
    await admin.patch(`/api/workflow-categories/${categoryId}`).send({ sla: policy });
    const made = await admin.post('/api/inquiries').send({
      title: 'Thang máy kẹt tầng 12',
      description: 'Cư dân bị kẹt trong thang',
      priority: 'urgent',
      templateId,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const created = Date.parse(made.body.createdAt);
    expect(Date.parse(made.body.responseDueAt) - created).toBe(HOUR_MS);
    expect(Date.parse(made.body.resolutionDueAt) - created).toBe(4 * HOUR_MS);

    await admin
      .patch(`/api/workflow-categories/${categoryId}`)
      .send({ sla: { urgent: { responseHours: 2, resolutionHours: 48 } } });
    const after = await admin.get(`/api/inquiries/${made.body.id}`);
    expect(after.body.resolutionDueAt).toBe(made.body.resolutionDueAt);

    const picked = await admin
      .patch(`/api/inquiries/${made.body.id}`)
      .send({ status: 'in_progress' });
    expect(picked.status).toBe(200);
    expect(Date.parse(picked.body.respondedAt)).not.toBeNaN();
    const done = await admin.patch(`/api/inquiries/${made.body.id}`).send({ status: 'completed' });
    expect(Date.parse(done.body.resolvedAt)).not.toBeNaN();
  });
});
