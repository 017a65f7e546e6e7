import type {
  Inquiry,
  InquiryCategory,
  InquiryProgress,
  Priority,
  TemplateStep,
} from '@chungcu/contracts';
import { deadlinesOf } from '@chungcu/mutations';
import type { Tx } from '../db/database';
import { numberSequencesRepo } from '../db/number-sequences.repo';
import { inquiries, inquiryProgress } from '../db/tables';
import { demoAccounts } from './accounts';
import { type InquiryText, inquiryTexts } from './inquiry-texts';
import { type Random, addHours, daysAgo } from './random';
import type { Household } from './seed-residents';
import { type SeededTemplate, staffName } from './seed-workflow';
import { CATEGORIES, type Staff } from './workflow-data';
import { insertSeeded } from './writer';

const HOUR_MS = 60 * 60 * 1000;
/** Days to resolve a request without a template, by priority. */
const DAYS_TO_RESOLVE: Record<Priority, number> = { urgent: 1, high: 3, medium: 7, low: 14 };
const DONE_RESPONSE = 'Ban quản lý đã xử lý xong yêu cầu. Cảm ơn anh/chị đã phản ánh.';

interface StepTimes {
  step: TemplateStep;
  status: 'completed' | 'in_progress' | 'pending' | 'waiting';
  startedAt: Date | null;
  completedAt: Date | null;
}

/**
 * Plays a template forward from `createdAt`: finished steps took about their estimate, the
 * current one has started, the rest wait. Times are squeezed into [createdAt, now) so nothing
 * happens in the future.
 */
function timeline(
  rng: Random,
  text: InquiryText,
  steps: TemplateStep[],
  createdAt: Date,
  now: Date,
) {
  const done =
    text.status === 'completed' ? steps.length : Math.min(text.stepsDone, steps.length - 1);
  let cursor = addHours(createdAt, rng.int(1, 3));
  const times: StepTimes[] = steps.map((step, i) => {
    if (i < done) {
      const startedAt = cursor;
      const completedAt = addHours(startedAt, (step.estimatedDuration ?? 4) * (0.5 + rng.next()));
      cursor = addHours(completedAt, 0.5 + rng.next() * 5);
      return { step, status: 'completed', startedAt, completedAt };
    }
    if (i === done) {
      const status = text.status === 'pending' ? 'pending' : 'in_progress';
      return { step, status, startedAt: cursor, completedAt: null };
    }
    return { step, status: 'waiting', startedAt: null, completedAt: null };
  });
  const stamps = times.flatMap((t) => [t.startedAt, t.completedAt]).filter((d) => d !== null);
  const last = Math.max(...stamps.map((d) => d.getTime()));
  const limit = now.getTime() - HOUR_MS / 2;
  if (last > limit) {
    const factor = (limit - createdAt.getTime()) / (last - createdAt.getTime());
    const squeeze = (d: Date | null) =>
      d && new Date(createdAt.getTime() + (d.getTime() - createdAt.getTime()) * factor);
    for (const t of times) {
      t.startedAt = squeeze(t.startedAt);
      t.completedAt = squeeze(t.completedAt);
    }
  }
  return times;
}

/** When the request is due: the template's estimate or a priority's norm, kept on the right side of now. */
function dueDate(
  rng: Random,
  text: InquiryText,
  steps: TemplateStep[],
  createdAt: Date,
  now: Date,
) {
  const hours = steps.reduce((sum, s) => sum + (s.estimatedDuration ?? 0), 0);
  const due = steps.length
    ? addHours(createdAt, hours + 24)
    : addHours(createdAt, DAYS_TO_RESOLVE[text.priority] * 24);
  if (text.status === 'overdue') return due < now ? due : daysAgo(now, rng.int(1, 4));
  if (text.status === 'completed') return due;
  return due > now ? due : addHours(now, rng.int(1, 5) * 24);
}

const fill = (text: string, household: Household) =>
  text
    .replaceAll('{floor}', String(household.apartment.floor))
    .replaceAll('{tower}', household.apartment.unitNumber.split('-')[0] ?? '');

/**
 * Seeds the demo inquiries over the last 90 days in every status, category and priority, linked
 * to residents and their units; those on a template (once opened) carry progress steps.
 */
