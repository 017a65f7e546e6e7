import { type Apartment, type Assignment, type Inquiry, fullName } from '@chungcu/contracts';
import { completedAtOf } from './figures';
import { type DashboardStrings, dashboardStrings } from './strings';

/** move-in, maintenance, payment and lease are the spec's types; the mirror has no payments or leases. */
export type ActivityType = 'move-in' | 'move-out' | 'maintenance' | 'maintenance-done';

/** One line of 'Recent Activity' (the spec's sample shape, with a timestamp instead of text). */
export interface Activity {
  id: string;
  action: string;
  unit: string | null;
  residentId: string | null;
  /** The resident's full name, once looked up (see `nameTenants`). */
  tenant: string | null;
  /** Epoch milliseconds; the screen shows it relative ('3 ngày trước'). */
  at: number;
  type: ActivityType;
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

export interface ActivityRows {
  apartments: ReadonlyMap<string, Pick<Apartment, 'unitNumber'>>;
  assignments: readonly Assignment[];
  /** Maintenance inquiries, open or completed. */
  maintenance: readonly Inquiry[];
}

export const ACTIVITY_LIMIT = 8;

const time = (value: string | null) => (value ? Date.parse(value) : NaN);

/**
 * The latest events the mirror can tell: residents moving in and out, maintenance requests made
 * and completed. Newest first, nothing after `now`, at most `limit`.
 */
export function recentActivity(
  rows: ActivityRows,
  now: number,
  limit = ACTIVITY_LIMIT,
  s: DashboardStrings = dashboardStrings.get(),
): Activity[] {
  const unitOf = (id: string | null) => (id ? (rows.apartments.get(id)?.unitNumber ?? null) : null);
  const events: Activity[] = [];
  for (const a of rows.assignments) {
    if (a.deletedAt) continue;
    const base = { unit: unitOf(a.apartmentId), residentId: a.residentId, tenant: null };
    events.push({
      id: `in-${a.id}`,
      action: s.activity.moveIn,
      at: time(a.moveInDate),
      type: 'move-in',
      ...base,
    });
    if (a.moveOutDate) {
      events.push({
        id: `out-${a.id}`,
        action: s.activity.moveOut,
        at: time(a.moveOutDate),
        type: 'move-out',
        ...base,
      });
    }
  }
  for (const i of rows.maintenance) {
    if (i.deletedAt) continue;
    const base = { unit: unitOf(i.apartmentId), residentId: i.residentId, tenant: null };
    events.push({
      id: `new-${i.id}`,
      action: s.activity.maintenance(i.title),
      at: time(i.createdAt),
      type: 'maintenance',
      ...base,
    });
    const done = completedAtOf(i);
    if (done !== null) {
      events.push({
        id: `done-${i.id}`,
        action: s.activity.maintenanceDone(i.title),
        at: done,
        type: 'maintenance-done',
        ...base,
      });
    }
  }
  return events
    .filter((e) => e.at <= now)
    .sort((a, b) => b.at - a.at)
    .slice(0, limit);
}

/** The activity with each resident's full name filled in from `residents`. */
export function nameTenants(
  activity: readonly Activity[],
  residents: ReadonlyMap<string, PersonName>,
): Activity[] {
  return activity.map((event) => {
    const person = event.residentId ? residents.get(event.residentId) : undefined;
    return { ...event, tenant: person ? fullName(person) : null };
  });
}

export type TaskPriority = 'high' | 'medium' | 'low';

/** One line of 'Upcoming Tasks' (the spec's sample shape). */
export interface Task {
  id: string;
  inquiryId: string;
  task: string;
  /** The request the task belongs to, when the task is one of its progress steps. */
  context: string | null;
  unit: string | null;
  /** Epoch milliseconds, or null when the request has no due date. */
  dueDate: number | null;
  /** Past its due date (still open). */
  overdue: boolean;
  priority: TaskPriority;
}

export const TASK_LIMIT = 6;

/** The badge's three levels: urgent counts as high; anything unknown as medium. */
export function taskPriority(priority: string): TaskPriority {
  if (priority === 'urgent' || priority === 'high') return 'high';
  return priority === 'low' ? 'low' : 'medium';
}

/** Open requests by due date, soonest first, those without one last (then oldest first). */
export function soonestDue(open: readonly Inquiry[], limit = TASK_LIMIT): Inquiry[] {
  const due = (i: Inquiry) => (i.dueDate ? Date.parse(i.dueDate) : Infinity);
  return open
    .filter((i) => !i.deletedAt && i.status !== 'completed')
    .sort((a, b) => due(a) - due(b) || Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .slice(0, limit);
}

export interface StepLike {
  inquiryId: string;
  stepTitle: string;
  stepOrder: number;
  status: string;
  deletedAt: string | null;
}

/**
 * A task per request: the step being worked on (in progress, else the first pending one) when
 * the request has progress, else the request itself.
 */
export function upcomingTasks(
  inquiries: readonly Inquiry[],
  steps: readonly StepLike[],
  apartments: ReadonlyMap<string, Pick<Apartment, 'unitNumber'>>,
  now: number,
): Task[] {
  return inquiries.map((inquiry) => {
    const own = steps
      .filter((st) => st.inquiryId === inquiry.id && !st.deletedAt)
      .sort((a, b) => a.stepOrder - b.stepOrder);
    const step =
      own.find((st) => st.status === 'in_progress') ?? own.find((st) => st.status === 'pending');
    const due = inquiry.dueDate ? Date.parse(inquiry.dueDate) : null;
    return {
      id: inquiry.id,
      inquiryId: inquiry.id,
      task: step ? step.stepTitle : inquiry.title,
      context: step ? inquiry.title : null,
      unit: inquiry.apartmentId ? (apartments.get(inquiry.apartmentId)?.unitNumber ?? null) : null,
      dueDate: due,
      overdue: due !== null && due < now,
      priority: taskPriority(inquiry.priority),
    };
  });
}
