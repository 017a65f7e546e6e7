import type { Db } from './database';

/**
 * Fixed-window counters in the database, so every replica sees the same count.
 * `hit` adds one and answers the count within the current window.
 */
export function createRateLimitsRepo(db: Db) {
  return {
    async hit(bucket: string, windowMs: number): Promise<number> {
      const windowStart = new Date(Date.now() - windowMs);
      const [row] = await db
        .raw(
          `insert into rate_limits (bucket, count, window_started_at) values (?, 1, now())
         on conflict (bucket) do update set
           count = case when rate_limits.window_started_at < ? then 1 else rate_limits.count + 1 end,
           window_started_at = case when rate_limits.window_started_at < ? then now() else rate_limits.window_started_at end
         returning count`,
          [bucket, windowStart, windowStart],
        )
        .then((result: { rows: { count: number }[] }) => result.rows);
      return Number(row?.count ?? 1);
    },
    /** Gives one counted try back (a success need not use up the budget of failures). */
    async undo(bucket: string): Promise<void> {
      await db('rate_limits').where({ bucket }).andWhere('count', '>', 0).decrement('count', 1);
    },
    async reset(bucket: string): Promise<void> {
      await db('rate_limits').where({ bucket }).delete();
    },
  };
}
export type RateLimitsRepo = ReturnType<typeof createRateLimitsRepo>;
