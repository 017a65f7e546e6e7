import type { Knex } from 'knex';

/**
 * Notifications and web push.
 * - `vapid_keys`: the server's one VAPID key pair, made on first need and kept (one row).
 * - `push_subscriptions`: one row per device that allowed pushes; an endpoint belongs to one user
 *   at a time (a device signed in as someone else moves it to them).
 * - `notifications`: a synced entity seen by its own user alone, made by the server in the write
 *   that causes it. The `push_*` columns are the sender's bookkeeping, never synced: which rows
 *   still wait to be pushed, who claimed them until when, how many tries and the last error.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vapid_keys', (t) => {
    t.smallint('id').primary();
    t.text('public_key').notNullable();
    t.text('private_key').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table vapid_keys add constraint vapid_keys_one_row check (id = 1)');

  await knex.schema.createTable('push_subscriptions', (t) => {
    t.uuid('id').primary();
    t.text('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('endpoint').notNullable().unique();
    t.text('p256dh').notNullable();
    t.text('auth').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_success_at', { useTz: true }).nullable();
    t.timestamp('last_failure_at', { useTz: true }).nullable();
    t.integer('failures').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.text('user_id').notNullable();
    t.text('kind').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.text('url').nullable();
    t.boolean('urgent').notNullable().defaultTo(false);
    t.timestamp('read_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    // 'pending' until the sender has pushed it to every device of the user, then 'sent',
    // 'failed' (tries used up), 'expired' (older than its time to live) or 'none' (no device).
    t.text('push_state').notNullable().defaultTo('pending');
    t.timestamp('push_claimed_until', { useTz: true }).nullable();
    t.integer('push_attempts').notNullable().defaultTo(0);
    t.timestamp('pushed_at', { useTz: true }).nullable();
    t.text('push_error').nullable();
    t.index(['version']);
    // A user's feed reads their rows by version.
    t.index(['user_id', 'version']);
  });
  await knex.raw(
    `create index notifications_push_pending on notifications (created_at)
      where push_state = 'pending'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
  await knex.schema.dropTable('push_subscriptions');
  await knex.schema.dropTable('vapid_keys');
}
