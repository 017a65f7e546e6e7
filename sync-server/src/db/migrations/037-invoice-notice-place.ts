import type { Knex } from 'knex';

/**
 * An issued notice found by its complex, month and place (rule S34): a bank transfer's payment
 * code names those three, and matching it read every notice of the month before (2,000 rows with
 * their lines for one transfer). The key is the number's `YYYY-MM-NNNNN` end, not the whole
 * number: a complex whose code changed keeps its notices' numbers.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index invoices_notice_place on invoices ((complex_id::text || '/' || right(number, 13)))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists invoices_notice_place');
}
