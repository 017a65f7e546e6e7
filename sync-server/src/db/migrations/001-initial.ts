import type { Knex } from 'knex';

/** Columns every synced table carries: the change number and the tombstone. */
function synced(t: Knex.CreateTableBuilder, knex: Knex) {
  t.bigInteger('version').notNullable();
  t.timestamp('deleted_at', { useTz: true }).nullable();
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.index(['version']);
}

export async function up(knex: Knex): Promise<void> {
  // One row holding the last change number handed out. Writers take its row lock for the rest
  // of their transaction, so versions become visible in the order they are handed out (rule S6).
  await knex.schema.createTable('sync_clock', (t) => {
    t.integer('id').primary();
    t.bigInteger('version').notNullable();
  });
  await knex('sync_clock').insert({ id: 1, version: 0 });

  await knex.schema.createTable('app_settings', (t) => {
    t.text('key').primary();
    t.text('value').notNullable();
  });

  await knex.schema.createTable('users', (t) => {
    t.text('id').primary();
    t.text('email').nullable();
    t.string('phone_number', 20).nullable();
    t.text('first_name').nullable();
    t.text('last_name').nullable();
    t.text('profile_image_url').nullable();
    t.string('role', 50).notNullable().defaultTo('resident');
    t.text('job_title').nullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.text('password_hash').nullable();
    t.boolean('is_demo').notNullable().defaultTo(false);
    synced(t, knex);
  });
  await knex.raw(
    'create unique index users_email_unique on users (lower(email)) where email is not null',
  );

  // The spec's session store table.
  await knex.schema.createTable('session', (t) => {
    t.string('sid').primary();
    t.json('sess').notNullable();
    t.timestamp('expire', { useTz: true }).notNullable();
    t.index(['expire']);
  });

  await knex.schema.createTable('residents', (t) => {
    t.uuid('id').primary();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('id_card_number').notNullable();
    t.text('email').notNullable();
    t.text('phone').notNullable();
    t.timestamp('date_of_birth', { useTz: true }).nullable();
    t.text('gender').notNullable().defaultTo('male');
    t.text('occupation').nullable();
    t.text('emergency_contact').nullable();
    t.text('emergency_phone').nullable();
    t.text('status').notNullable().defaultTo('active');
    t.timestamp('move_in_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('photo_url').nullable();
    t.text('id_card_front_url').nullable();
    t.text('id_card_back_url').nullable();
    t.text('notes').nullable();
    synced(t, knex);
  });
  await knex.raw(
    'create unique index residents_id_card_unique on residents (id_card_number) where deleted_at is null',
  );
  await knex.raw(
    'create unique index residents_email_unique on residents (lower(email)) where deleted_at is null',
  );

  await knex.schema.createTable('apartments', (t) => {
    t.uuid('id').primary();
    t.text('unit_number').notNullable();
    t.text('building_block').notNullable();
    t.integer('floor').notNullable();
    t.integer('bedrooms').notNullable();
    t.integer('bathrooms').notNullable();
    t.integer('square_footage').notNullable();
    t.decimal('monthly_rent', 10, 2).notNullable();
    t.text('status').notNullable().defaultTo('available');
    t.text('description').nullable();
    t.text('image_url').nullable();
    t.jsonb('images').notNullable().defaultTo('[]');
    synced(t, knex);
  });
  await knex.raw(
    'create unique index apartments_unit_unique on apartments (lower(unit_number)) where deleted_at is null',
  );

  await knex.schema.createTable('apartment_assignments', (t) => {
    t.uuid('id').primary();
    t.uuid('apartment_id').notNullable().references('apartments.id');
    t.uuid('resident_id').notNullable().references('residents.id');
    t.timestamp('move_in_date', { useTz: true }).notNullable();
    t.timestamp('move_out_date', { useTz: true }).nullable();
    t.boolean('is_primary').notNullable().defaultTo(false);
    t.text('notes').nullable();
    synced(t, knex);
    t.index(['apartment_id']);
    t.index(['resident_id']);
  });
  await knex.raw(
    `create unique index assignments_current_unique on apartment_assignments (apartment_id, resident_id)
     where move_out_date is null and deleted_at is null`,
  );

  await knex.schema.createTable('workflow_categories', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('description').nullable();
    t.text('color').notNullable().defaultTo('#3B82F6');
    synced(t, knex);
  });

  await knex.schema.createTable('workflow_templates', (t) => {
    t.uuid('id').primary();
    t.string('template_name', 255).notNullable();
    t.text('description').nullable();
    t.string('category', 100).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.text('created_by_admin_id').notNullable().defaultTo('admin-001');
    synced(t, knex);
  });

  await knex.schema.createTable('template_steps', (t) => {
    t.uuid('id').primary();
    t.uuid('template_id').notNullable().references('workflow_templates.id').onDelete('CASCADE');
    t.text('step_name').notNullable();
    t.integer('step_order').notNullable();
    t.text('default_assignee_id').nullable();
    t.text('default_assignee_name').nullable();
    t.text('default_assignee_role').nullable();
    t.text('description').nullable();
    t.integer('estimated_duration').nullable();
    t.boolean('is_required').notNullable().defaultTo(true);
    synced(t, knex);
    t.index(['template_id']);
  });

  await knex.schema.createTable('inquiries', (t) => {
    t.uuid('id').primary();
    t.string('title', 255).notNullable();
    t.text('description').notNullable();
    t.string('category', 100).notNullable().defaultTo('general');
    t.string('priority', 50).notNullable().defaultTo('medium');
    t.string('status', 50).notNullable().defaultTo('new');
    t.uuid('resident_id').nullable().references('residents.id');
    t.uuid('apartment_id').nullable().references('apartments.id');
    t.string('assigned_to', 255).nullable();
    t.jsonb('attachments').notNullable().defaultTo('[]');
    t.text('response').nullable();
    t.timestamp('response_date', { useTz: true }).nullable();
    t.timestamp('due_date', { useTz: true }).nullable();
    t.uuid('template_id').nullable().references('workflow_templates.id');
    t.text('created_by').nullable();
    synced(t, knex);
    t.index(['resident_id']);
  });

  await knex.schema.createTable('inquiry_progress', (t) => {
    t.uuid('id').primary();
    t.uuid('inquiry_id').notNullable().references('inquiries.id').onDelete('CASCADE');
    t.text('step_title').notNullable();
    t.integer('step_order').notNullable();
    t.text('status').notNullable();
    t.text('assignee').nullable();
    t.text('assignee_role').nullable();
    t.text('description').nullable();
    t.boolean('is_required').notNullable().defaultTo(true);
    t.integer('estimated_duration').nullable();
    t.timestamp('completed_at', { useTz: true }).nullable();
    t.timestamp('started_at', { useTz: true }).nullable();
    t.text('notes').nullable();
    synced(t, knex);
  });
  // Progress is created once per inquiry, even when two devices race (rule S9).
  await knex.raw(
    'create unique index inquiry_progress_order_unique on inquiry_progress (inquiry_id, step_order) where deleted_at is null',
  );

  await knex.schema.createTable('phone_verifications', (t) => {
    t.uuid('id').primary();
    t.string('phone_number', 20).notNullable();
    t.string('verification_code', 6).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.boolean('is_used').notNullable().defaultTo(false);
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['phone_number']);
  });

  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id');
    t.bigInteger('version').notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('user_id').nullable();
    t.text('entity').notNullable();
    t.text('entity_id').notNullable();
    t.text('action').notNullable();
    t.jsonb('changes').notNullable();
    t.index(['entity', 'entity_id']);
    t.index(['at']);
  });

  await knex.schema.createTable('idempotency_keys', (t) => {
    t.uuid('key').primary();
    t.text('user_id').notNullable();
    t.text('request_hash').notNullable();
    t.integer('status_code').notNullable();
    t.jsonb('response').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });

  await knex.schema.createTable('rate_limits', (t) => {
    t.text('bucket').primary();
    t.integer('count').notNullable();
    t.timestamp('window_started_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'rate_limits',
    'idempotency_keys',
    'audit_log',
    'phone_verifications',
    'inquiry_progress',
    'inquiries',
    'template_steps',
    'workflow_templates',
    'workflow_categories',
    'apartment_assignments',
    'apartments',
    'residents',
    'session',
    'users',
    'app_settings',
    'sync_clock',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
