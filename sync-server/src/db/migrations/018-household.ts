import type { Knex } from 'knex';
import { memberIdOf } from '@chungcu/mutations';

/** The columns every synced row of one complex carries. */
function syncedColumns(knex: Knex, t: Knex.CreateTableBuilder) {
  t.uuid('id').primary();
  t.bigInteger('version').notNullable();
  t.uuid('complex_id').notNullable();
  t.uuid('apartment_id').notNullable();
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('deleted_at', { useTz: true }).nullable();
  t.index(['version']);
  t.index(['apartment_id']);
}

/** `count` new versions from the shared clock (rule S5): the first of them. */
async function takeVersions(knex: Knex, count: number): Promise<number> {
  const [clock] = (await knex('sync_clock')
    .where({ id: 1 })
    .increment('version', count)
    .returning('version')) as { version: string | number }[];
  return Number(clock?.version) - count + 1;
}

/**
 * Households.
 * - An occupant's relation to the household's head (`apartment_assignments.relation`); the
 *   primary occupant is the head, so every primary assignment becomes `head` here, each with a
 *   new version so devices pull the field.
 * - `household_members`: what a unit's residents see of its occupants (name, relation, primary,
 *   move-in), one row per current assignment (its id derived from the assignment's, `memberIdOf`),
 *   kept by the mutations that change an
 *   assignment or a record's name. Made here for every current occupant of a live record.
 * - `vehicles`: a unit's registered vehicles, plates stored normalised and unique among a
 *   complex's live vehicles.
 * - `household_requests`: a resident's request to add a member or a vehicle, until staff
 *   approve or refuse it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('apartment_assignments', (t) => {
    t.text('relation').nullable();
  });
  const [heads] = (await knex('apartment_assignments')
    .where({ is_primary: true })
    .count('* as n')) as { n: string | number }[];
  const count = Number(heads?.n ?? 0);
  if (count > 0) {
    const first = await takeVersions(knex, count);
    await knex.raw(
      `update apartment_assignments a set relation = 'head', version = ? + p.n - 1
        from (select id, row_number() over (order by version) as n
              from apartment_assignments where is_primary) p
        where a.id = p.id`,
      [first],
    );
  }

  await knex.schema.createTable('household_members', (t) => {
    syncedColumns(knex, t);
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('relation').nullable();
    t.boolean('is_primary').notNullable().defaultTo(false);
    t.timestamp('move_in_date', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('vehicles', (t) => {
    syncedColumns(knex, t);
    t.text('kind').notNullable();
    t.text('plate_number').nullable();
    t.text('brand').nullable();
    t.uuid('owner_member_id').nullable();
    t.text('status').notNullable().defaultTo('active');
  });
  // Plates are stored normalised (contracts' `normalisePlate`), so equality is the comparison.
  await knex.raw(
    `create unique index vehicles_plate_unique on vehicles (complex_id, plate_number)
      where deleted_at is null and plate_number is not null`,
  );
  await knex.schema.createTable('household_requests', (t) => {
    syncedColumns(knex, t);
    t.text('kind').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('requested_by').notNullable();
    t.text('first_name').nullable();
    t.text('last_name').nullable();
    t.text('relation').nullable();
    t.timestamp('date_of_birth', { useTz: true }).nullable();
    t.text('phone').nullable();
    t.text('plate_number').nullable();
    t.text('vehicle_kind').nullable();
    t.text('brand').nullable();
    t.uuid('owner_member_id').nullable();
    t.text('note').nullable();
    t.text('refuse_reason').nullable();
    t.text('decided_by').nullable();
    t.timestamp('decided_at', { useTz: true }).nullable();
    t.uuid('resident_id').nullable();
    t.uuid('assignment_id').nullable();
    t.uuid('vehicle_id').nullable();
    // A resident's pull finds their own requests by their account.
    t.index(['requested_by']);
    t.index(['plate_number']);
  });
  for (const table of ['household_members', 'vehicles', 'household_requests']) {
    // A staff device's pull reads each served complex's rows from this index alone (S23).
    await knex.raw(
      `create index ${table}_complex_version on ${table} (complex_id, version) include (id)`,
    );
  }

  const members: ({ id: string } & Record<string, unknown>)[] = await knex(
    'apartment_assignments as a',
  )
    .join('residents as r', 'r.id', 'a.resident_id')
    .whereNull('a.move_out_date')
    .whereNull('a.deleted_at')
    .whereNull('r.deleted_at')
    .orderBy('a.version')
    .select(
      'a.id',
      'a.complex_id',
      'a.apartment_id',
      'r.first_name',
      'r.last_name',
      'a.relation',
      'a.is_primary',
      'a.move_in_date',
    );
  if (members.length === 0) return;
  const first = await takeVersions(knex, members.length);
  const rows = members.map((row, i) => ({ ...row, id: memberIdOf(row.id), version: first + i }));
  for (let at = 0; at < rows.length; at += 500) {
    await knex('household_members').insert(rows.slice(at, at + 500));
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('household_requests');
  await knex.schema.dropTableIfExists('vehicles');
  await knex.schema.dropTableIfExists('household_members');
  await knex.schema.alterTable('apartment_assignments', (t) => {
    t.dropColumn('relation');
  });
}
