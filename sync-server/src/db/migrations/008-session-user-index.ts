import type { Knex } from 'knex';

/**
 * Sessions by account: the cap on live sessions per account and ending an account's sessions
 * (deactivation, password change) look sessions up by `sess->>'userId'`; without this index each
 * sign-in scanned the whole session table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index session_user_id on session ((sess->>'userId'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists session_user_id');
}
