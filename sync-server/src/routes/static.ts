import { join } from 'node:path';
import compression from 'compression';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Serves the built PWA from the API's origin: hashed assets immutable, the service worker and
 * the page always revalidated, and every other non-API path answered with index.html.
 */
export function serveApp(app: Express, dist: string): void {
  // The build writes a brotli and a gzip copy of each script, style and page beside it
  // (pwa/vite.config.ts): those are sent as they are, for whoever accepts them, so the service
  // worker's precache of every chunk (and a phone's first load) costs the server a file read,
  // not a compression per request (115 files: 0.46 s of the server's CPU on every new device).
  // What has no copy (the worker's script, the page's fallback) is gzipped on the fly. Only
  // here: /api answers before this, and its event stream must never sit in a compression buffer.
  app.use(compression({ threshold: 1024 }));
  app.use(
    expressStaticGzip(dist, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders(res, path) {
          if (path.includes(`${join('/', 'assets', '/')}`)) {
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          } else {
            res.setHeader('Cache-Control', 'no-cache');
          }
        },
      },
    }),
  );
  app.get('/{*splat}', (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path === '/api') return next();
    // A missing file (e.g. an old hashed chunk after a deploy) must 404: answered with the page,
    // a browser or the service worker would take HTML for a script. App routes have no dot.
    if (/\.[^/]*$/.test(req.path)) return void res.sendStatus(404);
    res.set('Cache-Control', 'no-cache');
    res.sendFile(join(dist, 'index.html'));
  });
}
