import type { Knex } from 'knex';

/**
 * Attachments (sync v2, "Photos and files offline"): the metadata row every device syncs. The
 * bytes live apart (`attachment_contents`), written and read in chunks, never through the feed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('attachments', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.text('owner_entity').notNullable();
    t.uuid('owner_id').notNullable();
    t.text('purpose').notNullable();
    t.text('file_name').notNullable();
    t.text('mime_type').notNullable();
    t.integer('byte_size').notNullable();
    t.text('sha256').notNullable();
    t.integer('width').nullable();
    t.integer('height').nullable();
    t.integer('position').nullable();
    t.text('item_id').nullable();
    t.timestamp('uploaded_at', { useTz: true }).nullable();
    t.text('created_by').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
    t.index(['owner_entity', 'owner_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('attachments');
}
