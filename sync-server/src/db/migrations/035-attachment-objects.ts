import type { Knex } from 'knex';

/**
 * Where each stored blob's bytes are: in `attachment_chunks` (object_key null), or in the
 * S3-compatible store as the object `object_key`: one key per accepted upload, never a key a
 * device was given a URL for (a replaced thumbnail's old object goes once the row names the new
 * one). The header row stays in the database either way, so it is the index every read starts
 * from (no store round trip to learn a size or hash), a backup's list of the objects it needs by
 * hash, and the moving command's to-do list.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('attachment_blobs', (t) => {
    t.text('object_key');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('attachment_blobs', (t) => {
    t.dropColumn('object_key');
  });
}
