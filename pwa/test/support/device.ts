import { randomUUID } from 'node:crypto';
import { type Resident, residentCreateSchema, uuidv7 } from '@chungcu/contracts';
import { ChungCuDb } from '../../src/data/db';
import { createSyncEngine } from '../../src/data/engine';
import { createSession } from '../../src/data/session';
import { writeLocally } from '../../src/data/write';
import { type Fetch, createHttp } from '../../src/lib/http';
import { cookieFetch, faultyFetch, type Faults } from './fetch';

/** A simulated device: its own IndexedDB (fake-indexeddb), cookie jar, clock and faults. */
export async function createDevice(
  baseUrl: string,
  options: { faults?: Faults; random?: () => number } = {},
) {
  const db = new ChungCuDb(`device-${randomUUID()}`);
  const random = options.random ?? Math.random;
  let clock = Date.now();
  const jar = cookieFetch();
  const faulty = faultyFetch(jar, options.faults ?? { dropRequest: 0, dropResponse: 0 }, random);
  let faultsOn = true;
  const fetch: Fetch = (input, init) => (faultsOn ? faulty.fetch(input, init) : jar(input, init));
  const http = createHttp({ fetch, baseUrl });
  const session = createSession(db, http);
  const engine = createSyncEngine({ db, http, now: () => clock, random });
  const user = await createSession(db, createHttp({ fetch: jar, baseUrl })).login({
    email: 'admin@chungcu.demo',
    password: 'demo-admin',
  });

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
      const body = residentCreateSchema.parse({
        firstName: 'An',
        lastName: 'Nguyễn Văn',
        idCardNumber: `0790${String(n).padStart(9, '0')}`,
        email: `an.${n}.${id.slice(-6)}@example.vn`,
        phone: '+84901234567',
        ...overrides,
      });
      const now = new Date(clock).toISOString();
      await writeLocally(db, user.id, [
        {
          entity: 'resident',
          id,
          next: {
            ...body,
            id,
            version: 0,
            deletedAt: null,
            createdAt: now,
            updatedAt: now,
            moveInDate: now,
          },
          method: 'POST',
          path: '/api/residents',
          body: { ...body, id },
          label: 'Thêm cư dân',
        },
      ]);
      return id;
    },
    async editResident(id: string, fields: Partial<Resident>): Promise<void> {
      await writeLocally(db, user.id, [
        {
          entity: 'resident',
          id,
          next: fields,
          method: 'PATCH',
          path: `/api/residents/${id}`,
          body: fields,
          label: 'Sửa cư dân',
        },
      ]);
    },
    async deleteResident(id: string): Promise<void> {
      await writeLocally(db, user.id, [
        {
          entity: 'resident',
          id,
          next: null,
          method: 'DELETE',
          path: `/api/residents/${id}`,
          label: 'Xóa cư dân',
        },
      ]);
    },
  };
}
export type Device = Awaited<ReturnType<typeof createDevice>>;
