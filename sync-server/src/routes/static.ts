import { join } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';

/**
 * Serves the built PWA from the API's origin: hashed assets immutable, the service worker and
 * the page always revalidated, and every other non-API path answered with index.html.
 */
export function serveApp(app: Express, dist: string): void {
  // The app's scripts, styles and page gzipped for whoever accepts it (what the login route's
  // 200 KB target counts): a phone's first load and the service worker's precache of every
  // chunk cross a mobile network. Only here: /api answers before this, and its event stream
  // must never sit in a compression buffer.
  app.use(compression({ threshold: 1024 }));
  app.use(
    express.static(dist, {
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join('/', 'assets', '/')}`)) {
          res.set('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.set('Cache-Control', 'no-cache');
        }
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
