import type { Tx } from './database';

/**
 * Counters people's numbers are taken from (rule S32): one row per scope
 * (`inquiry:<complex id>:<year>`; receipts later), advanced only inside the write that takes a
 * number, so a write that rolls back gives its number back and concurrent writes, on one server
 * or several, wait on the scope's row and never take the same number.
 */
export const numberSequencesRepo = {
  /** The scope's next value (1 for a new scope), taken in `trx`: its row stays locked to commit. */
  async next(trx: Tx, scope: string): Promise<number> {
    const result = await trx.raw<{ rows: { last_value: string | number }[] }>(
      `insert into number_sequences (scope, last_value) values (?, 1)
       on conflict (scope) do update set last_value = number_sequences.last_value + 1
       returning last_value`,
      [scope],
    );
    const value = result.rows[0]?.last_value;
    if (value === undefined) throw new Error(`No value for sequence ${scope}`);
    return Number(value);
  },

  /**
   * Numbers the requests that have none, by creation time (then id) per complex and Vietnam's
   * year, after the numbers their scopes already gave, and moves the scopes past them: what the
   * demo's seed writes directly. Answers each numbered request's number by id.
   */
  async numberUnnumberedInquiries(trx: Tx): Promise<Map<string, string>> {
    const result = await trx.raw<{ rows: { id: string; number: string }[] }>(
      `with ranked as (
         select i.id, c.code, y.scope, y.year,
                coalesce(s.last_value, 0) + row_number() over (
                  partition by y.scope order by i.created_at, i.id
                ) as n
           from inquiries i
           join complexes c on c.id = i.complex_id
           cross join lateral (
             select extract(year from (i.created_at at time zone 'UTC') + interval '7 hours')::int
               as year
           ) yy
           cross join lateral (
             select yy.year, 'inquiry:' || i.complex_id || ':' || yy.year as scope
           ) y
           left join number_sequences s on s.scope = y.scope
          where i.number is null
       ),
       numbered as (
         update inquiries i
            set number = r.code || '-YC-' || r.year || '-' || lpad(r.n::text, 5, '0')
           from ranked r
          where i.id = r.id
         returning i.id, i.number, r.scope, r.n
       ),
       moved as (
         insert into number_sequences (scope, last_value)
         select scope, max(n) from numbered group by scope
         on conflict (scope) do update set last_value = excluded.last_value
       )
       select id, number from numbered`,
    );
    return new Map(result.rows.map((row) => [row.id, row.number]));
  },
};
