import { type User, uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError, type Http } from '../lib/http';
import { ChungCuDb } from './db';
import { createSession } from './session';

let db: ChungCuDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

const lan = { id: 'resident-001', role: 'resident', email: 'resident@chungcu.demo' } as User;
/** A network that never reaches the server. */
const unreachable = (async () => {
  throw new NetworkError(new Error('offline'));
}) as unknown as Http;

describe('the user the app opens with before the server answers', () => {
  it('is the user last signed in on the device, and nobody once a sign-out wiped it', async () => {
    db = new ChungCuDb(`session-${uuidv7()}`);
    const session = createSession(db, unreachable);
    expect(await session.lastUser()).toBeNull();

    await db.meta.put({ key: 'currentUser', value: lan });
    expect(await session.lastUser()).toEqual(lan);
    // Offline, the session check answers the same user.
    expect(await session.current()).toEqual({ user: lan, offline: true });

    await session.wipe();
    expect(await session.lastUser()).toBeNull();
  });

  it('opens no database on a device that holds none (a signed-out start stays light)', async () => {
    let opened = 0;
    const session = createSession(
      async () => {
        opened++;
        db = new ChungCuDb(`session-${uuidv7()}`);
        return db;
      },
      unreachable,
      async () => false,
    );
    expect(await session.lastUser()).toBeNull();
    expect(opened).toBe(0);
  });
});

describe('a session the server holds for someone else', () => {
  it("wipes the last user's data before the device takes the new user (an invitation accepted here)", async () => {
    db = new ChungCuDb(`session-${uuidv7()}`);
    const admin = { id: 'admin-001', role: 'admin', email: 'admin@chungcu.demo' } as User;
    await db.meta.put({ key: 'currentUser', value: admin });
    await db.meta.put({ key: 'cursor', value: 'v:2040' });
    await db.residents.put({ id: uuidv7(), firstName: 'An' } as never);
    const answersLan = (async () => ({
      status: 200,
      body: lan,
      replayed: false,
    })) as unknown as Http;

    const session = createSession(db, answersLan);
    expect(await session.current()).toEqual({ user: lan, offline: false });
    expect(await db.residents.count()).toBe(0);
    expect(await db.meta.get('cursor')).toBeUndefined();
    expect(await session.lastUser()).toEqual(lan);

    // The same user again: nothing is wiped.
    await db.residents.put({ id: uuidv7(), firstName: 'Bình' } as never);
    await session.current();
    expect(await db.residents.count()).toBe(1);
  });
});