export async function seedInquiries(
  trx: Tx,
  rng: Random,
  now: Date,
  households: Household[],
  templates: SeededTemplate[],
  /** Who takes each category's requests in this complex (`HANDLERS`); the board the rest. */
  handlers: Partial<Record<InquiryCategory, Staff>>,
  /** The demo resident's own requests ("mine") are hers only in her complex; elsewhere staff's. */
  demoResident = true,
): Promise<Inquiry[]> {
  const [demoHome, ...others] = households;
  if (!demoHome) return [];
  const seeded: Inquiry[] = [];
  for (const text of inquiryTexts) {
    const mine = text.mine && demoResident;
    const household = mine ? demoHome : rng.pick(others.length ? others : [demoHome]);
    const resident = mine ? household.members[0] : rng.pick(household.members);
    const template = templates.find((t) => t.key === text.template);
    const steps = template?.steps ?? [];
    const createdAt = addHours(daysAgo(now, text.age), -rng.int(0, 8));
    // A new inquiry's progress is created when someone first opens it, so it has none yet.
    const times =
      text.status === 'new' || !template ? [] : timeline(rng, text, steps, createdAt, now);
    const events = times.flatMap((t) => [t.startedAt, t.completedAt]).filter((d) => d !== null);
    const lastEvent = new Date(Math.max(createdAt.getTime(), ...events.map((d) => d.getTime())));
    const completedAt =
      text.status === 'completed'
        ? times.length
          ? lastEvent
          : addHours(createdAt, DAYS_TO_RESOLVE[text.priority] * 12)
        : null;
    const response = text.status === 'completed' ? (text.response ?? DONE_RESPONSE) : text.response;
    const responseDate = response ? (completedAt ?? addHours(createdAt, rng.int(2, 20))) : null;
    const inquiry = await insertSeeded<Inquiry>(
      trx,
      inquiries,
      {
        title: fill(text.title, household),
        description: fill(text.description, household),
        category: text.category,
        priority: text.priority,
        status: text.status,
        complexId: household.apartment.complexId,
        residentId: resident?.id ?? null,
        apartmentId: household.apartment.id,
        assignedTo: text.status === 'new' ? null : staffName(handlers[text.category] ?? 'admin'),
        response,
        responseDate,
        dueDate: dueDate(rng, text, steps, createdAt, now),
        templateId: template?.template.id ?? null,
        createdBy: mine ? demoAccounts.resident.id : demoAccounts.admin.id,
        // Deadlines as createInquiry fixes them (S24); answered when staff first acted on it. An
        // overdue one with no step, no response and no move was never answered.
        ...(template
          ? deadlinesOf(CATEGORIES[text.category].sla, text.priority, createdAt.toISOString())
          : {}),
        respondedAt:
          text.status === 'new'
            ? null
            : (events[0] ??
              responseDate ??
              (text.status === 'overdue' ? null : addHours(createdAt, 1))),
        resolvedAt: completedAt,
      },
      createdAt,
      new Date(Math.max(lastEvent.getTime(), responseDate?.getTime() ?? 0)),
    );
    seeded.push(inquiry);
    // Progress is created when staff first open the request, before its first step starts.
    const openedAt = new Date(
      Math.min(createdAt.getTime() + 10 * 60_000, ...events.map((d) => d.getTime())),
    );
    for (const t of times) {
      await insertSeeded<InquiryProgress>(
        trx,
        inquiryProgress,
        {
          complexId: inquiry.complexId,
          inquiryId: inquiry.id,
          stepTitle: t.step.stepName,
          stepOrder: t.step.stepOrder,
          status: t.status,
          assignee: t.step.defaultAssigneeName,
          assigneeRole: t.step.defaultAssigneeRole,
          description: t.step.description,
          isRequired: t.step.isRequired,
          estimatedDuration: t.step.estimatedDuration,
          startedAt: t.startedAt,
          completedAt: t.completedAt,
          notes: t.status === 'pending' ? (text.response ?? 'Đang chờ cư dân phản hồi') : null,
        },
        openedAt,
        t.completedAt ?? t.startedAt ?? openedAt,
      );
    }
  }
  // Numbered as the server numbers them (S32), in the order they were made, not written.
  const numbers = await numberSequencesRepo.numberUnnumberedInquiries(trx);
  return seeded.map((inquiry) => ({ ...inquiry, number: numbers.get(inquiry.id) ?? null }));
}
