import type { Knex } from 'knex';

/**
 * What a notification says, as data (`NotificationParams`): each device writes it in its own
 * language. Rows made before keep null, and their Vietnamese `title` and `body` stand.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notifications', (t) => {
    t.jsonb('params').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notifications', (t) => {
    t.dropColumn('params');
  });
}
