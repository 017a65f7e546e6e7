import { type Poke, isComplexRole } from '@chungcu/contracts';
import type { Db } from '../db/database';
import { type History, currentHistory } from '../sync/history';
import type { PokeBus } from '../sync/pokes';
import { lastMovesOf } from '../sync/scope-epochs';
import { type Actor, isAdmin } from './actor';
import type { ChangesService } from './changes.service';

export interface PokeOptions {
  /** Commits within this window cost each stream one poke (rule S15). */
  coalesceMs: number;
  /**
   * Rounds of pokes start at most this often: under a steady flow of writes every device pulls a
   * few times a second, not once per write, so the pulls cannot swamp the writes they report.
   */
  minIntervalMs?: number;
  /** Visibility checks run at most this many at a time, so reads keep pool connections. */
  checkConcurrency?: number;
}

interface Stream {
  /** Who the stream is for; a manager's or staff member's reach is read again after a move. */
  actor: Actor;
  /** Every version up to here was poked to, or found invisible for, this stream. */
  lastVersion: number;
  /** The history `lastVersion` belongs to (rule S21). */
  epoch: string;
  send(poke: Poke): void;
  /** Whether the stream's session still exists (rule S22). */
  signedIn(): Promise<boolean>;
  end(): void;
}

/** An open stream as its route sees it: its first poke, and how to close it. */
export interface OpenStream {
  first: Poke;
  close(): void;
}

/** What the stream's route gives the service. */
export interface StreamCallbacks {
  /** Writes a poke. */
  send(poke: Poke): void;
  /** Re-reads the stream's session: false once it was ended (rule S22). */
  signedIn(): Promise<boolean>;
  /** Ends the stream. */
  end(): void;
}

/**
 * A poke as `actor` may see it: the version only for the company administrator, who sees every
 * commit anyway; to anyone else, staff of some complexes included, it would count everyone's
 * writes (rule S22).
 */
const pokeFor = (actor: Actor, version: number, epoch: string): Poke =>
  isAdmin(actor) ? { version, epoch } : { epoch };

