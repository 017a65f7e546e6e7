import type { Knex } from 'knex';
import { blockIdOf, blockKeyOf } from '@chungcu/mutations';

/**
 * Blocks become rows of a complex (DESIGN "Complexes"). A unit keeps its block's name in
 * `building_block`, as API.md's calls have it; a `blocks` row per name and complex is what the
 * company screen manages and the apartments list offers. A block's name is unique within its
 * complex whatever the case.
 *
 * Existing units make their blocks here: one per complex and name (compared as `blockKeyOf`
 * does), spelled as most of its units spell it, each with its own version from the clock (rule
 * S5) so devices pull them like any new row. Their ids are the ones a device would give the same
 * block made offline (`blockIdOf`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blocks', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.uuid('complex_id').notNullable();
    t.text('name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
  });
  await knex.raw(
    `create unique index blocks_name_unique on blocks (complex_id, upper(name))
      where deleted_at is null`,
  );
  // A staff device's pull reads each served complex's blocks from this index alone (S23).
  await knex.raw(
    'create index blocks_complex_version on blocks (complex_id, version) include (id)',
  );

  const spellings: { complex_id: string; name: string; units: number | string }[] = await knex(
    'apartments',
  )
    .whereNull('deleted_at')
    .groupBy('complex_id', 'building_block')
    .orderBy([{ column: 'complex_id' }, { column: 'building_block' }])
    .select('complex_id', knex.raw('building_block as name'), knex.raw('count(*) as units'));
  const chosen = new Map<string, { complexId: string; name: string; units: number }>();
  for (const { complex_id: complexId, name, units } of spellings) {
    const trimmed = name.trim();
    const key = `${complexId}/${blockKeyOf(trimmed)}`;
    const best = chosen.get(key);
    if (!trimmed || (best && best.units >= Number(units))) continue;
    chosen.set(key, { complexId, name: trimmed, units: Number(units) });
  }
  if (chosen.size === 0) return;
  const [clock] = (await knex('sync_clock')
    .where({ id: 1 })
    .increment('version', chosen.size)
    .returning('version')) as { version: string | number }[];
  const first = Number(clock?.version) - chosen.size + 1;
  const rows = [...chosen.values()].map(({ complexId, name }, i) => ({
    id: blockIdOf(complexId, name),
    version: first + i,
    complex_id: complexId,
    name,
  }));
  for (let i = 0; i < rows.length; i += 500) await knex('blocks').insert(rows.slice(i, i + 500));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('blocks');
}
