import {
  type AdminUser,
  type TemplateStep,
  type WorkflowCategory,
  type WorkflowTemplate,
  fallbackWorkflowCategories,
} from '@chungcu/contracts';
import {
  type ChungCuDb,
  appDb,
  http,
  inScope,
  meta,
  syncEngine,
  useTables,
  useWorkingComplex,
} from '../../data';
import { workflowStrings } from './strings';

/** Steps in the order they run: stepOrder, then age (two offline adds may share an order). */
export function sortSteps(steps: readonly TemplateStep[]): TemplateStep[] {
  return [...steps].sort(
    (a, b) => a.stepOrder - b.stepOrder || a.createdAt.localeCompare(b.createdAt),
  );
}

/** Oldest first, as the server lists them. */
const byAge = <T extends { createdAt: string }>(rows: ReadonlyMap<string, T>) =>
  [...rows.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

export function useCategories(): WorkflowCategory[] | undefined {
  return useTables(appDb, ['workflowCategories'], (rows) => byAge(rows), []);
}

/**
 * The templates of the complex worked in and the company's shared ones, oldest first (on "Tất
 * cả", every one held).
 */
export function useTemplates(): WorkflowTemplate[] | undefined {
  const { scope } = useWorkingComplex();
  return useTables(
    appDb,
    ['workflowTemplates'],
    (rows) => byAge(rows).filter((t) => inScope(t, scope)),
    [scope],
  );
}

export function useTemplateSteps(templateId: string | null): TemplateStep[] | undefined {
  return useTables(
    appDb,
    ['templateSteps'],
    (rows) =>
      templateId
        ? sortSteps([...rows.values()].filter((step) => step.templateId === templateId))
        : [],
    [templateId],
  );
}

export interface CategoryOption {
  id: string;
  name: string;
  color: string | null;
  /** The category's complex; null: shared by the company. */
  complexId: string | null;
}

/**
 * The category select's options: the loaded categories, else the spec's fallback list named in
 * `labels`' language (a screen's), else the moment's.
 */
export function categoryOptions(
  categories: readonly WorkflowCategory[],
  labels: Record<string, string> = workflowStrings.get().fallbackCategoryLabels,
): CategoryOption[] {
  if (categories.length > 0) {
    // Rows mirrored before complexes carry no complexId: shared.
    return categories.map(({ id, name, color, complexId }) => ({
      id,
      name,
      color,
      complexId: complexId ?? null,
    }));
  }
  return fallbackWorkflowCategories.map((id) => ({
    id,
    name: labels[id] ?? id,
    color: null,
    complexId: null,
  }));
}

const ADMIN_USERS = 'adminUsers';

/** The possible step assignees as last fetched (kept in `meta`, so the picker works offline). */
export function useCachedAdminUsers(): AdminUser[] | undefined {
  return useTables(
    appDb,
    ['meta'],
    (rows) => (rows.get(ADMIN_USERS)?.value as AdminUser[] | undefined) ?? [],
    [],
  );
}

/** Fetches GET /api/admin-users and caches it; a failure keeps the cached list. */
export async function refreshAdminUsers(db: ChungCuDb = appDb, request = http): Promise<void> {
  try {
    const { body } = await request<AdminUser[]>('GET', '/api/admin-users');
    if (Array.isArray(body)) await meta.set(db, ADMIN_USERS, body);
  } catch {
    // Offline or refused: the cached list stays.
  }
}

/** The refresh button: one sync now (send what is waiting, pull what changed). */
export async function syncNow(): Promise<void> {
  await syncEngine.syncOnce();
}
