import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenDatabase,
  databaseKinds,
  firstComplexId,
  openTestDatabase,
} from '../../../test/harness';
import type { Db } from '../database';
import * as inquiryNumbers from './028-inquiry-numbers';

describe.each(databaseKinds)('migration 028: requests’ numbers [%s]', (kind) => {
  let open: OpenDatabase | undefined;
  const db = () => open?.db as Db;
  beforeAll(async () => {
    open = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => open?.close());

  it('S32: existing requests are numbered by creation per complex and Vietnam’s year, deleted ones too, and the counters follow', async () => {
    await inquiryNumbers.down(db());
    const first = await firstComplexId(db());
    const second = randomUUID();
    await db()('complexes').insert({ id: second, code: 'SR-Q7', name: 'Sunrise', version: 1 });
    const request = async (complexId: string, createdAt: string, deleted = false) => {
      const id = randomUUID();
      await db()('inquiries').insert({
        id,
        complex_id: complexId,
        title: 'Rò nước',
        description: 'x',
        category: 'general',
        priority: 'medium',
        status: 'new',
        version: 1,
        created_at: createdAt,
        deleted_at: deleted ? createdAt : null,
      });
      return id;
    };
    // Inserted out of order: the number follows creation, not insertion.
    const late = await request(first, '2025-06-01T00:00:00Z');
    const early = await request(first, '2025-01-01T00:00:00Z', true);
    // 17:00 UTC on 31 December is already New Year's Day in Hà Nội.
    const newYear = await request(first, '2025-12-31T17:00:00Z');
    const lastOfYear = await request(first, '2025-12-31T16:59:00Z');
    const elsewhere = await request(second, '2025-03-01T00:00:00Z');

    await inquiryNumbers.up(db());

    const numbers = Object.fromEntries(
      (await db()('inquiries').select('id', 'number')).map((r) => [r.id, r.number]),
    );
    const { code } = await db()('complexes').where({ id: first }).first('code');
    expect([early, late, lastOfYear, newYear, elsewhere].map((id) => numbers[id])).toEqual([
      `${code}-YC-2025-00001`,
      `${code}-YC-2025-00002`,
      `${code}-YC-2025-00003`,
      `${code}-YC-2026-00001`,
      'SR-Q7-YC-2025-00001',
    ]);
    const counters = await db()('number_sequences').orderBy('scope');
    expect(Object.fromEntries(counters.map((c) => [c.scope, Number(c.last_value)]))).toEqual({
      [`inquiry:${first}:2025`]: 3,
      [`inquiry:${first}:2026`]: 1,
      [`inquiry:${second}:2025`]: 1,
    });
  });
});
