import type { Knex } from 'knex';

/**
 * What a resident reported a request as ('electricity', …; a key of `residentCategories`), so the
 * resident sees it by that name rather than the request category. Existing requests named none:
 * null, with no default.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiries', (t) => {
    t.text('resident_category').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiries', (t) => {
    t.dropColumn('resident_category');
  });
}
