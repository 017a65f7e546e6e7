import type { Knex } from 'knex';

/**
 * The database's history (rule S21). `epoch` names it: made here, with the database, and
 * replaced by every restore, so a device cursor of another history resyncs whatever its number.
 * `forked_at` is the last version this history may share with an earlier one (a restore's backup
 * clock; null while none was restored since this column exists): the bound up to which a cursor
 * sent without its history, by a device from before protocol 5, is still trusted. Both columns
 * may be null only inside a restore's transaction, which loads the clock row from its file and
 * then writes them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sync_clock', (t) => {
    t.text('epoch').nullable();
    t.bigInteger('forked_at').nullable();
  });
  await knex.raw('update sync_clock set epoch = gen_random_uuid()::text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sync_clock', (t) => {
    t.dropColumn('epoch');
    t.dropColumn('forked_at');
  });
}
