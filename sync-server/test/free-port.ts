import { createServer } from 'node:net';

/**
 * A port free on 127.0.0.1 now: the system's pick for a probe that listens and closes at once.
 * Another process may take it before the caller listens, so a server started on it should be
 * ready to try another (e2e/support/server.ts does, on EADDRINUSE).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
