import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import knex, { type Knex } from 'knex';
import ClientPGLite from 'knex-pglite';
import pg from 'pg';
import { DurableNodeFS, durableStartParams } from './durable-nodefs';

export type Db = Knex;
export type Tx = Knex.Transaction;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without one the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; omitted means an in-memory database (tests). */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves in a schema of their own). */
  schema?: string;
  poolMax?: number;
  /**
   * PGlite only: a data folder to start from (a `dumpPglite` tar) instead of an empty cluster.
   * Tests migrate one database and start every other one from its copy: far quicker than initdb.
   */
  template?: Blob;
  /**
   * PGlite only: PostgreSQL's `shared_buffers` (e.g. `16MB`); PostgreSQL's 128MB when omitted.
   * PGlite writes its whole buffer pool at start: 128MB of it is 120MB of the process's memory
   * before the first query, and a share of every open's time (1.5 s → 0.8 s at 16MB here).
   */
  sharedBuffers?: string;
}

// Both drivers must answer the same JS types: bigint as number (versions stay below 2^53),
// numeric as string (money keeps its scale), timestamps as Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * knex-pglite names a delete's command after knex's method `del` ("DEL"), so knex answers the raw
 * response instead of the row count. Calling it `delete` makes both drivers answer counts.
 */
type ResponseProcessor = new (config: Knex.Config) => {
  processResponse(obj: { method?: string }, runner: unknown): unknown;
};
class PGliteClient extends (ClientPGLite as unknown as ResponseProcessor) {
  override processResponse(obj: { method?: string }, runner: unknown): unknown {
    return super.processResponse(obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
  }
}

/** Opens the database: PostgreSQL when a URL is given, PGlite otherwise. */
export function createDatabase(options: DatabaseOptions = {}): Db {
  if (options.url) {
    return knex({
      client: 'pg',
      connection: options.url,
      searchPath: options.schema ? [options.schema] : undefined,
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // On disk, commits are flushed before they are acknowledged (durable-nodefs.ts).
  const startParams = [
    ...(options.dataDir ? durableStartParams : PGlite.defaultStartParams),
    ...(options.sharedBuffers ? ['-c', `shared_buffers=${options.sharedBuffers}`] : []),
  ];
  const pglite = new PGlite({
    ...(options.dataDir ? { fs: new DurableNodeFS(options.dataDir) } : {}),
    startParams,
    loadDataDir: options.template,
    parsers: {
      [types.INT8]: (value: string) => Number(value),
      [types.NUMERIC]: (value: string) => value,
    },
  });
  return knex({
    client: PGliteClient as unknown as typeof Knex.Client,
    connection: () => ({ pglite }) as unknown as Knex.StaticConnectionConfig,
    searchPath: options.schema ? [options.schema] : undefined,
  });
}

/** A PGlite database's whole data folder as a tar, for `createDatabase`'s `template`. */
export async function dumpPglite(db: Db): Promise<Blob> {
  const connection = db.client.config.connection as unknown;
  if (typeof connection !== 'function') throw new Error('dumpPglite: not a PGlite database');
  const { pglite } = (connection as () => { pglite: PGlite })();
  // A dump before the first query would wait on a start nothing has awaited: the process ends.
  await pglite.waitReady;
  return pglite.dumpDataDir('none');
}

/** True when the error is PostgreSQL's unique violation (on either driver). */
export function isUniqueViolation(error: unknown): error is { code: string; message: string } {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** The name of the constraint or index a database error is about, where the driver says it. */
export function violatedConstraint(error: unknown): string {
  const e = error as { constraint?: string; message?: string; detail?: string };
  return e.constraint ?? `${e.message ?? ''} ${e.detail ?? ''}`;
}
