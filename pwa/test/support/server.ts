import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  type Db,
  type ServerConfig,
  createApp,
  createDatabase,
  defaultConfig,
  insertDemoAccounts,
  migrateToLatest,
  sharedBuffersFromEnv,
} from '@chungcu/sync-server';
import { inject } from 'vitest';

/** A real sync-server on in-memory PGlite, listening on 127.0.0.1, that can be restarted. */
export interface TestServer {
  baseUrl: string;
  db: Db;
  /** Stops listening (dropping open connections) and starts a fresh app on the same port and data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function listen(
  db: Db,
  port: number,
  config: Partial<ServerConfig>,
): Promise<{ server: Server; sockets: Set<Socket> }> {
  const app = await createApp({
    db,
    config: { ...defaultConfig, demo: true, ...config },
    log: () => {},
  });
  const server = createServer(app);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, sockets };
}

async function stop({ server, sockets }: { server: Server; sockets: Set<Socket> }) {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by sync-server/test/global-setup.ts (the root config's global setup). */
    pgliteTemplate?: string;
  }
}

let template: Blob | undefined;

/** The run's migrated PGlite (the root config's global setup), read once per test file. */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file && !template) template = new Blob([readFileSync(file)]);
  return template;
}

/** `config` beside the demo's defaults (an object store, say). */
export async function startTestServer(config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const db = createDatabase({
    template: migratedTemplate(),
    sharedBuffers: sharedBuffersFromEnv(process.env),
  });
  await migrateToLatest(db);
  await db.transaction((trx) => insertDemoAccounts(trx));
  let current = await listen(db, 0, config);
  const port = (current.server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    async restart() {
      await stop(current);
      current = await listen(db, port, config);
    },
    async close() {
      await stop(current);
      await db.destroy();
    },
  };
}