/** Runs `tasks` with at most `limit` at once. */
async function runLimited(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await (tasks[next++] as () => Promise<void>)();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * Pokes for live updates (rule S15). Commits heard on the bus are coalesced for `coalesceMs`, then
 * each open stream whose last version lies below the burst's highest is poked when its caller may
 * see something in between: an admin always (they see everything), anyone else when the change
 * feed, asked from their last version for one change, answers one. Visibility is thus the feed's
 * own (rule S11), never a copy. The checks cost at most one feed read per user per round, a few
 * at a time, and one round runs at a time, so a burst of writes cannot flood the pool with them.
 */
export function createPokesService(
  db: Db,
  changes: ChangesService,
  bus: PokeBus,
  { coalesceMs, minIntervalMs = 0, checkConcurrency = 4 }: PokeOptions,
  /** The complexes a manager or staff member serves now (read again after their move). */
  servedNow: (userId: string) => Promise<string[]>,
) {
  const streams = new Set<Stream>();
  /** The highest version dispatched: a version at or below it (heard late) is no news. */
  let highest = 0;
  let pending: number | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastFlushAt = -Infinity;
  /** Resident checks run one round at a time; commits heard meanwhile make the next round. */
  let checking = false;
  let checkUpTo = 0;
  let unsubscribe: (() => void) | null = null;
  /** The history the versions heard belong to (rule S21); a restore replaces it. */
  let epoch = '';

  const poke = (stream: Stream, version: number) =>
    stream.send(pokeFor(stream.actor, version, epoch));

  /**
   * Whom a check reads the feed as. Staff see by complex alone (rule S23), so one check serves
   * every stream of the same complexes, and their moves are looked up apart (`pokeMoved`).
   */
  const reachOf = (actor: Actor) =>
    isComplexRole(actor.role)
      ? {
          key: `complexes:${[...(actor.complexIds ?? [])].sort().join(',')}`,
          asker: { ...actor, userId: '', email: null },
        }
      : { key: `user:${actor.userId}`, asker: actor };

  /**
   * Managers' and staff members' streams whose user was moved (a complex given or taken away,
   * S19) since their last version: each is poked (its device resyncs) and reaches, from now on,
   * the complexes the user serves now.
   */
  async function pokeMoved(waiting: Stream[], version: number): Promise<void> {
    const staff = waiting.filter((s) => isComplexRole(s.actor.role) && s.actor.email);
    let moves: Map<string, number>;
    try {
      moves = await lastMovesOf(db, [...new Set(staff.map((s) => s.actor.email as string))]);
    } catch {
      // Unknown: the next round asks again, and the feed's own checks still poke for data.
      return;
    }
    for (const stream of staff) {
      const moved = moves.get((stream.actor.email as string).toLowerCase()) ?? 0;
      if (moved <= stream.lastVersion) continue;
      try {
        stream.actor = { ...stream.actor, complexIds: await servedNow(stream.actor.userId) };
      } catch {
        continue;
      }
      stream.lastVersion = Math.max(stream.lastVersion, version, moved);
      if (streams.has(stream)) poke(stream, stream.lastVersion);
    }
  }

  async function mayPoke(actor: Actor, since: number, sinceEpoch: string): Promise<boolean> {
    try {
      const page = await changes.pull(actor, { since, epoch: sinceEpoch, limit: 1 });
      return page.changes.length > 0 || (page as { resync?: boolean }).resync === true;
    } catch {
      // A poke carries no data: when the check fails, poking beats leaving a device stale.
      return true;
    }
  }

  /**
   * Everyone else's streams below `version`: moved staff first, then each reach asked once
   * (bounded concurrency): a resident user, or one set of complexes however many staff devices
   * serve it.
   */
  async function checkStreams(version: number): Promise<void> {
    const waiting = [...streams].filter((s) => !isAdmin(s.actor) && s.lastVersion < version);
    await pokeMoved(waiting, version);
    const groups = new Map<string, { asker: Actor; streams: Stream[] }>();
    for (const stream of waiting) {
      if (stream.lastVersion >= version) continue;
      const { key, asker } = reachOf(stream.actor);
      const at = `${key}@${stream.lastVersion}@${stream.epoch}`;
      const group = groups.get(at) ?? { asker, streams: [] };
      group.streams.push(stream);
      groups.set(at, group);
    }
    const checks = [...groups.values()].map(({ asker, streams: group }) => async () => {
      const [first] = group as [Stream];
      const checked = first.epoch;
      const visible = await mayPoke(asker, first.lastVersion, checked);
      for (const stream of group) {
        // A restore meanwhile already poked this stream in the new history.
        if (stream.epoch !== checked) continue;
        stream.lastVersion = Math.max(stream.lastVersion, version);
        if (visible && streams.has(stream)) poke(stream, version);
      }
    });
    await runLimited(checks, checkConcurrency);
  }

  async function runChecks(): Promise<void> {
    checking = true;
    try {
      let done = 0;
      while (checkUpTo > done) {
        done = checkUpTo;
        await checkStreams(done);
      }
    } finally {
      checking = false;
    }
  }

  /**
   * One burst: admins are poked at once (they see everything); the others are checked, and a
   * slow round of checks never holds up the admins' next poke.
   */
  function dispatch(version: number): void {
    highest = Math.max(highest, version);
    for (const stream of streams) {
      if (!isAdmin(stream.actor) || stream.lastVersion >= version) continue;
      stream.lastVersion = version;
      poke(stream, version);
    }
    checkUpTo = Math.max(checkUpTo, version);
    if (!checking) void runChecks();
  }

  function flush(): void {
    timer = undefined;
    lastFlushAt = performance.now();
    const heard = pending;
    pending = undefined;
    if (heard === undefined) return;
    if (heard !== null) return dispatch(heard);
    // Commits may have been missed, or a restore replaced the history: the clock says which.
    currentHistory(db).then(lookAgain, () => {
      // The clock could not be read: the next commit's poke covers this burst.
    });
  }

  /**
   * After a gap in what was heard. In a new history (a restore, rule S21) the versions start
   * again below the ones poked, so every stream is poked at once, residents too: their devices
   * pull and are told to resync.
   */
  function lookAgain(history: History): void {
    if (history.epoch === epoch || epoch === '') {
      epoch = history.epoch;
      return dispatch(history.version);
    }
    epoch = history.epoch;
    highest = history.version;
    checkUpTo = history.version;
    for (const stream of streams) {
      stream.lastVersion = history.version;
      stream.epoch = history.epoch;
      poke(stream, history.version);
    }
  }

  function hear(version: number | null): void {
    if (version !== null && version <= highest) return;
    pending = version === null || pending === null ? null : Math.max(pending ?? 0, version);
    timer ??= setTimeout(
      flush,
      Math.max(coalesceMs, lastFlushAt + minIntervalMs - performance.now()),
    );
  }

  function endAll(): void {
    for (const stream of streams) stream.end();
    streams.clear();
  }

  /**
   * Sessions of `userId` were ended somewhere (rule S22): each of the user's streams here asks
   * whether its own session still exists, and ends when not (a password change keeps the
   * changing device's session, and so its stream).
   */
  function sessionsEnded(userId: string): void {
    for (const stream of streams) {
      if (stream.actor.userId !== userId) continue;
      stream.signedIn().then(
        (signedIn) => (signedIn ? undefined : endStream(stream)),
        () => endStream(stream),
      );
    }
  }

  function endStream(stream: Stream): void {
    streams.delete(stream);
    stream.end();
  }

  return {
    /**
     * Registers a stream for `actor`. Its first poke carries the version answered here, so a
     * device that missed commits while disconnected pulls once.
     */
    async open(actor: Actor, callbacks: StreamCallbacks): Promise<OpenStream> {
      unsubscribe ??= bus.subscribe({ commit: hear, sessionsEnded, close: endAll });
      const { version, epoch: current } = await currentHistory(db);
      epoch ||= current;
      const stream: Stream = { actor, lastVersion: version, epoch: current, ...callbacks };
      streams.add(stream);
      return {
        first: pokeFor(actor, version, current),
        close: () => void streams.delete(stream),
      };
    },
    /** How many streams are open (benches, tests). */
    get openStreams(): number {
      return streams.size;
    },
  };
}
export type PokesService = ReturnType<typeof createPokesService>;
