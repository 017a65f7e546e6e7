import type { Knex } from 'knex';

/**
 * Announcements (Thông báo): staff write one for a complex, its blocks, floors or
 * units, now or at a time. Sending fixes its recipients, one `announcement_recipients` row per
 * resident record living in those units then, never added to afterwards, so "12/40 đã đọc"
 * keeps its denominator; a resident's row carries when they read it. Both are synced tables of
 * a complex like the others (versions, audit, `(complex_id, version)` for staff pulls); a
 * resident's pull finds theirs by `resident_id`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('announcements', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.uuid('complex_id').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.text('category').notNullable();
    /** `{ kind: 'complex' | 'blocks' | 'floors' | 'units', … }` as contracts describe it. */
    t.jsonb('audience').notNullable();
    t.boolean('urgent').notNullable().defaultTo(false);
    t.timestamp('ends_at', { useTz: true }).nullable();
    t.timestamp('publish_at', { useTz: true }).nullable();
    t.text('status').notNullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.timestamp('cancelled_at', { useTz: true }).nullable();
    t.uuid('corrects_id').nullable();
    t.integer('recipient_count').notNullable().defaultTo(0);
    t.text('created_by').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
  });
  await knex.raw(`alter table announcements add constraint announcements_status_known
    check (status in ('scheduled', 'sent', 'cancelled'))`);
  await knex.raw(`alter table announcements add constraint announcements_urgent_ends
    check (not urgent or ends_at is not null)`);
  await knex.raw(
    'create index announcements_complex_version on announcements (complex_id, version) include (id)',
  );
  // The sending job's question, "which scheduled ones are due", reads only those.
  await knex.raw(`create index announcements_due on announcements (publish_at)
    where status = 'scheduled' and deleted_at is null`);

  await knex.schema.createTable('announcement_recipients', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.uuid('complex_id').notNullable();
    t.uuid('announcement_id').notNullable();
    t.uuid('resident_id').notNullable();
    t.uuid('apartment_id').nullable();
    t.timestamp('read_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
    t.index(['announcement_id']);
    t.index(['resident_id']);
  });
  // One row per resident and announcement: sending twice could never count someone twice.
  await knex.raw(`create unique index announcement_recipients_unique
    on announcement_recipients (announcement_id, resident_id)`);
  await knex.raw(`create index announcement_recipients_complex_version
    on announcement_recipients (complex_id, version) include (id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('announcement_recipients');
  await knex.schema.dropTableIfExists('announcements');
}
