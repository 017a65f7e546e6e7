import { describe, expect, it } from 'vitest';
import { ChungCuDb } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { loadDashboard, searchDashboard } from './queries';
import { dashboardStrings } from './strings';
import {
  NOW,
  apartment,
  assignment,
  daysAgo,
  inquiry,
  meter,
  notice,
  payment,
  reading,
} from './test-support';

const s = dashboardStrings.get();

async function seeded() {
  const db = new ChungCuDb(`dashboard-${Math.random().toString(36).slice(2)}`);
  const unit = apartment({ unitNumber: 'C1-902', buildingBlock: 'C', monthlyRent: '15000000.00' });
  const other = apartment({ unitNumber: 'A1-101', buildingBlock: 'A' });
  const resident = {
    id: '0190a000-0000-7000-8000-000000000001',
    firstName: 'Đức',
    lastName: 'Phạm Minh',
    email: 'duc.pham@example.vn',
    phone: '+84912345678',
  };
  const move = assignment({
    apartmentId: unit.id,
    residentId: resident.id,
    moveInDate: daysAgo(4),
  });
  // Past its steps' due date only: not overdue (a request's deadline is its resolution's).
  const open = inquiry({ apartmentId: unit.id, dueDate: daysAgo(1), priority: 'high' });
  const done = inquiry({ status: 'completed', createdAt: daysAgo(40), responseDate: daysAgo(3) });
  // Two days past the resolution it was promised by: overdue.
  const complaint = inquiry({
    category: 'complaint',
    title: 'Tiếng ồn',
    dueDate: daysAgo(-5),
    resolutionDueAt: daysAgo(2),
  });
  await db.apartments.bulkPut([unit, other].map((a) => toMirrorRow('apartment', a)) as never);
  await db.residents.put(toMirrorRow('resident', resident) as never);
  await db.assignments.put(move);
  await db.inquiries.bulkPut(
    [open, done, complaint].map((i) => toMirrorRow('inquiry', i)) as never,
  );
  // Both units have a water meter; only C1-902's is read this month (A1-101's was last month).
  const meters = [meter({ apartmentId: unit.id }), meter({ apartmentId: other.id })];
  await db.meters.bulkPut(meters.map((m) => toMirrorRow('meter', m)) as never);
  await db.meterReadings.bulkPut(
    [
      reading({ meterId: meters[0]?.id, period: '2026-06' }),
      reading({ meterId: meters[1]?.id, period: '2026-05' }),
    ].map((r) => toMirrorRow('meterReading', r)) as never,
  );
  await db.inquiryProgress.put({
    id: '0190a000-0000-7000-8000-000000000009',
    complexId: unit.complexId,
    version: 1,
    deletedAt: null,
    createdAt: daysAgo(1),
    updatedAt: daysAgo(1),
    inquiryId: open.id,
    stepTitle: 'Kiểm tra hiện trường',
    stepOrder: 1,
    status: 'in_progress',
    assignee: null,
    assigneeRole: null,
    description: null,
    isRequired: true,
    estimatedDuration: null,
    completedAt: null,
    startedAt: daysAgo(1),
    notes: null,
    skipReason: null,
    isInternal: false,
  });
  // May's notice issued (due 10/6, five days before NOW), June's a draft: only what was issued
  // is billed, and May's unpaid rest is past due.
  await db.invoices.bulkPut([
    notice({
      complexId: unit.complexId,
      apartmentId: unit.id,
      month: '2026-05',
      amountDue: 1_250_000,
      dueDate: '2026-06-10',
    }),
    notice({ complexId: unit.complexId, apartmentId: unit.id, status: 'draft', number: null }),
  ]);
  // 1.000.000 ₫ paid at the office since May's notice: collected of it.
  await db.payments.put(
    payment({ complexId: unit.complexId, apartmentId: unit.id, amount: 1_000_000 }),
  );
  return { db, unit, resident };
}

describe('loadDashboard', () => {
  it('computes cards, activity and tasks from the mirror', async () => {
    const { db } = await seeded();
    const data = await loadDashboard(db, NOW);
    const cards = Object.fromEntries(data.cards.map((c) => [c.key, [c.value, c.detail]]));
    expect(cards).toEqual({
      openRequests: ['2', s.cards.newRequests(2)],
      // Past the resolution's deadline only, not those past a step's due date.
      overdueRequests: ['1', s.cards.longestOverdue(s.cards.days(2))],
      occupancy: ['50%', s.cards.occupied(1, 2)],
      meterReadings: ['1/2', s.cards.unitsRead('Tháng 6/2026')],
      billed: [
        '1.250.000\u00a0₫',
        s.cards.collected('Tháng 5/2026', '1.000.000\u00a0₫', '1.250.000\u00a0₫', '80%'),
      ],
      overdueDebt: ['250.000\u00a0₫', s.cards.unitsOverdue(1)],
    });
    expect(data.activity.map((e) => e.action)).toEqual([
      s.activity.maintenanceDone('Rò rỉ nước'),
      s.activity.moveIn,
      s.activity.maintenance('Rò rỉ nước'),
      s.activity.maintenance('Rò rỉ nước'),
    ]);
    expect(data.activity[1]).toMatchObject({ unit: 'C1-902', tenant: 'Phạm Minh Đức' });
    expect(data.tasks.map((t) => t.task)).toEqual(['Kiểm tra hiện trường', 'Tiếng ồn']);
    expect(data.tasks[0]).toMatchObject({ unit: 'C1-902', priority: 'high' });
    db.close();
  });
});

describe('searchDashboard', () => {
  it('finds units by number and residents by an unaccented name', async () => {
    const { db, unit, resident } = await seeded();
    expect(await searchDashboard(db, 'c1-9')).toEqual([
      expect.objectContaining({
        kind: 'unit',
        id: unit.id,
        to: `/apartments/${unit.id}/residents`,
      }),
    ]);
    expect(await searchDashboard(db, 'pham minh duc')).toEqual([
      expect.objectContaining({ kind: 'resident', id: resident.id, label: 'Phạm Minh Đức' }),
    ]);
    expect(await searchDashboard(db, 'không có')).toEqual([]);
    db.close();
  });
});
