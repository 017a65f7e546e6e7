import type { Knex } from 'knex';

/**
 * Payment reminders (rule S35): when each unit was last reminded of its debt past due. One row
 * per unit, moved forward by the reminder's own write only when three days have passed since
 * (an upsert whose condition a racing replica's second insert re-checks after the first's
 * commit), so a unit is reminded at most once every three days however many replicas run the
 * job. Server-only: devices never read it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_reminders', (t) => {
    t.uuid('apartment_id').primary().references('id').inTable('apartments').onDelete('cascade');
    t.timestamp('reminded_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_reminders');
}
