import { uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { guardUnsavedChanges } from './unsaved-guard';
import { ChungCuDb } from '../data/db';
import { mutate } from '../data/mutate';
import { onSavesInFlight, savesInFlight } from '../data/saves-in-flight';

let db: ChungCuDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

async function signedInDevice() {
  db = new ChungCuDb(`saves-${uuidv7()}`);
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', role: 'admin', email: 'admin@chungcu.demo' },
  });
  return db;
}

/** A window as far as the guard uses one: events and the root element's attributes. */
function fakeWindow() {
  const attributes = new Set<string>();
  const root = {
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string) => void attributes.add(name),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
  const events = new EventTarget();
  const win = Object.assign(events, { document: { documentElement: root } });
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    // Node has no BeforeUnloadEvent, whose returnValue browsers let a page set.
    Object.defineProperty(event, 'returnValue', { value: undefined, writable: true });
    win.dispatchEvent(event);
    return event.defaultPrevented ? 'asked' : 'closed';
  };
  return { win: win as unknown as Window, attributes, leave };
}

describe('saves in flight', () => {
  it('counts a change from the moment mutate is called until its transaction committed', async () => {
    const device = await signedInDevice();
    const seen: number[] = [];
    const stop = onSavesInFlight((count) => seen.push(count));
    const saving = mutate(
      'createCategory',
      { id: uuidv7(), name: 'Điện' },
      { db: device, label: 'Tạo danh mục' },
    );
    expect(savesInFlight()).toBe(1);
    await saving;
    stop();
    expect(savesInFlight()).toBe(0);
    expect(seen).toEqual([1, 0]);
    expect(await device.outbox.count()).toBe(1);
  });

  it('lets go of a change that is refused, and of one that throws before any await', async () => {
    const device = await signedInDevice();
    await expect(
      mutate('createCategory', { id: uuidv7(), name: '' }, { db: device, label: 'Tạo danh mục' }),
    ).rejects.toThrow();
    expect(savesInFlight()).toBe(0);
    expect(await device.outbox.count()).toBe(0);
  });

  it('makes closing the tab ask first only while a change is not yet stored', async () => {
    const device = await signedInDevice();
    const { win, attributes, leave } = fakeWindow();
    const unguard = guardUnsavedChanges(win);
    expect(leave()).toBe('closed');
    const saving = mutate(
      'createCategory',
      { id: uuidv7(), name: 'Nước' },
      { db: device, label: 'Tạo danh mục' },
    );
    expect(attributes.has('data-saving')).toBe(true);
    expect(leave()).toBe('asked');
    await saving;
    expect(attributes.has('data-saving')).toBe(false);
    expect(leave()).toBe('closed');
    unguard();
  });
});
