import { expect, it } from 'vitest';
import { type Block, messages, uuidv7 } from '@chungcu/contracts';
import { type Agent, staffOf, twoComplexes } from './complex-fixtures';
import { apartmentBody, countRows, describeEachDatabase } from './harness';

const m = messages.block;

describeEachDatabase('blocks', (use) => {
  const blocksOf = async (agent: Agent, complexId: string) => {
    const res = await agent.get(`/api/complexes/${complexId}/blocks`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Block[];
  };
  const namesOf = async (agent: Agent, complexId: string) =>
    (await blocksOf(agent, complexId)).map((b) => b.name);
  const unit = async (agent: Agent, fields: Record<string, unknown>) => {
    const res = await agent.post('/api/apartments').send(apartmentBody(fields));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; buildingBlock: string; version: number };
  };
  const push = (agent: Agent, name: string, args: Record<string, unknown>) =>
    agent.post('/api/sync/push').send({
      mutations: [{ id: uuidv7(), name, args, createdAt: new Date().toISOString() }],
    });

  it('S23: a unit made in a block its complex has none of makes the block, REST and push alike', async () => {
    const { admin, first, second } = await twoComplexes(use);
    await unit(admin, { complexId: second, buildingBlock: 'V' });
    expect(await namesOf(admin, second)).toEqual(['V']);
    expect(await namesOf(admin, first)).toEqual([]);
    // Matched whatever the case: no second block, and the unit takes the block's spelling.
    expect((await unit(admin, { complexId: second, buildingBlock: ' v ' })).buildingBlock).toBe(
      'V',
    );
    expect(await namesOf(admin, second)).toEqual(['V']);

    const { agent } = await staffOf(use, [first]);
    const id = uuidv7();
    const pushed = await push(agent, 'createApartment', {
      id,
      ...apartmentBody({ buildingBlock: 'Tòa E' }),
    });
    expect(pushed.body.results[0], JSON.stringify(pushed.body)).toMatchObject({ ok: true });
    expect(await namesOf(admin, first)).toEqual(['Tòa E']);
    const moved = await push(agent, 'updateApartment', { id, buildingBlock: 'F' });
    expect(moved.body.results[0], JSON.stringify(moved.body)).toMatchObject({ ok: true });
    expect(await namesOf(admin, first)).toEqual(['F', 'Tòa E']);
    const edited = await admin.patch(`/api/apartments/${id}`).send({ buildingBlock: 'G' });
    expect(edited.status).toBe(200);
    expect(await namesOf(admin, first)).toEqual(['F', 'G', 'Tòa E']);
  });

  it('S23: renaming a block renames its units in the same write, and only its own', async () => {
    const { admin, first, second } = await twoComplexes(use);
    const a1 = await unit(admin, { complexId: first, buildingBlock: 'A' });
    const a2 = await unit(admin, { complexId: first, buildingBlock: 'A' });
    const b = await unit(admin, { complexId: first, buildingBlock: 'B' });
    const elsewhere = await unit(admin, { complexId: second, buildingBlock: 'A' });
    const block = (await blocksOf(admin, first)).find((x) => x.name === 'A') as Block;

    const renamed = await admin.patch(`/api/blocks/${block.id}`).send({ name: ' A1 ' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id: block.id, name: 'A1', complexId: first });
    expect(renamed.body.version).toBeGreaterThan(block.version);
    for (const u of [a1, a2]) {
      const after = (await admin.get(`/api/apartments/${u.id}`)).body;
      expect(after.buildingBlock).toBe('A1');
      expect(after.version).toBeGreaterThan(u.version);
    }
    expect((await admin.get(`/api/apartments/${b.id}`)).body.buildingBlock).toBe('B');
    expect((await admin.get(`/api/apartments/${elsewhere.id}`)).body.buildingBlock).toBe('A');

    const taken = await admin.patch(`/api/blocks/${block.id}`).send({ name: 'b' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(m.nameTaken);
    expect(await namesOf(admin, first)).toEqual(['A1', 'B']);
  });

  it('S23: deleting a block with units is refused with its message; an empty one goes', async () => {
    const { admin, first } = await twoComplexes(use);
    await unit(admin, { complexId: first, buildingBlock: 'A' });
    const [full] = await blocksOf(admin, first);
    const made = await admin.post(`/api/complexes/${first}/blocks`).send({ name: 'Z' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ complexId: first, name: 'Z', deletedAt: null });

    const refused = await admin.delete(`/api/blocks/${full?.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(m.notEmpty(1));
    expect(await namesOf(admin, first)).toEqual(['A', 'Z']);
    expect((await admin.delete(`/api/blocks/${made.body.id}`)).status).toBe(204);
    expect(await namesOf(admin, first)).toEqual(['A']);
    expect((await admin.delete(`/api/blocks/${made.body.id}`)).status).toBe(404);
  });

  it('S23: blocks calls refuse bad input with 400 and its message, and change nothing', async () => {
    const { admin, first } = await twoComplexes(use);
    await unit(admin, { complexId: first, buildingBlock: 'A' });
    const [block] = await blocksOf(admin, first);
    const before = await countRows(use().db, 'blocks');
    const bad: [unknown, number, string][] = [
      [{}, 400, m.nameRequired],
      [{ name: '   ' }, 400, m.nameRequired],
      [{ name: 5 }, 400, m.nameRequired],
      [{ name: 'x'.repeat(101) }, 400, messages.common.tooLong(100)],
      [{ name: 'B', extra: 1 }, 400, ''],
      [{ name: 'a' }, 409, m.nameTaken],
    ];
    for (const [body, status, message] of bad) {
      const res = await admin.post(`/api/complexes/${first}/blocks`).send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
      if (status === 400) {
        const patched = await admin.patch(`/api/blocks/${block?.id}`).send(body as object);
        expect(patched.status, JSON.stringify(body)).toBe(400);
        if (message) expect(patched.body.message).toBe(message);
      }
    }
    expect(await countRows(use().db, 'blocks')).toBe(before);
    expect(await namesOf(admin, first)).toEqual(['A']);
    const missing = await admin.post(`/api/complexes/${uuidv7()}/blocks`).send({ name: 'B' });
    expect([missing.status, missing.body.message]).toEqual([404, messages.complex.notFound]);
    expect((await admin.post('/api/complexes/khong-co/blocks').send({ name: 'B' })).status).toBe(
      404,
    );
    expect((await admin.patch(`/api/blocks/${uuidv7()}`).send({ name: 'B' })).status).toBe(404);
    expect((await admin.delete('/api/blocks/khong-co')).status).toBe(404);
  });

  it('S23: a staff member of another complex gets 404 for its blocks, one of the complex 403', async () => {
    const { admin, first, second } = await twoComplexes(use);
    await unit(admin, { complexId: second, buildingBlock: 'V' });
    const [block] = await blocksOf(admin, second);
    const outsider = (await staffOf(use, [first], 'manager')).agent;
    const calls = [
      outsider.get(`/api/complexes/${second}/blocks`),
      outsider.post(`/api/complexes/${second}/blocks`).send({ name: 'X' }),
      outsider.patch(`/api/blocks/${block?.id}`).send({ name: 'W' }),
      outsider.delete(`/api/blocks/${block?.id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const pushed = await push(outsider, 'renameBlock', { id: block?.id, name: 'W' });
    expect(pushed.body.results[0].error.code).toBe('not_found');

    const own = (await staffOf(use, [second])).agent;
    expect(await namesOf(own, second)).toEqual(['V']);
    expect((await own.patch(`/api/blocks/${block?.id}`).send({ name: 'W' })).status).toBe(403);
    expect((await own.post(`/api/complexes/${second}/blocks`).send({ name: 'X' })).status).toBe(
      403,
    );
    const resident = await use().signIn('resident');
    expect((await resident.delete(`/api/blocks/${block?.id}`)).status).toBe(403);
    expect(await blocksOf(admin, second)).toEqual([block]);
  });
});
