import { randomUUID } from 'node:crypto';
import { messages } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import { countRows, describeEachDatabase } from '../../test/harness';
import { auditOf, createApartment } from '../../test/assignment-fixtures';
import { createMeter, readMeter } from '../../test/meter-fixtures';

const m = messages.meter;

describeEachDatabase('meters: POST /api/meters, POST and PATCH /api/meter-readings', (use) => {
  it('creates a meter (serial upper-cased) and refuses a taken serial, any case, with 409', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const res = await admin
      .post('/api/meters')
      .send({ apartmentId: unit.id, kind: 'electricity', serial: ' dk-2291 ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      apartmentId: unit.id,
      kind: 'electricity',
      serial: 'DK-2291',
      deletedAt: null,
      version: expect.any(Number),
    });
    const clash = await admin
      .post('/api/meters')
      .send({ apartmentId: unit.id, kind: 'water', serial: 'Dk-2291' });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ code: 'conflict', message: m.serialTaken });
    expect(await countRows(use().db, 'meters')).toBe(1);
  });

  it.each([
    [{ kind: 'gas' }, m.kindInvalid],
    [{ serial: '  ' }, m.serialRequired],
    [{ serial: 'x'.repeat(51) }, 'Tối đa 50 ký tự'],
    [{ apartmentId: 'A2-1207' }, messages.common.idInvalid],
    [{ colour: 'red' }, 'Trường không được hỗ trợ: colour'],
  ])('refuses a meter with %j (400 "%s"), storing nothing', async (fields, message) => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const res = await admin
      .post('/api/meters')
      .send({ apartmentId: unit.id, kind: 'water', serial: 'N-1', ...fields });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message });
    expect(await countRows(use().db, 'meters')).toBe(0);
  });

  it('a meter of an unknown unit is 404; residents get 403, signed out 401', async () => {
    const admin = await use().signIn('admin');
    const res = await admin
      .post('/api/meters')
      .send({ apartmentId: randomUUID(), kind: 'water', serial: 'N-2' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: m.apartmentNotFound });
    const unit = await createApartment(admin);
    const body = { apartmentId: unit.id, kind: 'water', serial: 'N-3' };
    expect((await (await use().signIn('resident')).post('/api/meters').send(body)).status).toBe(
      403,
    );
    expect((await use().anonymous().post('/api/meters').send(body)).status).toBe(401);
    expect(await countRows(use().db, 'meters')).toBe(0);
  });

  it('records a reading with its consumption, refuses a lower one with the exact message', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const meter = await createMeter(admin, unit.id);
    const first = await readMeter(admin, meter.id, '2026-09', 1200);
    expect(first).toMatchObject({ consumption: null, unusual: false, readBy: 'admin-001' });
    const second = await readMeter(admin, meter.id, '2026-10', 1218.5);
    expect(second).toMatchObject({
      meterId: meter.id,
      period: '2026-10',
      value: 1218.5,
      readAt: '2026-10-20T03:00:00.000Z',
      consumption: 18.5,
      unusual: false,
    });
    const before = await countRows(db, 'audit_log');
    const lower = await admin
      .post('/api/meter-readings')
      .send({ meterId: meter.id, period: '2026-11', value: 1218, readAt: '2026-11-20' });
    expect(lower.status).toBe(400);
    expect(lower.body).toEqual({
      code: 'validation',
      message: 'Chỉ số mới nhỏ hơn chỉ số kỳ trước',
    });
    const again = await admin
      .post('/api/meter-readings')
      .send({ meterId: meter.id, period: '2026-10', value: 1300, readAt: '2026-10-21' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'conflict', message: m.periodTaken });
    expect(await countRows(db, 'audit_log')).toBe(before);
    expect((await auditOf(db, second.id)).map((a) => a.action)).toEqual(['create']);
  });

  it.each([
    [{ period: '2026-13' }, m.periodInvalid],
    [{ period: '2026-1' }, m.periodInvalid],
    [{ period: '1899-12' }, m.periodInvalid],
    [{ period: 202610 }, m.periodInvalid],
    [{ value: -1 }, m.valueInvalid],
    [{ value: '12' }, m.valueInvalid],
    [{ value: 1.0005 }, m.valueInvalid],
    [{ value: 1e12 }, m.valueInvalid],
    [{ readAt: 'hôm qua' }, messages.common.dateInvalid],
    [{ meterId: '42' }, messages.common.idInvalid],
    [{ consumption: 5 }, 'Trường không được hỗ trợ: consumption'],
  ])('refuses a reading with %j (400 "%s"), never 500', async (fields, message) => {
    const admin = await use().signIn('admin');
    const meter = await createMeter(admin, (await createApartment(admin)).id);
    const res = await admin
      .post('/api/meter-readings')
      .send({ meterId: meter.id, period: '2026-10', value: 10, readAt: '2026-10-20', ...fields });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message });
    expect(await countRows(use().db, 'meter_readings')).toBe(0);
  });

  it('a reading of an unknown meter is 404; residents get 403', async () => {
    const admin = await use().signIn('admin');
    const body = { meterId: randomUUID(), period: '2026-10', value: 1, readAt: '2026-10-20' };
    const res = await admin.post('/api/meter-readings').send(body);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: m.notFound });
    const meter = await createMeter(admin, (await createApartment(admin)).id);
    const resident = await use().signIn('resident');
    const refused = await resident.post('/api/meter-readings').send({ ...body, meterId: meter.id });
    expect(refused.status).toBe(403);
    expect(await countRows(use().db, 'meter_readings')).toBe(0);
  });

  it('S1: a replayed reading answers the stored one and records it once', async () => {
    const admin = await use().signIn('admin');
    const meter = await createMeter(admin, (await createApartment(admin)).id);
    const key = randomUUID();
    const send = () =>
      admin
        .post('/api/meter-readings')
        .set('Idempotency-Key', key)
        .send({ meterId: meter.id, period: '2026-10', value: 42, readAt: '2026-10-20' });
    const first = await send();
    const replay = await send();
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await countRows(use().db, 'meter_readings')).toBe(1);
  });

  it('S16: a reading pushed twice by a device (same mutation id) is stored once', async () => {
    const admin = await use().signIn('admin');
    const meter = await createMeter(admin, (await createApartment(admin)).id);
    const mutation = {
      id: randomUUID(),
      name: 'createMeterReading',
      args: {
        id: randomUUID(),
        meterId: meter.id,
        period: '2026-10',
        value: 7,
        readAt: '2026-10-20',
      },
      createdAt: '2026-10-20T03:00:00.000Z',
    };
    for (let i = 0; i < 2; i++) {
      const res = await admin.post('/api/sync/push').send({ mutations: [mutation] });
      expect(res.body.results).toEqual([{ id: mutation.id, ok: true }]);
    }
    expect(await countRows(use().db, 'meter_readings')).toBe(1);
  });

  it('PATCH corrects an index between the months around it; refusals change nothing', async () => {
    const admin = await use().signIn('admin');
    const meter = await createMeter(admin, (await createApartment(admin)).id);
    await readMeter(admin, meter.id, '2026-08', 100);
    const middle = await readMeter(admin, meter.id, '2026-09', 110);
    await readMeter(admin, meter.id, '2026-10', 130);
    const patch = (body: object) => admin.patch(`/api/meter-readings/${middle.id}`).send(body);
    const low = await patch({ value: 99 });
    expect(low.status).toBe(400);
    expect(low.body.message).toBe('Chỉ số mới nhỏ hơn chỉ số kỳ trước');
    const high = await patch({ value: 131 });
    expect(high.status).toBe(400);
    expect(high.body.message).toBe(m.aboveNext);
    expect((await patch({ value: -3 })).status).toBe(400);
    expect((await patch({ period: '2026-07' })).body.message).toBe(
      'Trường không được hỗ trợ: period',
    );
    const ok = await patch({ value: 112.5, baseVersion: middle.version });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: middle.id, value: 112.5, consumption: 12.5 });
    const october = (await admin.get('/api/meter-readings?period=2026-10')).body;
    // The month after follows the correction: it is derived, never stored.
    expect(october).toEqual([expect.objectContaining({ value: 130, consumption: 17.5 })]);
  });

  it('PATCH of an unknown or malformed reading is 404; residents get 403', async () => {
    const admin = await use().signIn('admin');
    for (const id of [randomUUID(), 'abc']) {
      const res = await admin.patch(`/api/meter-readings/${id}`).send({ value: 1 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: m.readingNotFound });
    }
    const meter = await createMeter(admin, (await createApartment(admin)).id);
    const reading = await readMeter(admin, meter.id, '2026-10', 5);
    const resident = await use().signIn('resident');
    expect(
      (await resident.patch(`/api/meter-readings/${reading.id}`).send({ value: 6 })).status,
    ).toBe(403);
  });
});
