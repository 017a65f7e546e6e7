import type { Fetch } from '../../src/lib/http';

/** Node's fetch keeps no cookies: this one keeps the session cookie like a browser would. */
export function cookieFetch(): Fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    return response;
  };
}

export interface Faults {
  /** Probability that a request never reaches the server. */
  dropRequest: number;
  /** Probability that the server handles the request but its answer is lost. */
  dropResponse: number;
  /** Only requests this accepts are subject to faults (all by default). */
  applies?: (method: string, url: string) => boolean;
  /**
   * Requests whose answer stalls once the server has handled them (a connection gone dead
   * mid-answer): it never arrives, and the call ends only when the caller aborts it.
   */
  stalls?: (method: string, url: string) => boolean;
}

/** Wraps a fetch with injected network faults, decided by `random` (seeded in tests). */
export function faultyFetch(inner: Fetch, faults: Faults, random: () => number) {
  const counts = { requests: 0, droppedRequests: 0, droppedResponses: 0, stalled: 0 };
  const fetchWithFaults: Fetch = async (input, init = {}) => {
    counts.requests++;
    const method = init.method ?? 'GET';
    const subject = faults.applies?.(method, input) ?? true;
    if (subject && random() < faults.dropRequest) {
      counts.droppedRequests++;
      throw new TypeError('fetch failed (request dropped)');
    }
    if (faults.stalls?.(method, input)) {
      // The server handles it whole, whatever the caller does meanwhile.
      await (await inner(input, { ...init, signal: undefined })).arrayBuffer();
      counts.stalled++;
      return new Promise<Response>((_resolve, reject) => {
        const signal = init.signal;
        if (signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const response = await inner(input, init);
    if (subject && random() < faults.dropResponse) {
      await response.arrayBuffer();
      counts.droppedResponses++;
      throw new TypeError('fetch failed (response lost)');
    }
    return response;
  };
  return { fetch: fetchWithFaults, counts };
}

/** A small seeded PRNG (mulberry32) so a failing run is reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
