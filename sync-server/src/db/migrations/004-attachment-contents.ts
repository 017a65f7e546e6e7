import type { Knex } from 'knex';

/**
 * Attachment bytes (the PostgreSQL/PGlite blob store): a header per stored blob and its bytes in
 * chunks of a few hundred KB, so no query ever moves a whole 10 MB value. The header is written
 * in the same transaction as the chunks: a header means the bytes are all there.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('attachment_blobs', (t) => {
    t.uuid('attachment_id').notNullable().references('id').inTable('attachments');
    t.text('kind').notNullable();
    t.integer('byte_size').notNullable();
    t.text('sha256').notNullable();
    t.text('mime_type').notNullable();
    t.timestamp('stored_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['attachment_id', 'kind']);
    t.check(`kind in ('content', 'thumbnail')`);
  });
  await knex.schema.createTable('attachment_chunks', (t) => {
    t.uuid('attachment_id').notNullable();
    t.text('kind').notNullable();
    t.integer('seq').notNullable();
    t.binary('data').notNullable();
    t.primary(['attachment_id', 'kind', 'seq']);
    t.foreign(['attachment_id', 'kind'])
      .references(['attachment_id', 'kind'])
      .inTable('attachment_blobs')
      .onDelete('CASCADE');
  });
  // Content is not worth compressing (JPEG, WebP, HEIC and most PDFs already are).
  await knex.raw('alter table attachment_chunks alter column data set storage external');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('attachment_chunks');
  await knex.schema.dropTable('attachment_blobs');
}
