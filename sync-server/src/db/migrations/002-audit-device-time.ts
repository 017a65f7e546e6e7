import type { Knex } from 'knex';

/**
 * Sync v2: a change queued on a device is audited with the device's time of the change
 * (`device_at`) as well as its arrival (`at`), so history shows when staff did it, offline too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (t) => {
    t.timestamp('device_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (t) => {
    t.dropColumn('device_at');
  });
}
