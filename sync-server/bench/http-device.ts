import http from 'node:http';

export interface Answer {
  status: number;
  /** Which database answered a feed pull (its `Server-Timing`, rule S36), when it says. */
  servedBy?: 'primary' | 'replica';
  body: {
    cursor?: number;
    epoch?: string;
    hasMore?: boolean;
    resync?: boolean;
    changes?: { entity: string; id: string; data: Record<string, unknown> }[];
  };
  cookie?: string;
}

export const DEMO_ADMIN = { email: 'admin@chungcu.demo', password: 'demo-admin' };

/**
 * One device of a load bench: its own keep-alive socket, session cookie and feed cursor (with
 * the epoch it came with, sent back as a real device does: rules S19, S21). It speaks HTTP/1.1
 * through `node:http`: fetch costs several times the CPU, and the generator shares the cores.
 */
export class Device {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cookie = '';
  cursor = 0;
  epoch: string | undefined;

  constructor(
    readonly baseUrl: string,
    /** Rows a page the device asks for. */
    readonly pageSize = 100,
  ) {}

  /**
   * One request. A keep-alive socket the server closes just as it is reused fails with
   * ECONNRESET; like a browser, the device sends the request again (a write with the same
   * Idempotency-Key, so at most once).
   */
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    try {
      return await this.send(method, path, body, headers);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ECONNRESET') throw error;
      return this.send(method, path, body, headers);
    }
  }

  private send(method: string, path: string, body: unknown, headers: Record<string, string>) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        this.baseUrl + path,
        {
          method,
          agent: this.agent,
          headers: {
            ...headers,
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({
              status: response.statusCode ?? 0,
              body: text.startsWith('{') ? JSON.parse(text) : {},
              cookie: response.headers['set-cookie']?.[0]?.split(';')[0],
              servedBy: /desc="(primary|replica)"/.exec(
                String(response.headers['server-timing'] ?? ''),
              )?.[1] as Answer['servedBy'],
            });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  async signIn(credentials: { email: string; password: string } = DEMO_ADMIN) {
    const answer = await this.call('POST', '/api/auth/login', credentials);
    if (answer.status !== 200 || !answer.cookie) throw new Error(`sign-in: ${answer.status}`);
    this.cookie = answer.cookie;
  }

  /** One page from the cursor; a resync answer starts the device over from 0. */
  pull() {
    const epoch = this.epoch && this.cursor > 0 ? `&epoch=${this.epoch}` : '';
    return this.call(
      'GET',
      `/api/sync/changes?since=${this.cursor}${epoch}&limit=${this.pageSize}`,
    ).then((a) => {
      if (typeof a.body.cursor === 'number') this.cursor = a.body.cursor;
      this.epoch = a.body.epoch ?? this.epoch;
      return a;
    });
  }

  /** Pulls until the feed says nothing more is waiting (a device's first sync). */
  async catchUp(): Promise<number> {
    let rows = 0;
    for (;;) {
      const answer = await this.pull();
      rows += answer.body.changes?.length ?? 0;
      if (answer.body.resync) continue;
      if (answer.status !== 200 || !answer.body.hasMore) return rows;
    }
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;
}

export function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
  };
}
