/** A bench wait that gave up: says what it waited for and for how long. */
export class BenchTimeout extends Error {}

/**
 * Runs `work` with a time limit. Every wait of the bench goes through here (or a Playwright wait
 * with its own timeout), so a stalled step ends the run with a message naming it instead of
 * leaving the bench, the server and the browser idle for ever. `status`, when given, is asked at
 * the moment of giving up and goes into the message (e.g. how far a cursor got).
 */
export async function within<T>(
  what: string,
  ms: number,
  work: () => Promise<T>,
  status?: () => Promise<string>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const say = (detail: string) =>
        reject(
          new BenchTimeout(
            `gave up after ${(ms / 1000).toFixed(0)} s waiting for ${what}${detail ? ` (${detail})` : ''}`,
          ),
        );
      if (!status) return say('');
      status().then(say, (error: unknown) => say(`status unknown: ${String(error)}`));
    }, ms);
  });
  try {
    return await Promise.race([work(), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `check` every `everyMs` until it answers true, within `ms` (see `within`). */
export async function until(
  what: string,
  ms: number,
  check: () => Promise<boolean>,
  status?: () => Promise<string>,
  everyMs = 25,
): Promise<void> {
  let stop = false;
  try {
    await within(
      what,
      ms,
      async () => {
        while (!stop && !(await check())) await new Promise((r) => setTimeout(r, everyMs));
      },
      status,
    );
  } finally {
    stop = true;
  }
}
