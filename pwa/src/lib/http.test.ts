import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Fetch, NetworkError, createHttp, createRawHttp } from './http';

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

/**
 * The browser's XMLHttpRequest as an upload sees it: `progressEvery` ms a progress event until
 * `finishAfter` ms, then a 200; with `finishAfter` null, silence (a line gone dead mid-upload).
 */
function fakeXhr(progressEvery: number, finishAfter: number | null) {
  return class {
    status = 0;
    responseText = '';
    statusText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    onprogress: (() => void) | null = null;
    private timers: ReturnType<typeof setTimeout>[] = [];
    open() {}
    setRequestHeader() {}
    send() {
      if (finishAfter === null) return;
      for (let at = progressEvery; at < finishAfter; at += progressEvery)
        this.timers.push(setTimeout(() => this.upload.onprogress?.({ loaded: at }), at));
      this.timers.push(
        setTimeout(() => {
          this.status = 200;
          this.onload?.();
          this.onloadend?.();
        }, finishAfter),
      );
    }
    abort() {
      this.timers.forEach(clearTimeout);
      this.onabort?.();
      this.onloadend?.();
    }
  };
}

describe('bytes on a stalled connection', () => {
  afterEach(() => vi.unstubAllGlobals());
  const photo = new Blob([new Uint8Array(1_000)], { type: 'image/jpeg' });

  it('an upload that stops moving is given up; a slow one that moves is not', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(10, null));
    const dead = createRawHttp({ timeoutMs: 40 });
    await expect(
      dead.put('/api/attachments/a/content', photo, { contentType: 'image/jpeg' }),
    ).rejects.toBeInstanceOf(NetworkError);

    // Four times the stall limit in all, but progress every 10 ms.
    vi.stubGlobal('XMLHttpRequest', fakeXhr(10, 160));
    const slow = createRawHttp({ timeoutMs: 40 });
    await expect(
      slow.put('/api/attachments/a/content', photo, { contentType: 'image/jpeg' }),
    ).resolves.toBe(200);
  });

  it('the small JSON call beside the bytes ends at the deadline', async () => {
    const raw = createRawHttp({ fetch: answeringAfter(null), timeoutMs: 30 });
    await expect(raw.postJson('/api/attachments/a/uploaded', {})).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});
