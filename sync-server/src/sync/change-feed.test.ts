import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Change } from '@chungcu/contracts';
import { describeEachDatabase, firstComplexId, residentBody } from '../../test/harness';

type Agent = Awaited<
  ReturnType<ReturnType<Parameters<Parameters<typeof describeEachDatabase>[1]>[0]>['signIn']>
>;

/** Pulls from `since` until `hasMore` is false, `limit` at a time. */
async function pullAll(agent: Agent, since = 0, limit = 3) {
  const changes: Change[] = [];
  let cursor = since;
  for (;;) {
    const res = await agent.get(`/api/sync/changes?since=${cursor}&limit=${limit}`);
    expect(res.status).toBe(200);
    changes.push(...res.body.changes);
    cursor = res.body.cursor;
    if (!res.body.hasMore) return { changes, cursor };
  }
}

describeEachDatabase('change feed', (use) => {
  it('S12: pages through every change once, in version order, with tombstones', async () => {
    const admin = await use().signIn('admin');
    const start = (await pullAll(admin, 0, 1000)).cursor;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await admin.post('/api/residents').send(residentBody())).body.id);
    }
    await admin.patch(`/api/residents/${ids[0]}`).send({ occupation: 'Bác sĩ' });
    await admin.delete(`/api/residents/${ids[1]}`);

    const { changes, cursor } = await pullAll(admin, start, 2);
    const versions = changes.map((c) => c.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    // Each row once, at its latest version; the deleted one as a tombstone without data.
    expect(changes.map((c) => c.id).sort()).toEqual([...ids].sort());
    const edited = changes.find((c) => c.id === ids[0]);
    expect(edited?.data).toMatchObject({ occupation: 'Bác sĩ', id: ids[0] });
    const tombstone = changes.find((c) => c.id === ids[1]);
    expect(tombstone).toMatchObject({ entity: 'resident', data: {} });
    expect(tombstone?.deletedAt).toMatch(/^\d{4}-/);
    expect(cursor).toBe(versions.at(-1));

    const empty = await admin.get(`/api/sync/changes?since=${cursor}`);
    expect(empty.body).toEqual({ changes: [], cursor, epoch: expect.any(String), hasMore: false });
  });

  it('S12: rejects malformed cursors and limits with 400', async () => {
    const admin = await use().signIn('admin');
    for (const query of [
      'since=-1',
      'since=abc',
      'limit=0',
      'limit=1001',
      'since=1&since=2',
      'x=1',
    ]) {
      const res = await admin.get(`/api/sync/changes?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('validation');
    }
    expect((await use().anonymous().get('/api/sync/changes')).status).toBe(401);
  });

  it('S11: a resident user pulls only their own rows', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const mine = await admin
      .post('/api/residents')
      .send(residentBody({ email: 'resident@chungcu.demo' }));
    const other = await admin.post('/api/residents').send(residentBody());
    const apartmentIds = [randomUUID(), randomUUID()];
    const complexId = await firstComplexId(db);
    for (const [i, id] of apartmentIds.entries()) {
      await db('apartments').insert({
        id,
        complex_id: complexId,
        unit_number: `B1-10${i}`,
        building_block: 'B',
        floor: 1,
        bedrooms: 1,
        bathrooms: 1,
        square_footage: 60,
        monthly_rent: '6500000',
        version: 100 + i,
      });
    }
    await db('apartment_assignments').insert([
      {
        id: randomUUID(),
        complex_id: complexId,
        apartment_id: apartmentIds[0],
        resident_id: mine.body.id,
        move_in_date: new Date(),
        version: 110,
      },
      {
        id: randomUUID(),
        complex_id: complexId,
        apartment_id: apartmentIds[1],
        resident_id: other.body.id,
        move_in_date: new Date(),
        version: 111,
      },
    ]);

    const resident = await use().signIn('resident');
    const { changes } = await pullAll(resident, 0, 1000);
    const seen = (entity: string) => changes.filter((c) => c.entity === entity).map((c) => c.id);
    expect(seen('resident')).toEqual([mine.body.id]);
    expect(seen('apartment')).toEqual([apartmentIds[0]]);
    expect(seen('assignment')).toHaveLength(1);
    expect(seen('user')).toEqual(['resident-001']);
    expect(JSON.stringify(changes)).not.toContain(other.body.id);
    expect(JSON.stringify(changes)).not.toContain('password');
  });
});
