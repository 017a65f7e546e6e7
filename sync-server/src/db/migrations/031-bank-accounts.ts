import type { Knex } from 'knex';
import { complexVersionIndex, syncedColumns } from './synced-columns';

/**
 * A complex's bank accounts that residents pay their notices into (rule S33). The same bank and
 * number once a complex; at most one default a complex, held by a partial unique index, so two
 * people making two accounts the default at once leave one (the second write answers 409).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bank_accounts', (t) => {
    syncedColumns(knex, t);
    t.text('bank_bin').notNullable();
    t.text('account_number').notNullable();
    t.text('account_name').notNullable();
    t.boolean('is_default').notNullable().defaultTo(false);
  });
  await knex.raw(
    `create unique index bank_accounts_number_unique on bank_accounts
      (complex_id, bank_bin, account_number) where deleted_at is null`,
  );
  await knex.raw(
    `create unique index bank_accounts_default_unique on bank_accounts (complex_id)
      where is_default and deleted_at is null`,
  );
  await complexVersionIndex(knex, 'bank_accounts');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bank_accounts');
}
