import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdOf } from '@chungcu/mutations';
import {
  type OpenDatabase,
  databaseKinds,
  firstComplexId,
  openTestDatabase,
} from '../../../test/harness';
import type { Db } from '../database';
import * as household from './018-household';

describe.each(databaseKinds)('migration 018: households [%s]', (kind) => {
  let open: OpenDatabase | undefined;
  const db = () => open?.db as Db;
  beforeAll(async () => {
    open = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => open?.close());

  it('S26: every primary becomes the head and every current occupant of a live record a member, each with a new version', async () => {
    await household.down(db());
    const complexId = await firstComplexId(db());
    const unit = randomUUID();
    await db()('apartments').insert({
      id: unit,
      complex_id: complexId,
      unit_number: 'M-101',
      building_block: 'M',
      floor: 1,
      bedrooms: 2,
      bathrooms: 1,
      square_footage: 60,
      monthly_rent: '1850',
      version: 1,
    });
    const person = async (firstName: string, deleted = false) => {
      const id = randomUUID();
      await db()('residents').insert({
        id,
        complex_id: complexId,
        first_name: firstName,
        last_name: 'Lê',
        id_card_number: String(Math.floor(Math.random() * 1e12)).padStart(12, '0'),
        email: `${id.slice(0, 8)}@chungcu.vn`,
        phone: '+84901234567',
        version: 1,
        deleted_at: deleted ? new Date() : null,
      });
      return id;
    };
    const stay = async (residentId: string, isPrimary: boolean, movedOut = false) => {
      const id = randomUUID();
      await db()('apartment_assignments').insert({
        id,
        complex_id: complexId,
        apartment_id: unit,
        resident_id: residentId,
        move_in_date: new Date('2024-01-01T00:00:00Z'),
        move_out_date: movedOut ? new Date() : null,
        is_primary: isPrimary,
        version: 1,
      });
      return id;
    };
    const head = await stay(await person('Hà'), true);
    const child = await stay(await person('Nam'), false);
    const former = await stay(await person('Cũ'), true, true);
    await stay(await person('Xóa', true), false);
    const [{ version: clockBefore }] = await db()('sync_clock').select('version');

    await household.up(db());

    const relations = await db()('apartment_assignments')
      .whereIn('id', [head, child, former])
      .select('id', 'relation', 'version');
    expect(Object.fromEntries(relations.map((r) => [r.id, r.relation]))).toEqual({
      [head]: 'head',
      [child]: null,
      [former]: 'head',
    });
    const members = await db()('household_members').orderBy('version');
    expect(members.map((m) => [m.id, m.first_name, m.relation, m.is_primary])).toEqual(
      expect.arrayContaining([
        [memberIdOf(head), 'Hà', 'head', true],
        [memberIdOf(child), 'Nam', null, false],
      ]),
    );
    expect(members).toHaveLength(2);
    const versions = [
      ...relations.filter((r) => r.relation).map((r) => r.version),
      ...members.map((m) => m.version),
    ].map(Number);
    expect(new Set(versions).size).toBe(versions.length);
    for (const version of versions) expect(version).toBeGreaterThan(Number(clockBefore));
    const [{ version: clockAfter }] = await db()('sync_clock').select('version');
    expect(Number(clockAfter)).toBe(Math.max(...versions));
  });
});
