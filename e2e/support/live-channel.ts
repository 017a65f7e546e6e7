import {
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  expect,
} from '@playwright/test';
import { liveUpdates } from '@chungcu/contracts';

/**
 * Proof that a change reached a device through its live channel (a poke on the event stream,
 * then a pull) rather than through a reload or the fallback poll, without a time bound a loaded
 * machine could break. The device polls only while no stream is open (pwa/src/data/scheduler.ts):
 * if its stream stayed open from before the change until the change was on screen, no poll ran,
 * and the poke the change's commit sends must follow. Every stream's first poke (sent as it opens,
 * for what it missed) starts a pull of its own, and so does every page load: a change made while
 * one of those is still to run could ride on it, before its own poke (coalesced on the server for
 * up to a quarter of a second) lands. So the change waits until the device has had its first poke
 * and has no pull in flight, and the poke is then waited for rather than read the instant the
 * change shows. How soon it arrives is a figure for the server's live-updates bench
 * (`npm run bench`, sync-server/bench/events.ts), not an assertion here.
 */

/** What a page's event streams did, in order (`window.__liveChannel`). */
interface ChannelEvent {
  type: 'open' | 'error' | 'poke';
}

/** Far longer than a poke takes, far shorter than the test's time limit. */
const ARRIVAL_LIMIT_MS = 20_000;

/** A page's pulls of the change feed since its last load: those under way, and how many ended. */
interface PullLog {
  inFlight: Set<Request>;
  ended: number;
}

const pullLogs = new WeakMap<Page, PullLog>();

const isPull = (request: Request) => new URL(request.url()).pathname === '/api/sync/changes';

function recordPulls(page: Page): void {
  const log: PullLog = { inFlight: new Set(), ended: 0 };
  pullLogs.set(page, log);
  page.on('request', (request) => {
    // A load of the page's document (not the app's own navigations, which load nothing).
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      log.inFlight.clear();
      log.ended = 0;
    }
    if (isPull(request)) log.inFlight.add(request);
  });
  const end = (request: Request) => {
    if (log.inFlight.delete(request)) log.ended++;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
}

/**
 * Records every event stream's open, error and poke, and every pull, in the context's pages; call
 * before `newPage`.
 */
export async function recordLiveChannel(context: BrowserContext): Promise<void> {
  context.on('page', recordPulls);
  await context.addInitScript((pokeEvent: string) => {
    const log: { type: string }[] = [];
    (window as unknown as { __liveChannel: typeof log }).__liveChannel = log;
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('open', () => log.push({ type: 'open' }));
        this.addEventListener('error', () => log.push({ type: 'error' }));
        this.addEventListener(pokeEvent, () => log.push({ type: 'poke' }));
      }
    };
  }, liveUpdates.pokeEvent);
}

async function channelLog(page: Page): Promise<ChannelEvent[]> {
  return page.evaluate(
    () => (window as unknown as { __liveChannel?: ChannelEvent[] }).__liveChannel ?? [],
  );
}

/**
 * Waits until the page (the one that syncs for its device) holds an open event stream, has had
 * the stream's first poke, has pulled since it loaded, and has no pull in flight: from then on
 * only a poke starts a pull.
 */
export async function expectStreamOpen(page: Page): Promise<void> {
  await expect
    .poll(async () => (await channelLog(page)).findLast((e) => e.type !== 'poke')?.type, {
      message: 'the device never opened its event stream (recordLiveChannel before newPage?)',
      timeout: 30_000,
    })
    .toBe('open');
  await expect
    .poll(async () => (await channelLog(page)).at(-1)?.type, {
      message: 'the server never sent the stream its first poke',
      timeout: 30_000,
    })
    .toBe('poke');
  const pulls = pullLogs.get(page);
  if (!pulls) throw new Error('recordLiveChannel was not called before this page was opened');
  await expect
    .poll(() => pulls.ended > 0 && pulls.inFlight.size === 0, {
      message: 'the device never finished the pull its load starts',
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * Runs `change` elsewhere and expects `shown` on this device, delivered live: `syncing` (the
 * device's tab that holds the stream; `shown` may be on another of its tabs) kept its stream
 * open throughout and got a poke. Answers the milliseconds it took, a figure to print.
 */
export async function expectDeliveredLive(
  syncing: Page,
  change: () => Promise<void>,
  shown: Locator,
): Promise<number> {
  await expectStreamOpen(syncing);
  const before = (await channelLog(syncing)).length;
  await change();
  const saved = Date.now();
  await expect(shown).toBeVisible({ timeout: ARRIVAL_LIMIT_MS });
  const took = Date.now() - saved;
  const since = async () => (await channelLog(syncing)).slice(before).map((e) => e.type);
  expect(
    await since(),
    'the stream closed meanwhile: the poll, not a poke, may have brought it',
  ).not.toContain('error');
  await expect
    .poll(since, { message: 'no poke arrived: the change came by another way', timeout: 10_000 })
    .toContain('poke');
  expect(await since(), 'the stream closed while the poke was awaited').not.toContain('error');
  return took;
}
