import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDeviceSync } from './device-sync';
import type { SyncEngine } from './engine';
import type { EventSourceLike } from './live-updates';
import type { SchedulerEnv } from './scheduler';
import type { LeaderLocks } from './sync-leader';

/** Web Locks for one device: exclusive, granted in request order, abortable while waiting. */
function fakeLocks(): LeaderLocks {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
  };
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const grant = () => {
          held.add(name);
          void callback({ name })
            .then(resolve, reject)
            .finally(() => {
              held.delete(name);
              grantNext(name);
            });
        };
        if (!held.has(name)) return grant();
        const queue = queues.get(name) ?? [];
        queue.push(grant);
        queues.set(name, queue);
        signal?.addEventListener('abort', () => {
          queue.splice(queue.indexOf(grant), 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

/** BroadcastChannel between the tabs of one test: delivered to every other tab, later. */
function fakeChannels() {
  const open = new Set<{ onmessage: ((event: MessageEvent) => void) | null }>();
  return (_name: string) => {
    const channel = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const other of open) {
          if (other !== channel) queueMicrotask(() => other.onmessage?.({ data } as MessageEvent));
        }
      },
      close: () => void open.delete(channel),
    };
    open.add(channel);
    return channel;
  };
}

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners: { type: string; listener: (event: MessageEvent<string>) => void }[] =
    [];
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push({ type, listener });
  }
  private dispatch(type: string, data: string) {
    for (const entry of this.listeners)
      if (entry.type === type) entry.listener({ data } as MessageEvent);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  poke(version: number | undefined, epoch = 'e1') {
    this.dispatch('poke', JSON.stringify({ version, epoch }));
  }
  /** The server's keep-alive, as EventSource shows it (its comment line is not shown). */
  alive() {
    this.dispatch('alive', '{}');
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

/** One browser tab: its own writes, window and document; the device's locks and channels. */
function tab(device: { locks: LeaderLocks; channels: ReturnType<typeof fakeChannels> }) {
  const sources: FakeEventSource[] = [];
  const runs = { count: 0 };
  const engine = {
    syncOnce: async () => {
      runs.count++;
      return { push: { kind: 'done' }, pulled: 0, ran: true };
    },
    retryNow: async () => engine.syncOnce(),
  } as unknown as SyncEngine;
  const env: SchedulerEnv = {
    window: new EventTarget(),
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' as const }),
    writes: new Set(),
    pollMs: 30_000,
    requestBackgroundSync: () => {},
  };
  const stop = startDeviceSync(engine, {
    locks: device.locks,
    createChannel: device.channels,
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    writes: env.writes,
    scheduler: env,
  });
  return {
    runs,
    sources,
    stop,
    write: () => env.writes.forEach((listener) => listener()),
    source: () => sources.at(-1) as FakeEventSource,
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('device sync: one leader tab, pokes instead of polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('only the leader syncs and streams; a write in another tab reaches it; the next tab takes over', async () => {
    const device = { locks: fakeLocks(), channels: fakeChannels() };
    const first = tab(device);
    const second = tab(device);
    await settle();
    expect(first.sources.map((s) => s.url)).toEqual(['/api/sync/events']);
    expect(first.runs.count).toBe(1);
    expect(second.sources).toEqual([]);
    expect(second.runs.count).toBe(0);

    second.write();
    await settle();
    expect(first.runs.count).toBe(2);
    expect(second.runs.count).toBe(0);

    first.stop();
    await settle();
    expect(first.source().readyState).toBe(2);
    expect(second.sources).toHaveLength(1);
    expect(second.runs.count).toBe(1);
    second.stop();
  });

  it('polls every 30 s only while no stream is open, and pulls on each poke (S15, S21, S22)', async () => {
    const device = { locks: fakeLocks(), channels: fakeChannels() };
    const leader = tab(device);
    await settle();
    expect(leader.runs.count).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(leader.runs.count).toBe(2);

    leader.source().open();
    // The server's keep-alives every 25 s: the stream lives, nothing is polled.
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(25_000);
      leader.source().alive();
    }
    expect(leader.runs.count).toBe(2);
    leader.source().poke(7);
    await settle();
    expect(leader.runs.count).toBe(3);
    // A restored server pokes below what was poked before, in another history: a pull all the
    // same, and the feed tells the device to resync.
    leader.source().poke(3, 'e2');
    await settle();
    expect(leader.runs.count).toBe(4);
    // A resident's poke carries no version (S22): a pull all the same.
    leader.source().poke(undefined, 'e2');
    await settle();
    expect(leader.runs.count).toBe(5);

    // A network error: EventSource reconnects by itself; meanwhile the poll is back.
    leader.source().fail(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(leader.runs.count).toBe(6);
    leader.source().open();
    await vi.advanceTimersByTimeAsync(25_000);
    leader.source().alive();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(leader.runs.count).toBe(6);

    // Given up (e.g. 401): a new stream after a backoff, polling until it opens.
    leader.source().fail(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(leader.sources).toHaveLength(2);
    expect(leader.runs.count).toBe(7);
    leader.stop();
  });

  it('S15: an open stream silent for a minute is dead on the way: polled meanwhile, and opened again', async () => {
    const device = { locks: fakeLocks(), channels: fakeChannels() };
    const leader = tab(device);
    await settle();
    leader.source().open();
    await vi.advanceTimersByTimeAsync(25_000);
    leader.source().alive();
    expect(leader.runs.count).toBe(1);

    // The connection dies on the way: no error, no keep-alive, the browser holds it open.
    await vi.advanceTimersByTimeAsync(59_000);
    expect(leader.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(leader.sources[0]?.readyState).toBe(2);
    // Polled while there is no stream, and another made after a backoff.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(leader.runs.count).toBe(2);
    expect(leader.sources).toHaveLength(2);
    leader.source().open();
    leader.source().poke(9);
    await settle();
    expect(leader.runs.count).toBe(3);
    leader.stop();
  });
});
