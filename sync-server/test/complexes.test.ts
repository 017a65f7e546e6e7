import { expect, it } from 'vitest';
import { messages, uuidv7 } from '@chungcu/contracts';
import { pullAll, pushOne, staffOf, twoComplexes as twoComplexesOf } from './complex-fixtures';
import { auditOf } from './inquiry-fixtures';
import { apartmentBody, countRows, describeEachDatabase, residentBody } from './harness';

const m = messages.complex;

describeEachDatabase('complexes', (use) => {
  const twoComplexes = () => twoComplexesOf(use, 'sr-q7');
  /** A manager or staff member who serves no complex yet. */
  const staffMember = (role: 'staff' | 'manager' = 'staff') => staffOf(use, [], role);

  it('S23: a staff member syncs and lists only the complexes they serve; the company administrator sees all', async () => {
    const { admin, first, second } = await twoComplexes();
    const inFirst = (await admin.post('/api/apartments').send(apartmentBody({ complexId: first })))
      .body;
    const inSecond = (
      await admin.post('/api/apartments').send(apartmentBody({ complexId: second }))
    ).body;
    const resident = (await admin.post('/api/residents').send(residentBody({ complexId: second })))
      .body;
    expect([inFirst.complexId, inSecond.complexId, resident.complexId]).toEqual([
      first,
      second,
      second,
    ]);
    const { agent, userId } = await staffMember();
    const assigned = await admin
      .put(`/api/accounts/${userId}/complexes`)
      .send({ complexIds: [first] });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toEqual({ userId, complexIds: [first] });

    const staffFeed = (await pullAll(agent)).changes.map((c) => c.id);
    expect(staffFeed).toContain(inFirst.id);
    expect(staffFeed).toContain(first);
    expect(staffFeed).not.toContain(inSecond.id);
    expect(staffFeed).not.toContain(resident.id);
    expect(staffFeed).not.toContain(second);
    const adminFeed = (await pullAll(admin)).changes.map((c) => c.id);
    expect(adminFeed).toEqual(expect.arrayContaining([inFirst.id, inSecond.id, resident.id]));

    const units = (await agent.get('/api/apartments')).body as { id: string }[];
    expect(units.map((u) => u.id)).toEqual([inFirst.id]);
    expect((await agent.get('/api/residents')).body).toEqual([]);
    expect((await agent.get('/api/complexes')).body.map((c: { id: string }) => c.id)).toEqual([
      first,
    ]);
  });

  it('S23: a write to a row of another complex answers 404 (REST and push) and changes nothing', async () => {
    const { admin, first, second } = await twoComplexes();
    const unit = (await admin.post('/api/apartments').send(apartmentBody({ complexId: second })))
      .body;
    const { agent, userId } = await staffMember('manager');
    await admin.put(`/api/accounts/${userId}/complexes`).send({ complexIds: [first] });

    const patched = await agent.patch(`/api/apartments/${unit.id}`).send({ notes: 'Đã xem' });
    expect(patched.status).toBe(404);
    expect((await agent.get(`/api/apartments/${unit.id}`)).status).toBe(404);
    const made = await agent.post('/api/apartments').send(apartmentBody({ complexId: second }));
    expect(made.status).toBe(404);
    expect(made.body.message).toBe(m.notFound);
    const pushed = await agent.post('/api/sync/push').send({
      mutations: [
        {
          id: uuidv7(),
          name: 'updateApartment',
          args: { id: unit.id, notes: 'Đã xem' },
          createdAt: new Date().toISOString(),
        },
      ],
    });
    expect(pushed.status).toBe(200);
    expect(JSON.stringify(pushed.body)).toContain('not_found');
    const after = (await admin.get(`/api/apartments/${unit.id}`)).body;
    expect(after.notes ?? null).toBe(unit.notes ?? null);
    expect(after.version).toBe(unit.version);

    // In their own complex the same calls work, and a new unit lands there without naming it.
    const own = await agent.post('/api/apartments').send(apartmentBody());
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.complexId).toBe(first);
  });

  it('S19, S23: assigning a complex reaches the staff device as a move; taking it away removes its rows', async () => {
    const { admin, first, second } = await twoComplexes();
    const unit = (await admin.post('/api/apartments').send(apartmentBody({ complexId: second })))
      .body;
    const { agent, userId } = await staffMember();
    await admin.put(`/api/accounts/${userId}/complexes`).send({ complexIds: [first] });
    const before = await pullAll(agent);
    expect(before.changes.map((c) => c.id)).not.toContain(unit.id);

    await admin.put(`/api/accounts/${userId}/complexes`).send({ complexIds: [first, second] });
    expect((await pullAll(agent, before)).resync).toBe(true);
    const moved = await pullAll(agent);
    expect(moved.changes.map((c) => c.id)).toEqual(expect.arrayContaining([unit.id, second]));

    await admin.put(`/api/accounts/${userId}/complexes`).send({ complexIds: [first] });
    expect((await pullAll(agent, moved)).resync).toBe(true);
    const removed = await pullAll(agent);
    expect(removed.changes.map((c) => c.id)).not.toContain(unit.id);
    expect(removed.changes.map((c) => c.id)).not.toContain(second);
  });

  it('S19, S23: colleagues see each other while they share a complex, and never staff of others', async () => {
    const { admin, first, second } = await twoComplexes();
    const colleague = await staffOf(use, [first]);
    const other = await staffMember();
    const ids = (changes: { id: string }[]) => changes.map((c) => c.id);
    const start = await pullAll(colleague.agent);
    expect(ids(start.changes)).not.toContain(other.userId);
    const listed = async () =>
      ((await colleague.agent.get('/api/users')).body as { id: string }[]).map((u) => u.id);
    expect(await listed()).not.toContain(other.userId);
    expect(await listed()).toContain('admin-001');

    // Serving Sunrise City only, they stay out of Times City's view.
    await admin.put(`/api/accounts/${other.userId}/complexes`).send({ complexIds: [second] });
    const elsewhere = await pullAll(colleague.agent, start);
    expect(elsewhere.resync).toBe(false);
    expect(ids(elsewhere.changes)).not.toContain(other.userId);
    expect(await listed()).not.toContain(other.userId);

    // Assigned to Times City too, their account reaches the colleague's device by the feed.
    await admin
      .put(`/api/accounts/${other.userId}/complexes`)
      .send({ complexIds: [first, second] });
    const joined = await pullAll(colleague.agent, elsewhere);
    expect(joined.resync).toBe(false);
    expect(ids(joined.changes)).toContain(other.userId);
    expect(await listed()).toContain(other.userId);

    // Taken off Times City, they leave it: a move for the colleague, whose resync lacks them.
    await admin.put(`/api/accounts/${other.userId}/complexes`).send({ complexIds: [second] });
    expect((await pullAll(colleague.agent, joined)).resync).toBe(true);
    expect(ids((await pullAll(colleague.agent)).changes)).not.toContain(other.userId);
    expect(await listed()).not.toContain(other.userId);
  });

  it('S1, S4: the office’s settings are named mutations: each write audited in its transaction, a replayed key answered once', async () => {
    const { admin, first } = await twoComplexes();
    const key = uuidv7();
    const made = await admin
      .post('/api/complexes')
      .set('Idempotency-Key', key)
      .send({ code: 'eco-green', name: 'Eco Green City' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const again = await admin
      .post('/api/complexes')
      .set('Idempotency-Key', key)
      .send({ code: 'eco-green', name: 'Eco Green City' });
    expect([again.status, again.body.id]).toEqual([201, made.body.id]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await auditOf(use().db, made.body.id)).toMatchObject([
      { action: 'create', userId: 'admin-001', changes: { code: { to: 'ECO-GREEN' } } },
    ]);

    const { userId } = await staffMember();
    await admin.put(`/api/accounts/${userId}/complexes`).send({ complexIds: [first] });
    expect((await auditOf(use().db, userId)).slice(-1)).toMatchObject([
      { action: 'update', userId: 'admin-001', changes: { complexIds: { from: [], to: [first] } } },
    ]);
    const rules = await admin
      .put(`/api/complexes/${first}/assignment-rules`)
      .send({ rules: [{ categoryId: null, blockId: null, userId }] });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const [ruleAudit] = (await auditOf(use().db, first)).slice(-1);
    expect(ruleAudit).toMatchObject({ action: 'update', changes: { assignmentRules: {} } });
    // A device may send them too; a resident is refused and nothing is written.
    const resident = await use().signIn('resident');
    const refused = await pushOne(resident, 'createComplex', {
      id: uuidv7(),
      code: 'x-1',
      name: 'Không được',
    });
    expect(refused).toContain('forbidden');
    expect(await countRows(use().db, 'complexes')).toBe(3);
  });

  it('S19: a resync longer than a page goes on page after page below the move; a cursor read before it resyncs', async () => {
    const { admin, first, second } = await twoComplexes();
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const unit = await admin.post('/api/apartments').send(apartmentBody({ complexId: second }));
      expect(unit.status, JSON.stringify(unit.body)).toBe(201);
      made.push(unit.body.id);
    }
    const { agent, userId } = await staffMember();
    await admin.put(`/api/accounts/${userId}/complexes`).send({ complexIds: [first] });
    const before = await pullAll(agent, { cursor: 0 }, 2);
    expect(before.resync).toBe(false);

    await admin.put(`/api/accounts/${userId}/complexes`).send({ complexIds: [first, second] });
    // Read before the move: resyncs, with its epoch or without one (a device of protocol 6).
    expect((await pullAll(agent, before, 2)).resync).toBe(true);
    expect((await pullAll(agent, { cursor: before.cursor }, 2)).resync).toBe(true);
    // The resync itself, two rows a page: every page's cursor lies below the move, and it ends.
    const again = await pullAll(agent, { cursor: 0 }, 2);
    expect(again.resync).toBe(false);
    expect(again.pages).toBeGreaterThan(3);
    const units = again.changes.filter((c) => c.entity === 'apartment');
    expect(units.map((c) => c.id)).toEqual(expect.arrayContaining(made));
    expect(
      again.changes
        .filter((c) => c.entity === 'complex')
        .map((c) => c.id)
        .sort(),
    ).toEqual([first, second].sort());
    // And from its end the device simply goes on.
    expect((await pullAll(agent, again)).resync).toBe(false);
  });

  it('S23: complexes and assignments refuse bad input with a message, others with 403, and change nothing', async () => {
    const { admin, first } = await twoComplexes();
    const before = await countRows(use().db, 'complexes');
    const bad: [Record<string, unknown>, number, string][] = [
      [{ name: 'Không mã' }, 400, m.codeRequired],
      [{ code: 'a', name: 'Mã quá ngắn' }, 400, m.codeInvalid],
      [{ code: 'VH OP3', name: 'Có dấu cách' }, 400, m.codeInvalid],
      [{ code: 'VH-OP3' }, 400, m.nameRequired],
      [{ code: 'sr-q7', name: 'Trùng mã' }, 409, m.codeTaken],
      [{ code: 'VH-OP3', name: 'Thừa', extra: 1 }, 400, ''],
    ];
    for (const [body, status, message] of bad) {
      const res = await admin.post('/api/complexes').send(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
    expect(await countRows(use().db, 'complexes')).toBe(before);
    expect((await admin.patch(`/api/complexes/${uuidv7()}`).send({ name: 'X' })).status).toBe(404);
    expect((await admin.patch('/api/complexes/khong-co').send({ name: 'X' })).status).toBe(404);

    const { agent, userId } = await staffMember();
    expect((await agent.post('/api/complexes').send({ code: 'AB-1', name: 'X' })).status).toBe(403);
    expect(
      (await agent.put(`/api/accounts/${userId}/complexes`).send({ complexIds: [first] })).status,
    ).toBe(403);
    const resident = await use().signIn('resident');
    expect((await resident.get('/api/complexes/staff')).status).toBe(403);

    // The demo's manager and technician serve the first complex already (harness.ts).
    const served = await countRows(use().db, 'staff_complexes');
    const assign = (id: string, body: unknown) =>
      admin.put(`/api/accounts/${id}/complexes`).send(body as object);
    expect((await assign(userId, { complexIds: 'x' })).status).toBe(400);
    expect((await assign(userId, { complexIds: ['khong-phai-uuid'] })).status).toBe(400);
    expect((await assign(userId, { complexIds: [uuidv7()] })).status).toBe(404);
    expect((await assign('resident-001', { complexIds: [first] })).body.message).toBe(m.notStaff);
    expect((await assign('khong-co-ai', { complexIds: [first] })).status).toBe(404);
    expect(await countRows(use().db, 'staff_complexes')).toBe(served);
  });
});
