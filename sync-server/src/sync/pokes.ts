import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../db/database';
import { parsePokePayload, pokeChannelOf } from './poke-channel';
import { startPokeListener } from './poke-listener';

export { pokeChannelOf } from './poke-channel';

/**
 * What a subscriber hears: a committed version, or `null` when commits may have been missed (the
 * listening connection was cut, or a restore replaced the history) and every stream should look
 * again (rule S15).
 */
export type PokeListener = (version: number | null) => void;

/** A subscriber of the bus. */
export interface PokeSubscriber {
  /** A commit (rule S15). */
  commit: PokeListener;
  /** Sessions of `userId` were ended, on any process (rule S22). */
  sessionsEnded?(userId: string): void;
  /** Shutdown: open streams end, so the server can close. */
  close?(): void;
}

type StartListening = (bus: PokeBus) => () => Promise<void>;

/**
 * The process's news of commits. Every version taken queues a NOTIFY in its own transaction
 * (`nextVersion`); the bus hears them through one LISTEN per process: a dedicated connection on
 * PostgreSQL (so a commit through any replica reaches the subscribers of every replica), the
 * embedded database's own LISTEN on PGlite (rule S15).
 */
export class PokeBus {
  private readonly subscribers = new Set<PokeSubscriber>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly startListening: StartListening) {}

  publish(version: number | null): void {
    for (const subscriber of this.subscribers) subscriber.commit(version);
  }

  /** A notification's payload as it came off the channel. */
  receive(payload: string | undefined): void {
    const message = parsePokePayload(payload);
    if (message.kind === 'sessions-ended') {
      for (const subscriber of this.subscribers) subscriber.sessionsEnded?.(message.userId);
    } else {
      this.publish(message.kind === 'version' ? message.version : null);
    }
  }

  /** Listens from now on (idempotent); the first subscriber starts it anyway. */
  listen(): void {
    this.stopListening ??= this.startListening(this);
  }

  /**
   * Subscribes; a process without streams needs no listening connection, so the first
   * subscriber opens it.
   */
  subscribe(subscriber: PokeSubscriber): () => void {
    this.subscribers.add(subscriber);
    this.listen();
    return () => void this.subscribers.delete(subscriber);
  }

  /** Shutdown (or the end of a test): tells the subscribers and stops listening. */
  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    for (const subscriber of this.subscribers) subscriber.close?.();
    await stop?.();
  }
}

interface ClientConfig {
  client?: unknown;
  connection?: string | pg.ClientConfig | (() => { pglite: PGlite });
}

/** PGlite is one connection in this process: LISTEN on it, and it calls back after each commit. */
function listenOnPGlite(pglite: PGlite, channel: string): StartListening {
  return (bus) => {
    const unlisten = pglite.listen(channel, (payload) => bus.receive(payload));
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
