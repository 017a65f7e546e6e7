import type { Knex } from 'knex';

/**
 * The language a device's pushes are written in (the one chosen on it): rows made before are
 * Vietnamese, as every push was.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('push_subscriptions', (t) => {
    t.text('language').notNullable().defaultTo('vi');
  });
  await knex.raw(
    `alter table push_subscriptions add constraint push_subscriptions_language_check
       check (language in ('vi', 'en'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('push_subscriptions', (t) => {
    t.dropColumn('language');
  });
}
