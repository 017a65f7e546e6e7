import type { Knex } from 'knex';

/**
 * Escalation (rule S30): which deadline alerts went out. One row per request, kind
 * ('dueSoon' to its assignee, 'overdue' to the complex's managers) and deadline: the key makes
 * each alert go out once however many replicas look, and a deadline moved by a pause (S24) is a
 * new one to be reminded of. Server-only: devices never read it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inquiry_sla_alerts', (t) => {
    t.uuid('inquiry_id').notNullable().references('id').inTable('inquiries').onDelete('cascade');
    t.text('kind').notNullable();
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['inquiry_id', 'kind', 'due_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inquiry_sla_alerts');
}
