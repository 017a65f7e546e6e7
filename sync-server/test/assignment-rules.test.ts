import { expect, it } from 'vitest';
import { messages } from '@chungcu/contracts';
import { demoAccounts } from '../src/demo/accounts';
import { createApartment } from './assignment-fixtures';
import { staffOf, twoComplexes } from './complex-fixtures';
import { describeEachDatabase } from './harness';

const m = messages.complex;

describeEachDatabase('automatic assignment settings (S28)', (use) => {
  async function setup() {
    const { admin, first, second } = await twoComplexes(use);
    const unit = await createApartment(admin, {
      unitNumber: `A-${Date.now() % 10_000}`,
      buildingBlock: 'A',
      floor: 1,
      complexId: first,
    });
    const blocks = (await admin.get(`/api/complexes/${first}/blocks`)).body as {
      id: string;
      name: string;
    }[];
    const blockA = blocks.find((b) => b.name === 'A')?.id as string;
    const tech = await staffOf(use, [first]);
    const elsewhere = await staffOf(use, [second]);
    return { admin, first, second, unitId: unit.id, blockA, tech, elsewhere };
  }

  it('S28: rules set by PUT assign a new request; bad rules are refused with their message and change nothing', async () => {
    const { admin, first, second, unitId, blockA, tech, elsewhere } = await setup();
    const put = (body: object) => admin.put(`/api/complexes/${first}/assignment-rules`).send(body);
    const bad: [object, string][] = [
      [
        { rules: [{ categoryId: null, blockId: null, userId: elsewhere.userId }] },
        m.assigneeNotServing,
      ],
      [
        { rules: [{ categoryId: null, blockId: null, userId: 'resident-001' }] },
        m.assigneeNotServing,
      ],
      [{ rules: [{ categoryId: null, blockId: null, userId: '' }] }, m.assigneeRequired],
      [{ rules: 'all' }, m.rulesRequired],
    ];
    for (const [body, message] of bad) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const otherBlocks = (await admin.get(`/api/complexes/${second}/blocks`)).body as {
      id: string;
    }[];
    if (otherBlocks[0]) {
      const res = await put({
        rules: [{ categoryId: null, blockId: otherBlocks[0].id, userId: tech.userId }],
      });
      expect(res.body.message).toBe(m.ruleBlockOther);
    }
    const untouched = (await admin.get('/api/complexes')).body.find(
      (c: { id: string }) => c.id === first,
    );
    expect(untouched.assignmentRules).toEqual([]);

    const set = await put({ rules: [{ categoryId: null, blockId: blockA, userId: tech.userId }] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.assignmentRules).toEqual([
      { categoryId: null, blockId: blockA, assigneeId: tech.userId, assigneeName: 'Đỗ Thị Hoa' },
    ]);
    const made = await admin
      .post('/api/inquiries')
      .send({ title: 'Mất điện', description: 'Căn hộ mất điện', apartmentId: unitId });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ assignedTo: 'Đỗ Thị Hoa', assigneeId: tech.userId });

    // Staff may not set them; a resident neither.
    expect(
      (await tech.agent.put(`/api/complexes/${first}/assignment-rules`).send({ rules: [] })).status,
    ).toBe(403);
    const resident = await use().signIn('resident');
    expect(
      (await resident.put(`/api/complexes/${first}/assignment-rules`).send({ rules: [] })).status,
    ).toBe(403);
  });

  it('S28: the block’s staff member on duty takes what no rule assigns; the complex’s manager sets it', async () => {
    const { first, unitId, blockA, tech, admin } = await setup();
    const manager = await staffOf(use, [first], 'manager');
    // No rule (the complex's rules cleared): the block's staff member on duty takes it.
    const none = await manager.agent
      .put(`/api/complexes/${first}/assignment-rules`)
      .send({ rules: [] });
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    const onDuty = await manager.agent
      .put(`/api/blocks/${blockA}/on-duty`)
      .send({ userId: tech.userId });
    expect(onDuty.status, JSON.stringify(onDuty.body)).toBe(200);
    expect(onDuty.body).toMatchObject({ onDutyId: tech.userId, onDutyName: 'Đỗ Thị Hoa' });
    const made = await admin
      .post('/api/inquiries')
      .send({ title: 'Rò nước', description: 'Trần nhà thấm nước', apartmentId: unitId });
    expect(made.body.assigneeId).toBe(tech.userId);
    const cleared = await manager.agent.put(`/api/blocks/${blockA}/on-duty`).send({ userId: null });
    expect(cleared.body).toMatchObject({ onDutyId: null, onDutyName: null });
    const missing = await admin
      .put('/api/blocks/00000000-0000-7000-8000-000000000000/on-duty')
      .send({ userId: null });
    expect(missing.status).toBe(404);
  });

  it('S28: the settings screen is offered the accounts it may name, to those who may set them', async () => {
    const { admin, first, second, tech, elsewhere } = await setup();
    const manager = await staffOf(use, [first], 'manager');
    const listed = await manager.agent.get(`/api/complexes/${first}/assignees`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const ids = (listed.body as { id: string; name: string; role: string }[]).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([tech.userId, manager.userId]));
    expect(ids).toContain(demoAccounts.admin.id);
    expect(ids).not.toContain(elsewhere.userId);
    expect(ids).not.toContain(demoAccounts.resident.id);
    // Everyone listed is accepted by the rules call (one check, two doors).
    const put = await admin
      .put(`/api/complexes/${first}/assignment-rules`)
      .send({ rules: ids.map((userId) => ({ categoryId: null, blockId: null, userId })) });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    expect((await tech.agent.get(`/api/complexes/${first}/assignees`)).status).toBe(403);
    const resident = await use().signIn('resident');
    expect((await resident.get(`/api/complexes/${first}/assignees`)).status).toBe(403);
    // A manager of another complex is told nothing of this one: 404, as every other call says.
    const managerElsewhere = await staffOf(use, [second], 'manager');
    const hidden = await managerElsewhere.agent.get(`/api/complexes/${first}/assignees`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(m.notFound);
    expect(
      (
        await managerElsewhere.agent
          .put(`/api/complexes/${first}/assignment-rules`)
          .send({ rules: [] })
      ).status,
    ).toBe(404);
    const unknown = await admin.get(
      '/api/complexes/00000000-0000-7000-8000-000000000000/assignees',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(m.notFound);
    const malformed = await admin.get('/api/complexes/not-an-id/assignees');
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe(m.notFound);
  });
});
