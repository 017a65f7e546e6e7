import { randomUUID } from 'node:crypto';
import { type Resident, uuidv7 } from '@chungcu/contracts';
import { ChungCuDb } from '../../src/data/db';
import { createSyncEngine } from '../../src/data/engine';
import { createSession } from '../../src/data/session';
import { mutate } from '../../src/data/mutate';
import { pullChanges } from '../../src/data/pull';
import { type Fetch, createHttp } from '../../src/lib/http';
import { cookieFetch, faultyFetch, type Faults } from './fetch';

/** A simulated device: its own IndexedDB (fake-indexeddb), cookie jar, clock and faults. */
export async function createDevice(
  baseUrl: string,
  options: { faults?: Faults; random?: () => number; timeoutMs?: number } = {},
) {
  const db = new ChungCuDb(`device-${randomUUID()}`);
  const random = options.random ?? Math.random;
  let clock = Date.now();
  const jar = cookieFetch();
  const faulty = faultyFetch(jar, options.faults ?? { dropRequest: 0, dropResponse: 0 }, random);
  let faultsOn = true;
  const fetch: Fetch = (input, init) => (faultsOn ? faulty.fetch(input, init) : jar(input, init));
  const http = createHttp({ fetch, baseUrl, timeoutMs: options.timeoutMs });
  const session = createSession(db, http);
  const engine = createSyncEngine({ db, http, now: () => clock, random });
  const direct = createHttp({ fetch: jar, baseUrl });
  await createSession(db, direct).login({ email: 'admin@chungcu.demo', password: 'demo-admin' });
  // A signed-in device pulls before anyone works on it: its complex comes with the first page.
  await pullChanges(db, direct);

  return {
    db,
    session,
    engine,
    counts: faulty.counts,
    setFaults(on: boolean) {
      faultsOn = on;
    },
    /** Moves this device's clock on, so backed-off retries fall due. */
    advance(ms: number) {
      clock += ms;
    },
    async createResident(overrides: Partial<Resident> = {}): Promise<string> {
      const id = uuidv7();
      const n = Math.floor(random() * 1e9);
      await mutate(
        'createResident',
        {
          id,
          firstName: 'An',
          lastName: 'Nguyễn Văn',
          idCardNumber: `079${String(n).padStart(9, '0')}`,
          email: `an.${n}.${id.slice(-6)}@example.vn`,
          phone: '+84901234567',
          ...(overrides as object),
        },
        { db, label: 'Thêm cư dân' },
      );
      return id;
    },
    async editResident(id: string, fields: Partial<Resident>): Promise<void> {
      await mutate('updateResident', { ...(fields as object), id }, { db, label: 'Sửa cư dân' });
    },
    async deleteResident(id: string): Promise<void> {
      await mutate('deleteResident', { id }, { db, label: 'Xóa cư dân' });
    },
  };
}
export type Device = Awaited<ReturnType<typeof createDevice>>;
