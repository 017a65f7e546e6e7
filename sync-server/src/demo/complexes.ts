import type { Tx } from '../db/database';
import { FIRST_COMPLEX } from '../db/migrations/013-complexes';
import { blockIdOf } from '@chungcu/mutations';
import { blocks as blockRows, complexes } from '../db/tables';
import { insertSeeded } from './writer';

/** The demo company's complexes: one in Hà Nội (the migration's first), one in TP.HCM. */
export const DEMO_COMPLEXES = [
  {
    code: 'TC-HN',
    name: 'Chung cư Times City',
    address: '458 Minh Khai, phường Vĩnh Tuy, quận Hai Bà Trưng, Hà Nội',
    blocks: ['A', 'B', 'C'],
  },
  {
    code: 'SR-Q7',
    name: 'Chung cư Sunrise City',
    address: '23 Nguyễn Hữu Thọ, phường Tân Hưng, Quận 7, TP. Hồ Chí Minh',
    blocks: ['V', 'X'],
  },
] as const;

export interface SeededComplex {
  id: string;
  code: string;
  blocks: readonly string[];
}

/** A complex's block rows, made the day it opened (their ids as a unit made offline gives them). */
async function seedBlocks(trx: Tx, complexId: string, names: readonly string[], opened: Date) {
  for (const name of names) {
    await insertSeeded(trx, blockRows, { id: blockIdOf(complexId, name), complexId, name }, opened);
  }
}

/**
 * Names the complex migration 013 made after the first demo complex (dated from the first
 * handover, as if it were seeded) and adds the others after it, each with its version and audit
 * entry like any seeded row, and makes each one's block rows.
 */
export async function seedComplexes(trx: Tx, createdAt: Date): Promise<SeededComplex[]> {
  const [first, ...others] = DEMO_COMPLEXES;
  const { blocks: firstBlocks, ...firstFields } = first;
  const existing = await trx('complexes').where({ code: FIRST_COMPLEX.code }).first('id');
  if (existing) await trx('complexes').where({ id: existing.id }).delete();
  const seeded: SeededComplex[] = [];
  const firstRow = await insertSeeded(
    trx,
    complexes,
    { ...(existing ? { id: existing.id as string } : {}), ...firstFields },
    createdAt,
  );
  await seedBlocks(trx, firstRow.id, firstBlocks, createdAt);
  seeded.push({ id: firstRow.id, code: first.code, blocks: firstBlocks });
  for (const [i, { blocks, ...fields }] of others.entries()) {
    const opened = new Date(createdAt.getTime() + (i + 1) * 30 * 24 * 60 * 60 * 1000);
    const row = await insertSeeded(trx, complexes, fields, opened);
    await seedBlocks(trx, row.id, blocks, opened);
    seeded.push({ id: row.id, code: fields.code, blocks });
  }
  return seeded;
}
