import { messages } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChungCuDb, OutboxEntry } from '../../data';
import { toMirrorRow } from '../../data/entities';
import { queuedMutations, rebase } from '../../data/rebase';
import { rowStatesOf } from '../../data/row-states';
import { updateResident } from './mutations';
import { freshDb, seedResident, serverResident } from './test-support';

let db: ChungCuDb | undefined;
afterEach(async () => {
  await db?.delete();
});

describe('a refused edit whose row is still shown', () => {
  it('keeps the row marked refused, with the reason, after the pull shows the server row', async () => {
    db = await freshDb();
    const on = db;
    const huong = await seedResident(on, { firstName: 'Hương', email: 'huong@chungcu.vn' });
    // Offline: this tablet gives Hương an email another tablet gave a new resident meanwhile.
    await updateResident(huong.id, { email: 'chung@chungcu.vn' }, { db: on });
    const [entry] = await on.outbox.toArray();
    await on.outbox.update(entry?.seq as number, {
      state: 'failed',
      lastError: messages.resident.emailTaken,
    });

    // The pull brings the other tablet's resident: the edit no longer applies on the device.
    const other = serverResident({ email: 'chung@chungcu.vn' });
    await on.transaction('rw', on.tables, async () =>
      rebase(
        on,
        await queuedMutations(on, 'admin-001'),
        async () => {
          await on.residents.put(toMirrorRow('resident', other) as never);
        },
        { dropConfirmed: false },
      ),
    );

    expect((await on.residents.get(huong.id))?.email).toBe('huong@chungcu.vn');
    const states = rowStatesOf((await on.outbox.toArray()) as OutboxEntry[]);
    expect(states.get(`residents/${huong.id}`)).toEqual({
      status: 'failed',
      reason: messages.resident.emailTaken,
    });
  });
});
