import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StreamEvent {
  /** `poke`, or `comment` for a `:` line, or `retry`. */
  type: string;
  data: string;
  at: number;
}

/**
 * A Server-Sent Events client for tests and benches (Node has no EventSource): it records every
 * event and comment, and waits for the next one that matches.
 */
export class EventStreamClient {
  readonly events: StreamEvent[] = [];
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  body = '';
  private readonly waiters = new Set<() => void>();
  private readonly listeners = new Set<(event: StreamEvent) => void>();
  private readonly endings = new Set<() => void>();
  private request: http.ClientRequest | null = null;

  /** Opens the stream; resolves once the answer's headers (and, for an error, its body) arrived. */
  open(url: string, cookie?: string, agent?: http.Agent): Promise<this> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        url,
        { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) }, agent },
        (response) => {
          this.status = response.statusCode ?? 0;
          this.headers = response.headers;
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            if (this.status !== 200) return void (this.body += chunk);
            buffer += chunk;
            let cut: number;
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              this.parse(buffer.slice(0, cut));
              buffer = buffer.slice(cut + 2);
            }
          });
          response.on('end', () => {
            for (const ended of this.endings) ended();
            if (this.status !== 200) resolve(this);
          });
          response.on('error', () => undefined);
          if (this.status === 200) resolve(this);
        },
      );
      request.on('error', reject);
      this.request = request;
    });
  }

  private parse(block: string) {
    let type = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.push('comment', line.slice(1).trim());
        continue;
      }
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').trimStart();
      if (field === 'event') type = value;
      else if (field === 'data') data = value;
      else if (field === 'retry') this.push('retry', value);
    }
    if (data) this.push(type, data);
  }

  private push(type: string, data: string) {
    const event = { type, data, at: performance.now() };
    this.events.push(event);
    for (const wake of this.waiters) wake();
    for (const listener of this.listeners) listener(event);
  }

  /** Calls `listener` with every event from now on (a device pulling on each poke). */
  onEvent(listener: (event: StreamEvent) => void): void {
    this.listeners.add(listener);
  }

  /** The pokes' versions so far (an admin's; a resident's pokes carry none, rule S22). */
  pokes(): (number | undefined)[] {
    return this.events
      .filter((e) => e.type === 'poke')
      .map((e) => (JSON.parse(e.data) as { version?: number }).version);
  }

  /**
   * Waits until `count` events of `type` have arrived; rejects after `timeoutMs`. The tests prove
   * that an event arrives, not how soon (the events bench's figure): only a failing test waits
   * the whole limit, which must outlast a loaded run (2 s did not: a cross-replica poke in a run
   * beside the crash and fault runs on two cores).
   */
  waitFor(type: string, count: number, timeoutMs = 10_000): Promise<StreamEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events.filter((e) => e.type === type);
        if (found.length < count) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(found[count - 1] as StreamEvent);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no ${type} #${count} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  /** Runs `ended` when the server ends the stream. */
  onEnd(ended: () => void): void {
    this.endings.add(ended);
  }

  close(): void {
    this.request?.destroy();
  }
}

/** Signs in over HTTP and answers the session cookie. */
export async function sessionCookie(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * One HTTP server over a suite's app, started on first use on a free port of 127.0.0.1, and
 * the event streams its tests open: `closeStreams` after each test, `close` after the suite.
 */
export function streamServer(app: () => http.RequestListener) {
  let server: http.Server | undefined;
  const streams: EventStreamClient[] = [];
  const baseUrl = async (): Promise<string> => {
    if (!server) {
      server = http.createServer(app());
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    }
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  return {
    baseUrl,
    /** Opens `/api/sync/events` on `cookie`'s session; closed after the test. */
    async open(cookie: string): Promise<EventStreamClient> {
      const stream = await new EventStreamClient().open(
        `${await baseUrl()}/api/sync/events`,
        cookie,
      );
      streams.push(stream);
      return stream;
    },
    closeStreams(): void {
      for (const stream of streams.splice(0)) stream.close();
    },
    async close(): Promise<void> {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      server = undefined;
      // Sessions of the streams just cut are saved as they end: let that finish before teardown.
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
  };
}
