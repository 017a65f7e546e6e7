import type { Knex } from 'knex';

/**
 * Requests' numbers (rule S32), `TC-YC-2026-00042`.
 * - `number_sequences`: one counter per scope (`inquiry:<complex id>:<year>`, receipts later),
 *   advanced by an upsert inside the write that takes a number, so a write that rolls back gives
 *   its number back and two servers never give the same one.
 * - `inquiries.number`: null until the server numbers the request; unique in its complex.
 * - Existing requests are numbered by creation time (then id) per complex and Vietnam's year
 *   (UTC+7, as `inquiryNumberYear`), deleted ones too so the numbers have no gaps, and each
 *   counter is set to the last number it gave.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('number_sequences', (t) => {
    t.text('scope').primary();
    t.bigInteger('last_value').notNullable();
  });
  await knex.schema.alterTable('inquiries', (t) => {
    t.text('number').nullable();
  });
  await knex.raw(
    `create unique index inquiries_number_unique on inquiries (complex_id, number)
      where number is not null`,
  );
  await knex.raw(
    `with ranked as (
       select i.id, i.complex_id, c.code, y.year,
              row_number() over (
                partition by i.complex_id, y.year order by i.created_at, i.id
              ) as n
         from inquiries i
         join complexes c on c.id = i.complex_id
         cross join lateral (
           select extract(year from (i.created_at at time zone 'UTC') + interval '7 hours')::int
             as year
         ) y
     ),
     numbered as (
       update inquiries i
          set number = r.code || '-YC-' || r.year || '-' || lpad(r.n::text, 5, '0')
         from ranked r
        where i.id = r.id
       returning r.complex_id, r.year, r.n
     )
     insert into number_sequences (scope, last_value)
     select 'inquiry:' || complex_id || ':' || year, max(n) from numbered
      group by complex_id, year`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists inquiries_number_unique');
  await knex.schema.alterTable('inquiries', (t) => {
    t.dropColumn('number');
  });
  await knex.schema.dropTable('number_sequences');
}
