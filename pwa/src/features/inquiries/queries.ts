import type {
  Apartment,
  Inquiry,
  InquiryProgress,
  Resident,
  TemplateStep,
  WorkflowCategory,
  WorkflowTemplate,
} from '@chungcu/contracts';
import { useSyncExternalStore } from 'react';
import { appDb, perDatabase, useLiveQuery } from '../../data';
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

/** One inquiry; null when the mirror does not hold it, undefined while loading. */
export function useInquiry(id: string | undefined): Inquiry | null | undefined {
  return useLiveQuery(async () => (id ? ((await appDb.inquiries.get(id)) ?? null) : null), [id]);
}

/** All progress rows of an inquiry, in no order (see `stepsInOrder`). */
export function useInquirySteps(id: string | undefined): InquiryProgress[] | undefined {
  return useLiveQuery(
    async () => (id ? appDb.inquiryProgress.where('inquiryId').equals(id).toArray() : []),
    [id],
  );
}

export function useTemplate(id: string | null | undefined): WorkflowTemplate | null | undefined {
  return useLiveQuery(
    async () => (id ? ((await appDb.workflowTemplates.get(id)) ?? null) : null),
    [id],
  );
}

export function useTemplateSteps(
  templateId: string | null | undefined,
): TemplateStep[] | undefined {
  return useLiveQuery(
    async () =>
      templateId ? appDb.templateSteps.where('templateId').equals(templateId).toArray() : [],
    [templateId],
  );
}

/** Live templates (active and not deleted), by name. */
export function useTemplates(): WorkflowTemplate[] | undefined {
  return useLiveQuery(async () => {
    const all = await appDb.workflowTemplates.toArray();
    return all
      .filter((t) => !t.deletedAt && t.isActive !== false)
      .sort((a, b) => a.templateName.localeCompare(b.templateName, 'vi'));
  }, []);
}

export function useWorkflowCategories(): WorkflowCategory[] | undefined {
  return useLiveQuery(() => appDb.workflowCategories.toArray(), []);
}

/** Residents for the requester dropdown, by name. */
export function useResidentOptions(): Resident[] | undefined {
  return useLiveQuery(() => appDb.residents.orderBy('[lastName+firstName]').toArray(), []);
}

export function useApartmentOptions(): Apartment[] | undefined {
  return useLiveQuery(() => appDb.apartments.orderBy('unitNumber').toArray(), []);
}

export function useResident(id: string | null | undefined): Resident | null | undefined {
  return useLiveQuery(async () => (id ? ((await appDb.residents.get(id)) ?? null) : null), [id]);
}

export function useApartment(id: string | null | undefined): Apartment | null | undefined {
  return useLiveQuery(async () => (id ? ((await appDb.apartments.get(id)) ?? null) : null), [id]);
}

/** The user named by `createdBy` (from the users table), null when unknown here. */
export function useUser(id: string | null | undefined) {
  return useLiveQuery(async () => (id ? ((await appDb.users.get(id)) ?? null) : null), [id]);
}
