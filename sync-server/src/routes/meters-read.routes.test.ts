import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { meterExport, messages } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import {
  assign,
  createApartment,
  createResident,
  demoResidentEmail,
} from '../../test/assignment-fixtures';
import { getBytes, png, uploaded } from '../../test/attachment-fixtures';
import { createMeter, readMeter } from '../../test/meter-fixtures';
import { exportHeaders } from '../services/meter-export';

const m = messages.meter;

describeEachDatabase('meters: reads, visibility and the .xlsx export', (use) => {
  /** The demo resident user's home and another unit, each with two meters and readings. */
  async function world() {
    const admin = await use().signIn('admin');
    const resident = await use().signIn('resident');
    const me = await createResident(admin, { email: demoResidentEmail });
    const home = await createApartment(admin, {
      unitNumber: 'B1-0502',
      buildingBlock: 'B',
      floor: 5,
    });
    const other = await createApartment(admin, {
      unitNumber: 'A1-0301',
      buildingBlock: 'A',
      floor: 3,
    });
    await assign(admin, home.id, me.id);
    const homeWater = await createMeter(admin, home.id, { kind: 'water', serial: 'NB-0502' });
    const homePower = await createMeter(admin, home.id, { kind: 'electricity', serial: 'DB-0502' });
    const otherWater = await createMeter(admin, other.id, { kind: 'water', serial: 'NA-0301' });
    for (const [meter, values] of [
      [homeWater, [100, 115, 131]],
      [homePower, [2000, 2280, 2280]],
      [otherWater, [50, 70, 120]],
    ] as const) {
      for (const [i, value] of values.entries())
        await readMeter(admin, meter.id, ['2026-08', '2026-09', '2026-10'][i] ?? '', value);
    }
    return { admin, resident, home, other, homeWater, homePower, otherWater };
  }

  it('GET /api/meters lists each meter with its last reading, in block and floor order', async () => {
    const { admin, home, other, homeWater, homePower, otherWater } = await world();
    const all = await admin.get('/api/meters');
    expect(all.status).toBe(200);
    expect(all.body.map((x: { id: string }) => x.id)).toEqual([
      otherWater.id,
      homeWater.id,
      homePower.id,
    ]);
    const mine = await admin.get(`/api/meters?apartmentId=${home.id}`);
    expect(mine.body).toEqual([
      {
        ...homeWater,
        lastReading: expect.objectContaining({ period: '2026-10', value: 131, consumption: 16 }),
      },
      // The home is occupied: nothing used there is unusual.
      {
        ...homePower,
        lastReading: expect.objectContaining({ value: 2280, consumption: 0, unusual: true }),
      },
    ]);
    const theirs = await admin.get(`/api/meters?apartmentId=${other.id}`);
    // 50 after an average of 20: more than twice.
    expect(theirs.body[0].lastReading).toMatchObject({ consumption: 50, unusual: true });
  });

  it('GET /api/meters answers 404 for an unknown or malformed unit, 400 for another parameter', async () => {
    const admin = await use().signIn('admin');
    for (const id of [randomUUID(), 'A2-1207']) {
      const res = await admin.get(`/api/meters?apartmentId=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: m.apartmentNotFound });
    }
    expect((await admin.get('/api/meters?block=A')).status).toBe(400);
    expect((await use().anonymous().get('/api/meters')).status).toBe(401);
  });

  it('GET /api/meter-readings?period= answers that month with derived figures; a bad period is 400', async () => {
    const { admin, homeWater, homePower, otherWater } = await world();
    const res = await admin.get('/api/meter-readings?period=2026-09');
    expect(res.status).toBe(200);
    expect(
      res.body.map((r: { meterId: string; consumption: number }) => [r.meterId, r.consumption]),
    ).toEqual([
      [otherWater.id, 20],
      [homeWater.id, 15],
      [homePower.id, 280],
    ]);
    expect((await admin.get('/api/meter-readings?period=2026-01')).body).toEqual([]);
    for (const query of ['', '?period=2026-13', '?period=x', '?period=2026-09&period=2026-10']) {
      const bad = await admin.get(`/api/meter-readings${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body).toMatchObject({ code: 'validation', message: m.periodInvalid });
    }
  });

  it("S11: a resident user sees their own unit's meters, readings and photos, nothing else", async () => {
    const { admin, resident, home, other, homeWater, homePower } = await world();
    const list = await resident.get('/api/meters');
    expect(list.body.map((x: { id: string }) => x.id)).toEqual([homeWater.id, homePower.id]);
    expect((await resident.get(`/api/meters?apartmentId=${home.id}`)).body).toHaveLength(2);
    expect((await resident.get(`/api/meters?apartmentId=${other.id}`)).status).toBe(404);
    const october = await resident.get('/api/meter-readings?period=2026-10');
    expect(october.body.map((r: { meterId: string }) => r.meterId)).toEqual([
      homeWater.id,
      homePower.id,
    ]);
    // The feed carries the same: their meters and readings, none of the other unit's.
    const feed = await resident.get('/api/sync/changes?since=0&limit=1000');
    const meterIds = feed.body.changes
      .filter((c: { entity: string }) => c.entity === 'meter')
      .map((c: { id: string }) => c.id);
    expect(meterIds.sort()).toEqual([homeWater.id, homePower.id].sort());
    const readings = feed.body.changes.filter(
      (c: { entity: string }) => c.entity === 'meterReading',
    );
    expect(readings).toHaveLength(6);
    // A photo of their reading is theirs to see; one of another unit's is not there at all.
    const [myReading] = october.body as { id: string }[];
    const otherReading = (await admin.get('/api/meter-readings?period=2026-10')).body[0] as {
      id: string;
    };
    const mine = await uploaded(admin, 'meterReading', myReading?.id ?? '', png());
    const theirs = await uploaded(admin, 'meterReading', otherReading.id, png());
    expect((await getBytes(resident.get(`/api/attachments/${mine}/content`))).status).toBe(200);
    expect((await resident.get(`/api/attachments/${theirs}/content`)).status).toBe(404);
  });

  it('exports a period as .xlsx with Vietnamese headers, readable by exceljs', async () => {
    const { admin, otherWater } = await world();
    await createMeter(admin, otherWater.apartmentId, { kind: 'electricity', serial: 'DA-0301' });
    const res = await getBytes(admin.get('/api/meter-readings/export?period=2026-10'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(meterExport.contentType);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="chi-so-dong-ho-2026-10.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? [])
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual([...exportHeaders]);
    expect(rows.slice(1)).toEqual([
      ['A1-0301', 'A', 'Nước (m³)', 'NA-0301', 70, 120, 50, 'Có'],
      // Never read: the previous index stays empty too, and the period's cells are blank.
      ['A1-0301', 'A', 'Điện (kWh)', 'DA-0301'],
      ['B1-0502', 'B', 'Nước (m³)', 'NB-0502', 115, 131, 16, 'Không'],
      ['B1-0502', 'B', 'Điện (kWh)', 'DB-0502', 2280, 2280, 0, 'Có'],
    ]);
  });

  it('the export is for staff (403 to a resident) and refuses a bad period (400)', async () => {
    const admin = await use().signIn('admin');
    const resident = await use().signIn('resident');
    expect((await resident.get('/api/meter-readings/export?period=2026-10')).status).toBe(403);
    expect((await use().anonymous().get('/api/meter-readings/export?period=2026-10')).status).toBe(
      401,
    );
    const bad = await admin.get('/api/meter-readings/export?period=10-2026');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(m.periodInvalid);
  });
});
