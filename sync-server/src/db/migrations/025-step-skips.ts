import type { Knex } from 'knex';

/**
 * A step left undone on purpose: status 'skipped' and why (`skip_reason`), written when a request
 * is completed with steps still open and the office skips them rather than completing them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiry_progress', (t) => {
    t.text('skip_reason').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiry_progress', (t) => {
    t.dropColumn('skip_reason');
  });
}
