import { afterEach, describe, expect, it } from 'vitest';
import { ChungCuDb } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { createDashboardStore } from './dashboard-store';
import { summarize } from './queries';
import { dashboardStrings } from './strings';
import { NOW, apartment, daysAgo, inquiry, overdueShown } from './test-support';

let db: ChungCuDb;
afterEach(() => db?.delete());

const putInquiry = (fields: Parameters<typeof inquiry>[0]) => {
  const row = inquiry(fields);
  return db.inquiries.put(toMirrorRow('inquiry', row) as never).then(() => row);
};

describe('the dashboard store', () => {
  it('keeps open requests and completed maintenance, and follows each change', async () => {
    db = new ChungCuDb(`dashboard-store-${Math.random().toString(36).slice(2)}`);
    await db.apartments.put(toMirrorRow('apartment', apartment({ unitNumber: 'B2-501' })) as never);
    const leak = await putInquiry({ title: 'Rò rỉ', resolutionDueAt: daysAgo(2) });
    await putInquiry({ category: 'complaint', status: 'completed', title: 'Ồn' });
    const store = createDashboardStore(db);
    let notified = 0;
    store.subscribe(() => notified++);
    await store.ready();
    const first = store.getSnapshot();
    expect(first?.open.map((i) => i.title)).toEqual(['Rò rỉ']);
    // A completed complaint counts for nothing on the dashboard, so it is not kept.
    expect(first?.completedMaintenance).toEqual([]);
    expect(overdueShown(first && summarize(first, NOW))).toBe('1');

    await db.inquiries.put(
      toMirrorRow('inquiry', { ...leak, status: 'completed', responseDate: daysAgo(1) }) as never,
    );
    await store.ready();
    const after = store.getSnapshot();
    expect(after?.open).toEqual([]);
    expect(after?.completedMaintenance.map((i) => i.title)).toEqual(['Rò rỉ']);
    expect(overdueShown(after && summarize(after, NOW))).toBe('0');
    expect(after && summarize(after, NOW).activity[0]?.action).toBe(
      dashboardStrings.get().activity.maintenanceDone('Rò rỉ'),
    );
    expect(notified).toBeGreaterThanOrEqual(2);
    store.stop();
  });
});
