import type pg from 'pg';
import type { Db, Tx } from '../db/database';
import { startPokeListener } from './poke-listener';

/**
 * What a subscriber hears: the highest version committed, or `null` when commits may have been
 * missed (the listening connection was cut) and every stream should look again (rule S15).
 */
export type PokeListener = (version: number | null) => void;

/**
 * The process's news of commits. On PGlite (one process) a commit is published here directly; on
 * PostgreSQL every process also LISTENs on one channel, so a commit through any replica reaches
 * the subscribers of every replica (rule S15).
 */
export class PokeBus {
  private readonly listeners = new Set<PokeListener>();
  private readonly closers = new Set<() => void>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly startListening: ((bus: PokeBus) => () => Promise<void>) | null) {}

  publish(version: number | null): void {
    for (const listener of this.listeners) listener(version);
  }

  /**
   * Starts the listening connection with the first subscriber: a process without streams needs
   * none. `onClose` runs at shutdown, so open streams end and the server can close.
   */
  subscribe(listener: PokeListener, onClose?: () => void): () => void {
    this.listeners.add(listener);
    if (onClose) this.closers.add(onClose);
    if (!this.stopListening && this.startListening) this.stopListening = this.startListening(this);
    return () => {
      this.listeners.delete(listener);
      if (onClose) this.closers.delete(onClose);
    };
  }

  /** Shutdown (or the end of a test): ends the listening connection and tells the subscribers. */
  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    for (const onClose of this.closers) onClose();
    await stop?.();
  }
}

interface ClientConfig {
  client?: unknown;
  connection?: string | pg.ClientConfig;
  searchPath?: string | readonly string[];
}

/** How to reach the PostgreSQL server behind `db`, or null on PGlite. */
function postgresConnectionOf(db: Db): string | pg.ClientConfig | null {
  const { client, connection } = db.client.config as ClientConfig;
  return client === 'pg' && connection ? connection : null;
}

/**
 * NOTIFY reaches every session of the database whatever its schema, so the channel names the
 * schema too: tests (and benches) that share a database in schemas of their own stay apart.
 */
export function pokeChannelOf(db: Db): string {
  const { searchPath } = db.client.config as ClientConfig;
  const schema = Array.isArray(searchPath) ? searchPath[0] : searchPath;
  return schema ? `chungcu_poke_${schema}` : 'chungcu_poke';
}

const busByDatabase = new WeakMap<Db, PokeBus>();

/** The one bus of `db` in this process (like the write slots, keyed by the database). */
export function pokeBusFor(db: Db): PokeBus {
  let bus = busByDatabase.get(db);
  if (!bus) {
    const connection = postgresConnectionOf(db);
    const channel = pokeChannelOf(db);
    bus = new PokeBus(connection ? (b) => startPokeListener(connection, channel, b) : null);
    busByDatabase.set(db, bus);
  }
  return bus;
}

/**
 * Called by a write inside its transaction, once, after its last version was taken: the commit
 * becomes news. The clock row is locked by this transaction (rule S6), so its value is the
 * highest version the write took. On PostgreSQL `pg_notify` is queued in the transaction and sent
 * only if it commits; in every case the local bus hears of it once the commit is done (a rolled
 * back write announces nothing).
 */
export async function announceCommit(db: Db, trx: Tx): Promise<void> {
  const postgres = postgresConnectionOf(db) !== null;
  const result = postgres
    ? await trx.raw('select pg_notify(?, version::text), version from sync_clock where id = 1', [
        pokeChannelOf(db),
      ])
    : await trx.raw('select version from sync_clock where id = 1');
  const [row] = (result.rows ?? result) as { version: number | string }[];
  if (!row) return;
  const version = Number(row.version);
  const bus = pokeBusFor(db);
  trx.executionPromise.then(
    () => bus.publish(version),
    () => {
      // Rolled back: nothing to announce.
    },
  );
}

/** The last version handed out: what a device that pulls now will have seen. */
export async function currentVersion(db: Db): Promise<number> {
  const row = await db('sync_clock')
    .where({ id: 1 })
    .first<{ version: number } | undefined>('version');
  return Number(row?.version ?? 0);
}

/** Stops `db`'s listening connection (process shutdown, end of a test). */
export async function stopPokes(db: Db): Promise<void> {
  await busByDatabase.get(db)?.close();
}
