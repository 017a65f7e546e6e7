import type { Knex } from 'knex';

/**
 * A request's conversation (`inquiry_messages`, entity `inquiryMessage`): the resident and the
 * office write to each other about it; an internal message is the staff's alone. Synced like
 * every row of a complex: a staff device reads its complexes' from the `(complex_id, version)`
 * index, a resident's through their requests (`inquiry_id`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inquiry_messages', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.uuid('complex_id').notNullable();
    t.uuid('inquiry_id').notNullable().references('id').inTable('inquiries');
    t.text('author_id').notNullable();
    t.boolean('from_staff').notNullable();
    t.text('body').notNullable();
    t.boolean('internal').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['version']);
    t.index(['inquiry_id']);
  });
  await knex.raw(
    `create index inquiry_messages_complex_version on inquiry_messages (complex_id, version) include (id)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inquiry_messages');
}
