/**
 * At most `max` tasks at once; the others wait their turn, first come first served. A slot is
 * handed straight to the next waiter, so no task can slip in between and exceed `max`.
 */
export function createLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
