import { liveUpdates } from '@chungcu/contracts';
import { retryDelay } from '../lib/backoff';

/** The part of the browser's EventSource the device uses (Node has none: tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

/** EventSource.CLOSED: the browser gave up (e.g. 401, or an answer that was not a stream). */
const CLOSED = 2;

export const browserEventSource: EventSourceFactory = (url) =>
  new EventSource(url, { withCredentials: true });

export interface LiveUpdatesOptions {
  createEventSource?: EventSourceFactory;
  /**
   * A poke: the server committed something this user may see, or was restored; pull now. Its
   * version (an admin's pokes only: a resident's carry none, rule S22) is never compared with the
   * cursor: a restored server's is lower and names another history (rule S21), and the pull is
   * what finds that out (and resyncs).
   */
  onPoke(version: number | null): void;
  /** The stream opened or closed: the scheduler polls only while none is open. */
  onStreamChange(open: boolean): void;
  random?: () => number;
}

/**
 * Keeps the event stream (`GET /api/sync/events`) open for as long as it runs. The browser's
 * EventSource reconnects by itself after a network error (the server's `retry:` hint); when it
 * gives up (readyState CLOSED: signed out, server answered an error) a new one is made after a
 * backoff with jitter. Every error counts as "no stream" until it opens again, so the 30 s poll
 * covers the gap. An open stream that says nothing for `liveUpdates.silentLimitMs` (no poke, no
 * keep-alive) is dead on the way, though the browser reports no error: it is closed and another
 * made the same way (rule S15). Answers a stop function.
 */
export function openLiveUpdates({
  createEventSource = browserEventSource,
  onPoke,
  onStreamChange,
  random = Math.random,
}: LiveUpdatesOptions): () => void {
  let source: EventSourceLike | null = null;
  let attempts = 0;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const reopenLater = (current: EventSourceLike) => {
    current.close();
    attempts++;
    reopenTimer = setTimeout(connect, retryDelay(attempts, random));
  };
  /** Heard from the server: the stream lives for another `silentLimitMs`. */
  const heard = (current: EventSourceLike) => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      if (stopped || source !== current) return;
      onStreamChange(false);
      reopenLater(current);
    }, liveUpdates.silentLimitMs);
  };

  function connect() {
    const current = createEventSource(liveUpdates.path);
    source = current;
    current.onopen = () => {
      attempts = 0;
      heard(current);
      onStreamChange(true);
    };
    current.addEventListener(liveUpdates.aliveEvent, () => heard(current));
    current.addEventListener(liveUpdates.pokeEvent, (event) => {
      heard(current);
      let version: number | null = null;
      try {
        version = (JSON.parse(event.data) as { version?: number }).version ?? null;
      } catch {
        // A poke with no readable version still means "pull now".
      }
      onPoke(version);
    });
    current.onerror = () => {
      // EventSource reconnects (or gives up) on its own: no silence to watch until it opens.
      clearTimeout(silenceTimer);
      onStreamChange(false);
      if (current.readyState !== CLOSED || stopped) return;
      reopenLater(current);
    };
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(reopenTimer);
    clearTimeout(silenceTimer);
    source?.close();
    source = null;
    onStreamChange(false);
  };
}
