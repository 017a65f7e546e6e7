import { type Server, createServer } from 'node:http';
import type { Express } from 'express';

/**
 * The HTTP server of the app. Node answers `Expect: 100-continue` with `100 Continue` by itself,
 * before any check; here the app decides: a route sends it only when it is about to read the body
 * (sign-in, access and the declared length checked first), so a client never starts sending a
 * body that will be refused.
 */
export function createHttpServer(app: Express): Server {
  const server = createServer(app);
  server.on('checkContinue', (req, res) => app(req, res));
  return server;
}
