import type { Knex } from 'knex';

/**
 * One-time links that set an account's password: an invitation (the account is made when it is
 * accepted) or a reset (of an existing account). Only the SHA-256 of the token is kept, so the
 * table itself opens no account; `used_at` makes each link single use.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invitations', (t) => {
    t.uuid('id').primary();
    t.text('token_hash').notNullable().unique();
    t.text('kind').notNullable();
    t.text('email').notNullable();
    t.string('role', 50).notNullable();
    t.text('first_name').nullable();
    t.text('last_name').nullable();
    t.text('job_title').nullable();
    t.uuid('resident_id').nullable();
    t.text('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('created_by').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('invitations');
}
