import { expect, it } from 'vitest';
import { apartmentBody, describeEachDatabase, residentBody } from './harness';

const RESIDENT_EMAIL = 'resident@chungcu.demo';

describeEachDatabase('moves and cursors', (use) => {
  it('S19: assigned to a unit that already existed, a resident device is told to resync and then gets the unit', async () => {
    const admin = await use().signIn('admin');
    const unit = (await admin.post('/api/apartments').send(apartmentBody())).body;
    const record = (
      await admin.post('/api/residents').send(residentBody({ email: RESIDENT_EMAIL }))
    ).body;
    const resident = await use().signIn('resident');
    const first = await resident.get('/api/sync/changes?since=0');
    expect(first.body.changes.map((c: { id: string }) => c.id)).not.toContain(unit.id);

    await admin.post('/api/assignments').send({ apartmentId: unit.id, residentId: record.id });
    const next = await resident.get(`/api/sync/changes?since=${first.body.cursor}`);
    expect(next.body).toEqual({
      changes: [],
      cursor: 0,
      // The history alone: a pull from 0 sends none back (rule S21).
      epoch: first.body.epoch.replace(/-s\d+$/, ''),
      hasMore: false,
      resync: true,
    });
    const again = await resident.get('/api/sync/changes?since=0');
    expect(again.body.changes.map((c: { id: string }) => c.id)).toContain(unit.id);
    expect(again.body.resync).toBeUndefined();
  });

  it('S19: a record whose email moves away leaves the device: the next pull asks for a resync', async () => {
    const admin = await use().signIn('admin');
    const record = (
      await admin.post('/api/residents').send(residentBody({ email: RESIDENT_EMAIL }))
    ).body;
    const resident = await use().signIn('resident');
    const first = await resident.get('/api/sync/changes?since=0');
    expect(first.body.changes.map((c: { id: string }) => c.id)).toContain(record.id);
    await admin.patch(`/api/residents/${record.id}`).send({ email: 'someone.else@chungcu.vn' });
    expect((await resident.get(`/api/sync/changes?since=${first.body.cursor}`)).body.resync).toBe(
      true,
    );
    const fresh = await resident.get('/api/sync/changes?since=0');
    expect(fresh.body.changes.map((c: { id: string }) => c.id)).not.toContain(record.id);
  });

  it('S19: admins never resync on moves; a cursor from beyond the clock resyncs anyone', async () => {
    const admin = await use().signIn('admin');
    const first = await admin.get('/api/sync/changes?since=0');
    const record = (
      await admin.post('/api/residents').send(residentBody({ email: RESIDENT_EMAIL }))
    ).body;
    await admin.delete(`/api/residents/${record.id}`);
    const next = await admin.get(`/api/sync/changes?since=${first.body.cursor}`);
    expect(next.status).toBe(200);
    expect(next.body.resync).toBeUndefined();

    const future = await admin.get(`/api/sync/changes?since=${next.body.cursor + 1_000_000}`);
    expect(future.status).toBe(200);
    expect(future.body).toMatchObject({ changes: [], resync: true });
    const resident = await use().signIn('resident');
    expect((await resident.get('/api/sync/changes?since=999999999')).body.resync).toBe(true);
  });
});
