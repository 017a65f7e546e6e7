import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../db/database';
import { pokeChannelOf } from './poke-channel';
import { startPokeListener } from './poke-listener';

export { pokeChannelOf } from './poke-channel';

/**
 * What a subscriber hears: a committed version, or `null` when commits may have been missed (the
 * listening connection was cut) and every stream should look again (rule S15).
 */
export type PokeListener = (version: number | null) => void;

type StartListening = (bus: PokeBus) => () => Promise<void>;

/**
 * The process's news of commits. Every version taken queues a NOTIFY in its own transaction
 * (`nextVersion`); the bus hears them through one LISTEN per process: a dedicated connection on
 * PostgreSQL (so a commit through any replica reaches the subscribers of every replica), the
 * embedded database's own LISTEN on PGlite (rule S15).
 */
export class PokeBus {
  private readonly listeners = new Set<PokeListener>();
  private readonly closers = new Set<() => void>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly startListening: StartListening) {}

  publish(version: number | null): void {
    for (const listener of this.listeners) listener(version);
  }

  /** Listens from now on (idempotent); the first subscriber starts it anyway. */
  listen(): void {
    this.stopListening ??= this.startListening(this);
  }

  /**
   * Subscribes `listener`; a process without streams needs no listening connection, so the first
   * subscriber opens it. `onClose` runs at shutdown, so open streams end and the server can close.
   */
  subscribe(listener: PokeListener, onClose?: () => void): () => void {
    this.listeners.add(listener);
    if (onClose) this.closers.add(onClose);
    this.listen();
    return () => {
      this.listeners.delete(listener);
      if (onClose) this.closers.delete(onClose);
    };
  }

  /** Shutdown (or the end of a test): tells the subscribers and stops listening. */
  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    for (const onClose of this.closers) onClose();
    await stop?.();
  }
}

const parseVersion = (payload: string | undefined) => {
  const version = Number(payload);
  return Number.isSafeInteger(version) ? version : null;
};

interface ClientConfig {
  client?: unknown;
  connection?: string | pg.ClientConfig | (() => { pglite: PGlite });
}

/** PGlite is one connection in this process: LISTEN on it, and it calls back after each commit. */
function listenOnPGlite(pglite: PGlite, channel: string): StartListening {
  return (bus) => {
    const unlisten = pglite.listen(channel, (payload) => bus.publish(parseVersion(payload)));
    return async () => {
      await (
        await unlisten
      )();
    };
  };
}

const busByDatabase = new WeakMap<Db, PokeBus>();

/** The one bus of `db` in this process (like the write slots, keyed by the database). */
export function pokeBusFor(db: Db): PokeBus {
  let bus = busByDatabase.get(db);
  if (bus) return bus;
  const { client, connection } = db.client.config as ClientConfig;
  const channel = pokeChannelOf(db);
  if (client === 'pg' && connection && typeof connection !== 'function') {
    bus = new PokeBus((b) => startPokeListener(connection, channel, b));
  } else if (typeof connection === 'function') {
    bus = new PokeBus(listenOnPGlite(connection().pglite, channel));
    // Now, while no write is open: a LISTEN run inside a write's transaction would share its fate.
    bus.listen();
  } else {
    throw new Error('pokes: unknown database client');
  }
  busByDatabase.set(db, bus);
  return bus;
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
