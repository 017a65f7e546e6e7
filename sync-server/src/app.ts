import express, { type Express, type RequestHandler } from 'express';
import { messages } from '@chungcu/contracts';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { createSessionMiddleware, loadActor } from './auth/session';
import { apiRouter } from './routes';
import { createPgBlobStore } from './attachments/pg-blob-store';
import { bankWebhookRoutes } from './routes/bank-webhooks.routes';
import { exceptUploads } from './routes/attachments.routes';
import { apiNotFound, errorHandler } from './routes/errors';
import { jsonBody } from './routes/json-body';
import { serveApp } from './routes/static';
import { attachmentStorage } from './attachments/storage';
import { storageOrigin } from './attachments/object-storage-settings';
import { createServices } from './services';
import { replicaReads } from './sync/read-replica';
import type { AttachmentStorage } from './services/attachments.service';
import { ApiFailure } from './services/errors';

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  /** Where attachment bytes live; made from `config.objectStorage` when not given. */
  storage?: AttachmentStorage;
  /** A streaming replica of `db` (DATABASE_REPLICA_URL) that feed pulls read from (rule S36). */
  replica?: Db;
  log?: (error: unknown) => void;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cross-site page cannot make a signed-in browser mutate anything (with SameSite=Lax). */
function sameOriginMutations(config: ServerConfig): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('Origin');
    const own = `${req.protocol}://${req.get('Host')}`;
    const crossSite = req.get('Sec-Fetch-Site') === 'cross-site';
    if (
      (origin && origin !== own && !config.allowedOrigins.includes(origin)) ||
      (!origin && crossSite)
    ) {
      return next(new ApiFailure(403, 'forbidden', messages.common.crossOrigin));
    }
    next();
  };
}

/** With an object store, devices load and send files at its origin too (and nowhere else). */
function securityHeaders(config: ServerConfig): RequestHandler {
  const files = config.objectStorage ? ` ${storageOrigin(config.objectStorage)}` : '';
  const policy =
    `default-src 'self'; img-src 'self' data: blob:${files}; style-src 'self' 'unsafe-inline'; ` +
    `script-src 'self'; connect-src 'self'${files}; worker-src 'self'; manifest-src 'self'; ` +
    "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";
  return (_req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Content-Security-Policy': policy,
    });
    next();
  };
}

/** Builds the whole server: API, sessions and (when built) the PWA, on one origin. */
export async function createApp({
  db,
  config,
  storage,
  replica,
  log = console.error,
}: AppOptions): Promise<Express> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config));

  const services = createServices(
    db,
    config,
    storage ?? (await attachmentStorage(db, config.objectStorage)),
    replica ?? null,
  );
  const api = express.Router();
  // Banks' notifications come from providers' servers with a body limit of their own (S34).
  api.use('/payments/webhooks', bankWebhookRoutes(services));
  api.use(exceptUploads(jsonBody()));
  api.use(sameOriginMutations(config));
  api.use(await createSessionMiddleware(db, config));
  api.use(loadActor(services.users));
  if (replica) {
    // The same routes over services bound to the replica, for the list reads it may answer.
    const onReplica = createServices(replica, config, {
      store: createPgBlobStore(replica),
      direct: null,
    });
    api.use(replicaReads(db, replica, apiRouter(onReplica, config)));
  }
  api.use(apiRouter(services, config));
  api.use(apiNotFound);
  app.use('/api', api);

  if (config.pwaDist) serveApp(app, config.pwaDist);
  app.use(errorHandler(log));
  return app;
}
