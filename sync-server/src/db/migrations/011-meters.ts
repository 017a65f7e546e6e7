import type { Knex } from 'knex';

/**
 * Meters and their monthly readings ("Meter readings"): two synced tables with versions
 * and audit like every other entity. Consumption and the unusual mark are not columns: they are
 * derived from the readings wherever they are shown, so a corrected month never leaves a stale
 * figure behind.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('meters', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.uuid('apartment_id').notNullable();
    t.text('kind').notNullable();
    t.text('serial').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
    t.index(['apartment_id']);
  });
  // Serials are stored upper-cased (contracts), so a plain index compares them case-blind.
  await knex.raw(
    'create unique index meters_serial_unique on meters (serial) where deleted_at is null',
  );
  await knex.schema.createTable('meter_readings', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.uuid('meter_id').notNullable();
    /** YYYY-MM: compares in time order as text. */
    t.text('period').notNullable();
    t.decimal('value', 12, 3).notNullable();
    t.timestamp('read_at', { useTz: true }).notNullable();
    t.text('read_by').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
    t.index(['period']);
  });
  // One reading per meter and month: two devices reading the same meter offline clash here.
  await knex.raw(
    'create unique index meter_readings_period_unique on meter_readings (meter_id, period) where deleted_at is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('meter_readings');
  await knex.schema.dropTableIfExists('meters');
}
