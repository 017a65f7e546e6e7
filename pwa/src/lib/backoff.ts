const BASE_MS = 1000;
const CAP_MS = 5 * 60 * 1000;

/**
 * Exponential backoff with jitter: about 1 s, 2 s, 4 s … capped at 5 minutes, each spread over
 * ±50% so devices coming back online together do not retry in lockstep.
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.5 + random()));
}
