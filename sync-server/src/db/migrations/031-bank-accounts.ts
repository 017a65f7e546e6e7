import type { Knex } from 'knex';

/**
 * A complex's bank accounts that residents pay their notices into (rule S33). The same bank and
 * number once a complex; at most one default a complex, held by a partial unique index, so two
 * people making two accounts the default at once leave one (the second write answers 409).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bank_accounts', (t) => {
    t.uuid('id').primary();
    t.bigInteger('version').notNullable();
    t.uuid('complex_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.text('bank_bin').notNullable();
    t.text('account_number').notNullable();
    t.text('account_name').notNullable();
    t.boolean('is_default').notNullable().defaultTo(false);
    t.index(['version']);
  });
  await knex.raw(
    `create unique index bank_accounts_number_unique on bank_accounts
      (complex_id, bank_bin, account_number) where deleted_at is null`,
  );
  await knex.raw(
    `create unique index bank_accounts_default_unique on bank_accounts (complex_id)
      where is_default and deleted_at is null`,
  );
  await knex.raw(
    'create index bank_accounts_complex_version on bank_accounts (complex_id, version) include (id)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bank_accounts');
}
