import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  request,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FaultCounts {
  requests: number;
  droppedRequests: number;
  lostAnswers: number;
  delayed: number;
  upstreamErrors: number;
  /** Requests whose body reached a replica only in part before the connection was cut. */
  cutBodies: number;
}

/**
 * An HTTP proxy of the test's own between devices and replicas: round-robin over the replicas,
 * and, decided by a seeded `random`, it drops requests before they reach a replica, loses
 * answers after the replica committed, and delays traffic; with `cutBody`, it sends a replica
 * half a request's body and cuts both connections (an upload cut mid-way). A dead replica
 * answers 502.
 */
export async function startFaultProxy(
  upstreams: () => string[],
  random: () => number,
  rates: { dropRequest: number; loseAnswer: number; delay: number; cutBody?: number },
) {
  const counts: FaultCounts = {
    requests: 0,
    droppedRequests: 0,
    lostAnswers: 0,
    delayed: 0,
    upstreamErrors: 0,
    cutBodies: 0,
  };
  let next = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    counts.requests++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (random() < rates.dropRequest) {
      counts.droppedRequests++;
      res.socket?.destroy();
      return;
    }
    if (random() < rates.delay) {
      counts.delayed++;
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 30)));
    }
    const loseAnswer = random() < rates.loseAnswer;
    const targets = upstreams();
    const target = new URL(targets[next++ % targets.length] as string);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => body.push(chunk));
        answer.on('end', () => {
          if (loseAnswer) {
            counts.lostAnswers++;
            res.socket?.destroy();
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(body));
        });
        answer.on('error', () => res.socket?.destroy());
      },
    );
    upstream.on('error', () => {
      counts.upstreamErrors++;
      if (!res.headersSent) res.writeHead(502).end();
      else res.socket?.destroy();
    });
    const body = Buffer.concat(chunks);
    // Without the rate no random number is drawn, so earlier seeds replay as they did.
    if (rates.cutBody && body.length > 1 && random() < rates.cutBody) {
      counts.cutBodies++;
      upstream.write(body.subarray(0, body.length >> 1));
      setTimeout(() => {
        upstream.destroy();
        res.socket?.destroy();
      }, 20);
      return;
    }
    upstream.end(body);
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A small seeded PRNG (mulberry32): a fault run is reproducible from its printed seed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
