import { expect, it } from 'vitest';
import type { Block } from '@chungcu/contracts';
import { assign, createApartment, createResident, demoResidentEmail } from './assignment-fixtures';
import { type Agent, pullAll, staffOf, twoComplexes } from './complex-fixtures';
import { describeEachDatabase } from './harness';

describeEachDatabase('blocks in the feed', (use) => {
  const blockNames = async (agent: Agent) => {
    const { changes } = await pullAll(agent);
    return changes
      .filter((c) => c.entity === 'block')
      .map((c) => String(c.data?.name))
      .sort();
  };
  const listed = async (agent: Agent) =>
    ((await agent.get('/api/blocks')).body as Block[]).map((b) => b.name).sort();

  it('S23: the feed carries blocks only to those who may see them: staff their complexes, residents the complexes they live in', async () => {
    const { admin, first, second } = await twoComplexes(use);
    await createApartment(admin, { complexId: first, buildingBlock: 'A' });
    const home = await createApartment(admin, { complexId: second, buildingBlock: 'V' });
    await createApartment(admin, { complexId: second, buildingBlock: 'X' });

    expect(await blockNames(admin)).toEqual(['A', 'V', 'X']);
    expect(await listed(admin)).toEqual(['A', 'V', 'X']);
    const staff = (await staffOf(use, [first])).agent;
    expect(await blockNames(staff)).toEqual(['A']);
    expect(await listed(staff)).toEqual(['A']);

    const resident = await use().signIn('resident');
    expect(await blockNames(resident)).toEqual([]);
    const record = await createResident(admin, { complexId: second, email: demoResidentEmail });
    await assign(admin, home.id, record.id);
    expect(await blockNames(resident)).toEqual(['V', 'X']);
    expect(await listed(resident)).toEqual(['V', 'X']);

    // A block deleted reaches those who saw it as a tombstone, and nobody else.
    const made = await admin.post(`/api/complexes/${first}/blocks`).send({ name: 'B' });
    expect(made.status).toBe(201);
    expect((await admin.delete(`/api/blocks/${made.body.id}`)).status).toBe(204);
    const tombstones = async (agent: Agent) =>
      (await pullAll(agent)).changes.filter((c) => c.id === made.body.id).map((c) => c.deletedAt);
    expect(await tombstones(staff)).toEqual([expect.any(String)]);
    expect(await tombstones(resident)).toEqual([]);
  });
});
