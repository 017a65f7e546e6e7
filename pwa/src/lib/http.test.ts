import { describe, expect, it } from 'vitest';
import { type Fetch, NetworkError, createHttp } from './http';

/** A server that answers after `ms`, or never (a stalled connection), unless the call is aborted. */
function answeringAfter(ms: number | null): Fetch {
  return (_input, init) =>
    new Promise<Response>((resolve, reject) => {
      const timer =
        ms === null ? undefined : setTimeout(() => resolve(new Response('{"ok":true}')), ms);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
}

describe('a call on a stalled connection', () => {
  it('is given up after the timeout as a lost answer (retried as any is)', async () => {
    const http = createHttp({ fetch: answeringAfter(null), timeoutMs: 30 });
    await expect(http('GET', '/api/sync/changes')).rejects.toBeInstanceOf(NetworkError);
  });

  it('answers when the server answers in time; a call may ask for longer', async () => {
    const http = createHttp({ fetch: answeringAfter(60), timeoutMs: 20 });
    await expect(http('POST', '/api/billing-periods/x/issue')).rejects.toBeInstanceOf(NetworkError);
    const answer = await http('POST', '/api/billing-periods/x/issue', { timeoutMs: 1_000 });
    expect(answer.body).toEqual({ ok: true });
  });

  it("still ends at the caller's own abort", async () => {
    const http = createHttp({ fetch: answeringAfter(null), timeoutMs: 60_000 });
    const caller = new AbortController();
    const call = http('GET', '/api/auth/user', { signal: caller.signal });
    caller.abort();
    await expect(call).rejects.toBeInstanceOf(NetworkError);
  });
});
