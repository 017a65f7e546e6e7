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
