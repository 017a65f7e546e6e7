import type { Knex } from 'knex';

/**
 * Deadlines (rule S24).
 * - A category may carry a service-level policy: by priority, the hours to answer a request and
 *   to resolve it (jsonb `{ "high": { "responseHours": 4, "resolutionHours": 24 }, … }`).
 * - A request keeps the deadlines it was given when made, when it was answered and resolved, and
 *   its paused clock (waiting for the resident). `sla_paused_ms` is a double so both drivers
 *   answer a plain number (bigint comes back as a string from `pg`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workflow_categories', (t) => {
    t.jsonb('sla').nullable();
  });
  await knex.schema.alterTable('inquiries', (t) => {
    t.timestamp('response_due_at', { useTz: true }).nullable();
    t.timestamp('resolution_due_at', { useTz: true }).nullable();
    t.timestamp('responded_at', { useTz: true }).nullable();
    t.timestamp('resolved_at', { useTz: true }).nullable();
    t.timestamp('sla_paused_at', { useTz: true }).nullable();
    t.double('sla_paused_ms').notNullable().defaultTo(0);
  });
  // Requests already answered or done count as such from their last change: they predate any
  // policy, so they carry no deadline to be judged against.
  await knex.raw(`update inquiries set responded_at = updated_at where status <> 'new'`);
  await knex.raw(`update inquiries set resolved_at = updated_at where status = 'completed'`);
  // The dashboard's overdue counts read open requests by complex and deadline.
  await knex.raw(`create index inquiries_complex_resolution_due
    on inquiries (complex_id, resolution_due_at) where deleted_at is null and resolution_due_at is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists inquiries_complex_resolution_due');
  await knex.schema.alterTable('inquiries', (t) => {
    t.dropColumns(
      'response_due_at',
      'resolution_due_at',
      'responded_at',
      'resolved_at',
      'sla_paused_at',
      'sla_paused_ms',
    );
  });
  await knex.schema.alterTable('workflow_categories', (t) => {
    t.dropColumn('sla');
  });
}
