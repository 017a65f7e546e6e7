import { uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ChungCuDb } from './db';
import { liveTable, stopLiveTables, tablesStore } from './live-tables';

let db: ChungCuDb | undefined;
afterEach(async () => {
  if (db) stopLiveTables(db);
  await db?.delete();
  db = undefined;
});

const keysOf = (rows: ReadonlyMap<string, unknown>) => [...rows.keys()].sort();

describe('a store made during render', () => {
  it('keeps the snapshot it answered when it subscribes, so the screen renders once', async () => {
    db = new ChungCuDb(`derived-${uuidv7()}`);
    await db.meta.put({ key: 'a', value: 1 });
    await liveTable(db, 'meta').ready();

    // What useSyncExternalStore does: read in render, subscribe after the commit, read again.
    const store = tablesStore(db, ['meta'], keysOf);
    const rendered = store.getSnapshot();
    const stop = store.subscribe(() => undefined);
    expect(rendered).toEqual(['a']);
    expect(store.getSnapshot()).toBe(rendered);
    stop();
  });

  it('derives again when a table changed between the render and the subscription', async () => {
    db = new ChungCuDb(`derived-${uuidv7()}`);
    await db.meta.put({ key: 'a', value: 1 });
    const meta = liveTable(db, 'meta');
    await meta.ready();
    const stopWarm = meta.subscribe(() => undefined);

    const store = tablesStore(db, ['meta'], keysOf);
    const rendered = store.getSnapshot();
    await db.meta.put({ key: 'b', value: 2 });
    await meta.ready();
    const stop = store.subscribe(() => undefined);
    expect(rendered).toEqual(['a']);
    expect(store.getSnapshot()).toEqual(['a', 'b']);
    stop();
    stopWarm();
  });
});
