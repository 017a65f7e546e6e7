import type { Knex } from 'knex';

/**
 * The residents' side of requests.
 * - A step of a request's progress marked internal is the staff's alone: residents' devices never
 *   receive it, nor its files (the access module's resident condition), and marking or unmarking
 *   one is a move for the request's resident (rule S19).
 * - A request staff completed is confirmed by its resident (a rating of 1–5 and a comment) or
 *   returned with a reason, which reopens it and tells staff why.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiry_progress', (t) => {
    t.boolean('is_internal').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('inquiries', (t) => {
    t.smallint('rating').nullable();
    t.text('rating_comment').nullable();
    t.timestamp('confirmed_at', { useTz: true }).nullable();
    t.text('return_reason').nullable();
    t.timestamp('returned_at', { useTz: true }).nullable();
  });
  await knex.raw(
    'alter table inquiries add constraint inquiries_rating_range check (rating between 1 and 5)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiries', (t) => {
    t.dropChecks(['inquiries_rating_range']);
    t.dropColumns('rating', 'rating_comment', 'confirmed_at', 'return_reason', 'returned_at');
  });
  await knex.schema.alterTable('inquiry_progress', (t) => {
    t.dropColumn('is_internal');
  });
}
