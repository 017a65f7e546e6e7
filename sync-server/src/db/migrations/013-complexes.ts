import type { Knex } from 'knex';

/**
 * Many complexes on one installation (DESIGN "Complexes"). A `complex` is the unit of tenancy:
 * every row of a complex's data carries its `complex_id` (derived by the mutations from the unit
 * or owner it belongs to), and checklists, categories and workflow templates carry one or none
 * (none: shared by the whole company). Staff serve the complexes `staff_complexes` names.
 *
 * Existing data moves into one complex made here. Unit numbers, ID card numbers and residents'
 * emails become unique within a complex (the same "A2-403" exists in two buildings; one person
 * owning units in two complexes has a record in each). Every index a feed, list or dashboard of
 * one complex reads leads with `complex_id`.
 */
export const COMPLEX_DATA_TABLES = [
  'apartments',
  'residents',
  'apartment_assignments',
  'inquiries',
  'inquiry_progress',
  'attachments',
  'inspections',
  'meters',
  'meter_readings',
] as const;
/** Per complex, or shared by the company when `complex_id` is null. */
export const COMPLEX_SHARED_TABLES = [
  'workflow_categories',
  'workflow_templates',
  'template_steps',
  'inspection_templates',
] as const;

/** The complex existing data moves into; renamed on the company screen. */
export const FIRST_COMPLEX = { code: 'CC-01', name: 'Chung cư' } as const;

const PER_COMPLEX_UNIQUE = [
  ['apartments_unit_unique', 'apartments', 'lower(unit_number)'],
  ['residents_id_card_unique', 'residents', 'id_card_number'],
  ['residents_email_unique', 'residents', 'lower(email)'],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('complexes', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.text('code').notNullable();
    t.text('name').notNullable();
    t.text('address').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
  });
  await knex.raw(
    'create unique index complexes_code_unique on complexes (upper(code)) where deleted_at is null',
  );
  await knex.schema.createTable('staff_complexes', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.text('user_id').notNullable();
    t.uuid('complex_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
  });
  await knex.raw(
    `create unique index staff_complexes_unique on staff_complexes (user_id, complex_id)
      where deleted_at is null`,
  );

  // One version for the first complex, taken from the shared clock like every write (rule S5).
  const [clock] = (await knex('sync_clock')
    .where({ id: 1 })
    .increment('version', 1)
    .returning('version')) as { version: string | number }[];
  const [first] = (await knex('complexes')
    .insert({
      id: knex.raw('gen_random_uuid()'),
      version: Number(clock?.version ?? 1),
      ...FIRST_COMPLEX,
    })
    .returning('id')) as { id: string }[];
  const complexId = first?.id;

  for (const table of COMPLEX_DATA_TABLES) {
    await knex.schema.alterTable(table, (t) => t.uuid('complex_id').nullable());
    await knex(table).update({ complex_id: complexId });
    await knex.schema.alterTable(table, (t) => t.uuid('complex_id').notNullable().alter());
    // A staff device's pull: the complex's rows above a version, in version order, read from the
    // index alone (the id rides along): the feed picks its page before it reads any row.
    await knex.raw(
      `create index ${table}_complex_version on ${table} (complex_id, version) include (id)`,
    );
  }
  for (const table of COMPLEX_SHARED_TABLES) {
    await knex.schema.alterTable(table, (t) => t.uuid('complex_id').nullable());
    await knex.raw(`create index ${table}_complex_version on ${table} (complex_id, version)`);
  }
  for (const [index, table, expression] of PER_COMPLEX_UNIQUE) {
    await knex.raw(`drop index ${index}`);
    await knex.raw(
      `create unique index ${index} on ${table} (complex_id, ${expression}) where deleted_at is null`,
    );
  }
  // A resident's pull finds their records by email across complexes, and the requests they filed
  // by their account: without these, each pull would read every complex's rows.
  await knex.raw(
    'create index residents_email_lookup on residents (lower(email)) where deleted_at is null',
  );
  await knex.raw('create index inquiries_created_by on inquiries (created_by)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists inquiries_created_by');
  await knex.raw('drop index if exists residents_email_lookup');
  for (const [index, table, expression] of PER_COMPLEX_UNIQUE) {
    await knex.raw(`drop index ${index}`);
    await knex.raw(
      `create unique index ${index} on ${table} (${expression}) where deleted_at is null`,
    );
  }
  for (const table of [...COMPLEX_DATA_TABLES, ...COMPLEX_SHARED_TABLES]) {
    await knex.schema.alterTable(table, (t) => t.dropColumn('complex_id'));
  }
  await knex.schema.dropTableIfExists('staff_complexes');
  await knex.schema.dropTableIfExists('complexes');
}
