import { describe, expect, it } from 'vitest';
import { nameTenants, recentActivity, soonestDue, taskPriority, upcomingTasks } from './activity';
import { dashboardStrings } from './strings';
import { NOW, apartment, assignment, daysAgo, inquiry } from './test-support';

const s = dashboardStrings.get();

const unit = apartment({ unitNumber: 'B2-703' });
const units = new Map([[unit.id, unit]]);

describe('recentActivity', () => {
  it('lists moves and maintenance newest first, nothing in the future, at most the limit', () => {
    const moved = assignment({
      apartmentId: unit.id,
      moveInDate: daysAgo(20),
      moveOutDate: daysAgo(2),
    });
    const arrives = assignment({ apartmentId: unit.id, moveInDate: daysAgo(-3) });
    const fixed = inquiry({
      apartmentId: unit.id,
      createdAt: daysAgo(5),
      status: 'completed',
      responseDate: daysAgo(1),
    });
    const events = recentActivity(
      { apartments: units, assignments: [moved, arrives], maintenance: [fixed] },
      NOW,
    );
    expect(events.map((e) => [e.type, e.action])).toEqual([
      ['maintenance-done', s.activity.maintenanceDone('Rò rỉ nước')],
      ['move-out', s.activity.moveOut],
      ['maintenance', s.activity.maintenance('Rò rỉ nước')],
      ['move-in', s.activity.moveIn],
    ]);
    expect(events.every((e) => e.unit === 'B2-703')).toBe(true);
    const many = Array.from({ length: 12 }, (_, i) => assignment({ moveInDate: daysAgo(i) }));
    const limited = recentActivity({ apartments: units, assignments: many, maintenance: [] }, NOW);
    expect(limited).toHaveLength(8);
    expect(limited[0]?.at).toBe(NOW);
    expect(limited[0]?.unit).toBeNull();
  });

  it('names the tenants it knows', () => {
    const a = assignment({ apartmentId: unit.id });
    const events = recentActivity({ apartments: units, assignments: [a], maintenance: [] }, NOW);
    const named = nameTenants(
      events,
      new Map([[a.residentId, { firstName: 'An', lastName: 'Nguyễn Văn' }]]),
    );
    expect(named[0]?.tenant).toBe('Nguyễn Văn An');
    expect(nameTenants(events, new Map())[0]?.tenant).toBeNull();
  });
});

describe('upcoming tasks', () => {
  it('orders open requests by due date, those without one last', () => {
    const late = inquiry({ dueDate: daysAgo(-10), title: 'late' });
    const soon = inquiry({ dueDate: daysAgo(-1), title: 'soon' });
    const none = inquiry({ dueDate: null, title: 'none' });
    const done = inquiry({ dueDate: daysAgo(-0.5), status: 'completed', title: 'done' });
    expect(soonestDue([none, late, done, soon]).map((i) => i.title)).toEqual([
      'soon',
      'late',
      'none',
    ]);
    expect(soonestDue([none, late, soon], 2)).toHaveLength(2);
  });

  it('maps priorities to the three badges', () => {
    expect(['urgent', 'high', 'medium', 'low', 'odd'].map(taskPriority)).toEqual([
      'high',
      'high',
      'medium',
      'low',
      'medium',
    ]);
  });

  it("shows a request's current step, else the request itself", () => {
    const withSteps = inquiry({ apartmentId: unit.id, priority: 'urgent', dueDate: daysAgo(-2) });
    const bare = inquiry({ title: 'Mất điện hành lang', priority: 'low' });
    const step = (stepOrder: number, status: string, stepTitle: string) => ({
      inquiryId: withSteps.id,
      stepOrder,
      status,
      stepTitle,
      deletedAt: null,
    });
    const tasks = upcomingTasks(
      [withSteps, bare],
      [
        step(1, 'completed', 'Tiếp nhận'),
        step(3, 'pending', 'Nghiệm thu'),
        step(2, 'in_progress', 'Sửa chữa'),
      ],
      units,
      NOW,
    );
    expect(tasks[0]).toMatchObject({
      task: 'Sửa chữa',
      context: 'Rò rỉ nước',
      unit: 'B2-703',
      priority: 'high',
      dueDate: Date.parse(withSteps.dueDate ?? ''),
      overdue: false,
    });
    expect(tasks[1]).toMatchObject({
      task: 'Mất điện hành lang',
      context: null,
      unit: null,
      dueDate: null,
      overdue: false,
      priority: 'low',
    });
    const late = upcomingTasks([inquiry({ dueDate: daysAgo(1) })], [], units, NOW);
    expect(late[0]?.overdue).toBe(true);
  });
});
