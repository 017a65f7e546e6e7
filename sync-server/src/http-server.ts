import { type Server, createServer } from 'node:http';
import type { Express } from 'express';

/**
 * How long an idle kept-alive connection stays open. Node's default (5 s) closes it just as a
 * client may be sending its next request on it: that request fails with ECONNRESET (CI saw it
 * from the browser tests' API client after 5 s of offline work). Clients and proxies keep idle
 * connections up to about a minute; the server keeps them a little longer, so it is never the
 * side that closes first under a request in flight.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * The HTTP server of the app. Node answers `Expect: 100-continue` with `100 Continue` by itself,
 * before any check; here the app decides: a route sends it only when it is about to read the body
 * (sign-in, access and the declared length checked first), so a client never starts sending a
 * body that will be refused.
 */
export function createHttpServer(app: Express): Server {
  const server = createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must exceed keepAliveTimeout, or Node may time out a request's headers on a reused socket.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on('checkContinue', (req, res) => app(req, res));
  return server;
}
