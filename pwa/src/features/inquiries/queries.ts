import type {
  Apartment,
  Assignment,
  Inquiry,
  InquiryMessage,
  InquiryProgress,
  Resident,
  TemplateStep,
  User,
  WorkflowCategory,
  WorkflowTemplate,
} from '@chungcu/contracts';
import { useSyncExternalStore } from 'react';
import { appDb, inScope, perDatabase, useRow, useTables, useWorkingComplex } from '../../data';
import { createInquiryStore } from './inquiry-store';
import type { InquiryRow } from './logic/list';

/** The one inquiry store of a database. */
export const inquiryStoreOf = perDatabase(createInquiryStore);

/**
 * Every inquiry of the mirror with its requester, newest first (a resident's mirror holds only
 * theirs); live. Undefined until the mirror has been read once.
 */
export function useInquiryRows(): readonly InquiryRow[] | undefined {
  const store = inquiryStoreOf(appDb);
  return useSyncExternalStore(store.subscribe, store.getSnapshot) ?? undefined;
}

const rowsOf = <T>(rows: ReadonlyMap<string, T>) => [...rows.values()];

/** One inquiry; null when the mirror does not hold it, undefined while loading. */
export function useInquiry(id: string | undefined): Inquiry | null | undefined {
  return useRow(appDb, 'inquiries', id);
}

/** All progress rows of an inquiry, in no order (see `stepsInOrder`). */
export function useInquirySteps(id: string | undefined): InquiryProgress[] | undefined {
  return useTables(
    appDb,
    ['inquiryProgress'],
    (steps) => (id ? rowsOf(steps).filter((s) => s.inquiryId === id) : []),
    [id],
  );
}

/** A request's conversation, oldest first (this device's unsent messages included). */
export function useInquiryMessages(id: string | undefined): InquiryMessage[] | undefined {
  return useTables(
    appDb,
    ['inquiryMessages'],
    (rows) =>
      id
        ? rowsOf(rows)
            .filter((m) => m.inquiryId === id && !m.deletedAt)
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        : [],
    [id],
  );
}

export function useTemplate(id: string | null | undefined): WorkflowTemplate | null | undefined {
  return useRow(appDb, 'workflowTemplates', id);
}

export function useTemplateSteps(
  templateId: string | null | undefined,
): TemplateStep[] | undefined {
  return useTables(
    appDb,
    ['templateSteps'],
    (steps) => (templateId ? rowsOf(steps).filter((s) => s.templateId === templateId) : []),
    [templateId],
  );
}

/**
 * Live templates (active and not deleted) a new request of the complex worked in may use: the
 * company's shared ones and that complex's (rule S23; on "Tất cả", every one held), by name.
 */
export function useTemplates(): WorkflowTemplate[] | undefined {
  const { scope } = useWorkingComplex();
  return useTables(
    appDb,
    ['workflowTemplates'],
    (templates) =>
      rowsOf(templates)
        .filter((t) => !t.deletedAt && t.isActive !== false && inScope(t, scope))
        .sort((a, b) => a.templateName.localeCompare(b.templateName, 'vi')),
    [scope],
  );
}

export function useWorkflowCategories(): WorkflowCategory[] | undefined {
  return useTables(appDb, ['workflowCategories'], (rows) => rowsOf(rows), []);
}

/**
 * Residents for the requester dropdown, by name: of `complexId` when given (the request's
 * template belongs to that complex), else of the complex worked in.
 */
export function useResidentOptions(complexId?: string | null): Resident[] | undefined {
  const working = useWorkingComplex().scope;
  const scope = complexId ?? working;
  return useTables(
    appDb,
    ['residents'],
    (rows) =>
      rowsOf(rows)
        .filter((r) => inScope(r, scope))
        .sort(
          (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
        ),
    [scope],
  );
}

/** Units for the unit dropdown, by number: of `complexId` when given, else of the one worked in. */
export function useApartmentOptions(complexId?: string | null): Apartment[] | undefined {
  const working = useWorkingComplex().scope;
  const scope = complexId ?? working;
  return useTables(
    appDb,
    ['apartments'],
    (rows) =>
      rowsOf(rows)
        .filter((a) => !a.deletedAt && inScope(a, scope))
        .sort((a, b) => a.unitNumber.localeCompare(b.unitNumber)),
    [scope],
  );
}

/**
 * Where each resident lives now: their current assignment's unit (the primary one first when
 * they live in several), by resident id. Choosing a requester fills in this unit.
 */
export function useHomes(): ReadonlyMap<string, string> {
  return useTables(appDb, ['assignments'], (rows) => homesOf(rowsOf(rows)), []) ?? NO_HOMES;
}

const NO_HOMES: ReadonlyMap<string, string> = new Map();

/** The unit each resident lives in now (see `useHomes`). */
export function homesOf(assignments: readonly Assignment[]): Map<string, string> {
  const homes = new Map<string, string>();
  const current = assignments
    .filter((a) => !a.deletedAt && !a.moveOutDate)
    .sort(
      (a, b) =>
        Number(b.isPrimary) - Number(a.isPrimary) || a.moveInDate.localeCompare(b.moveInDate),
    );
  for (const a of current) if (!homes.has(a.residentId)) homes.set(a.residentId, a.apartmentId);
  return homes;
}

export function useResident(id: string | null | undefined): Resident | null | undefined {
  return useRow(appDb, 'residents', id);
}

export function useApartment(id: string | null | undefined): Apartment | null | undefined {
  return useRow(appDb, 'apartments', id);
}

/** The user named by `createdBy` (from the users table), null when unknown here. */
export function useUser(id: string | null | undefined): User | null | undefined {
  return useRow(appDb, 'users', id);
}
