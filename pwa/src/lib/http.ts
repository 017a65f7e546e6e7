import { type ApiError, IDEMPOTENCY_HEADER } from '@chungcu/contracts';

/** The request could not reach the server, or its answer was lost. Always worth retrying. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Không có kết nối mạng');
    this.cause = cause;
  }
}

/**
 * A non-success answer. `message` follows spec section 8: the status code, a colon and a space,
 * then the body text (or the status text); `serverMessage` is the API's own message when it
 * sent the JSON error shape.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${bodyText}`);
  }
}

export interface HttpResponse<T = unknown> {
  status: number;
  body: T;
  replayed: boolean;
}

export interface RequestOptions {
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call (0: none). */
  timeoutMs?: number;
}

/**
 * How long a call may take, answer included, before it counts as lost (a NetworkError, retried as
 * any lost answer is). A stalled connection (one bar of signal in a basement) otherwise holds a
 * pull or a push, and the sync queued behind it, until the operating system gives the socket up,
 * many minutes later. A first sync's page of 1,000 rows is about 60 KB on the wire.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * `signal`, also aborted after `ms` (none when 0). `done` clears the timer: a call that ended
 * leaves nothing running.
 */
function deadline(signal: AbortSignal | undefined, ms: number) {
  if (!ms) return { signal, done: () => {} };
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ms);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The one way the app talks to the server: same-origin cookies, JSON, typed errors. */
export function createHttp(options: { fetch?: Fetch; baseUrl?: string; timeoutMs?: number } = {}) {
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const defaultTimeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return async function request<T = unknown>(
    method: string,
    path: string,
    { body, idempotencyKey, signal, timeoutMs = defaultTimeoutMs }: RequestOptions = {},
  ): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    let response: Response;
    let text: string;
    const call = deadline(signal, timeoutMs);
    try {
      response = await doFetch(baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
        signal: call.signal,
      });
      text = await response.text();
    } catch (error) {
      throw new NetworkError(error);
    } finally {
      call.done();
    }
    if (!response.ok) throw httpErrorOf(response.status, text, response.statusText);
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as T,
      replayed: response.headers.get('Idempotent-Replayed') === 'true',
    };
  };
}
export type Http = ReturnType<typeof createHttp>;

/** True for failures a retry may cure: no network, a lost answer, 5xx, 408 and 429. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof HttpError) {
    return error.status >= 500 || error.status === 408 || error.status === 429;
  }
  return false;
}

export interface PutBytesOptions {
  contentType: string;
  /** Further headers the request must carry (a presigned upload's signed ones). */
  headers?: Record<string, string>;
  /** Bytes sent so far of `total`; called as the upload goes where the browser reports it. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** The error a non-success answer of a raw-bytes call becomes (same shape as JSON calls). */
/** A refused answer as an error: with the server's own message when it sent the API's shape. */
export function httpErrorOf(status: number, text: string, statusText: string): HttpError {
  let serverMessage: string | null = null;
  try {
    serverMessage = (JSON.parse(text) as Partial<ApiError>).message ?? null;
  } catch {
    // Not the API's JSON error shape (a proxy page, say): keep the text only.
  }
  return new HttpError(status, text || statusText, serverMessage);
}

/**
 * A URL of another origin (an object store's presigned URL) as it is; a path on this server
 * after `baseUrl`. The session cookie goes only to this server.
 */
const isElsewhere = (url: string) => /^https?:\/\//i.test(url);

/**
 * A PUT through XMLHttpRequest, the one browser API that reports upload progress everywhere. A
 * photo on a slow line may take minutes, so what ends it is silence: no progress for `stallMs`.
 */
function putWithXhr(
  url: string,
  body: Blob,
  options: PutBytesOptions,
  stallMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      clearTimeout(stall);
      stall = setTimeout(() => xhr.abort(), stallMs);
    };
    xhr.onloadend = () => clearTimeout(stall);
    xhr.open('PUT', url);
    xhr.withCredentials = !isElsewhere(url);
    xhr.setRequestHeader('Content-Type', options.contentType);
    for (const [name, value] of Object.entries(options.headers ?? {}))
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      moved();
      options.onProgress?.(event.loaded, body.size);
    };
    xhr.onprogress = moved;
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.status);
      else reject(httpErrorOf(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('xhr failed')));
    xhr.onabort = () => reject(new NetworkError(new Error('xhr aborted')));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
    moved();
  });
}

/**
 * Calls that carry bytes rather than JSON (attachment contents): a PUT of a blob with progress
 * (XMLHttpRequest in the browser, fetch elsewhere or when a fetch is given) and a GET answering
 * a blob. Errors are the JSON client's: NetworkError to retry, HttpError with the server's message.
 */
export function createRawHttp(
  options: {
    fetch?: Fetch;
    baseUrl?: string;
    /** Bytes calls end after this long without progress (an upload) or in all (the rest). */
    timeoutMs?: number;
  } = {},
) {
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const useXhr = !options.fetch && typeof globalThis.XMLHttpRequest === 'function';
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const urlOf = (path: string) => (isElsewhere(path) ? path : baseUrl + path);

  /** The answer read whole within the call's deadline (`read`), as one lost answer otherwise. */
  async function send<T>(
    method: string,
    path: string,
    init: RequestInit,
    read: (response: Response) => Promise<T>,
    ms = timeoutMs,
  ): Promise<T> {
    const call = deadline(init.signal ?? undefined, ms);
    try {
      let response: Response;
      try {
        response = await doFetch(urlOf(path), {
          method,
          credentials: isElsewhere(path) ? 'omit' : 'same-origin',
          ...init,
          signal: call.signal,
        });
      } catch (error) {
        throw new NetworkError(error);
      }
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw httpErrorOf(response.status, text, response.statusText);
      }
      try {
        return await read(response);
      } catch (error) {
        throw new NetworkError(error);
      }
    } finally {
      call.done();
    }
  }

  return {
    /** A PUT of `body` to a path of this server or a presigned URL elsewhere. */
    async put(path: string, body: Blob, putOptions: PutBytesOptions): Promise<number> {
      if (useXhr) return putWithXhr(urlOf(path), body, putOptions, timeoutMs);
      const headers = { ...putOptions.headers, 'Content-Type': putOptions.contentType };
      // Without progress events a whole upload gets a deadline of its own: generous.
      const status = await send(
        'PUT',
        path,
        { body, headers, signal: putOptions.signal },
        async (response) => {
          await response.arrayBuffer().catch(() => undefined);
          return response.status;
        },
        timeoutMs * 10,
      );
      putOptions.onProgress?.(body.size, body.size);
      return status;
    },
    /** A small JSON call beside the bytes (where to send them, that they were sent). */
    async postJson(path: string, body: unknown): Promise<unknown> {
      return send(
        'POST',
        path,
        {
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        },
        async (response) => {
          const text = await response.text();
          return text ? (JSON.parse(text) as unknown) : null;
        },
      );
    },
    /** A photo or file: a few MB at most, given four times a JSON call's deadline. */
    async get(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<Blob> {
      return send('GET', path, { signal }, (response) => response.blob(), timeoutMs * 4);
    },
  };
}
export type RawHttp = ReturnType<typeof createRawHttp>;
