import type { AssignmentRulesPut, Block, Complex, WorkflowCategory } from '@chungcu/contracts';
import { useCallback, useEffect, useState } from 'react';
import { NetworkError, appDb, meta, useTables, useWorkingComplex } from '../../../data';
import { useOnline } from '../../../ui/use-online';
import { type Assignees, errorText, fetchAssignees, putOnDuty, putRules } from '../api';
import { blocksOfComplex, categoriesOfComplex } from '../logic';

export interface AssignmentSettings {
  /**
   * The complex shown: the working one, else (on "Tất cả") the first the device holds; with its
   * rules as last saved here or pulled. Null: the device holds none yet.
   */
  complex: Complex | null;
  /** Every complex the device holds, to pick another (it becomes the working complex). */
  complexes: readonly Complex[];
  choose(complexId: string): void;
  blocks: readonly Block[];
  categories: readonly WorkflowCategory[];
  /** Who the settings may name, as the server last said (kept for offline); empty until then. */
  assignees: Assignees;
  /** False offline or when the server could not be reached: the settings are read-only. */
  online: boolean;
  loadError: string | null;
  reload(): void;
  /** Saves the rules; the server's refusal is thrown for the screen to show. */
  saveRules(body: AssignmentRulesPut): Promise<Complex>;
  setOnDuty(blockId: string, userId: string | null): Promise<Block>;
}

const ASSIGNEES_CACHE = 'assignmentAssignees';

/** The newer of the mirror's row and the call's answer: the pull catches up by itself. */
const newer = <T extends { id: string; version: number }>(mirror: T, answer: T | undefined): T =>
  answer && answer.id === mirror.id && answer.version > mirror.version ? answer : mirror;

/**
 * The working complex's assignment settings: the rules, blocks and categories from the device's
 * mirror (readable offline), the assignable accounts and every change from the server.
 */
export function useAssignmentSettings(): AssignmentSettings {
  const browserOnline = useOnline();
  const working = useWorkingComplex();
  const current = working.current ?? working.complexes[0] ?? null;
  const complexId = current?.id ?? null;
  const mirrored = useTables(
    appDb,
    ['blocks', 'workflowCategories'],
    (blocks, categories) =>
      complexId
        ? {
            blocks: blocksOfComplex(blocks.values(), complexId),
            categories: categoriesOfComplex(categories.values(), complexId),
          }
        : { blocks: [], categories: [] },
    [complexId],
  );
  // Kept in `meta` per complex, so the names show (and the rules read) offline too.
  const cacheKey = `${ASSIGNEES_CACHE}:${complexId ?? ''}`;
  const cached = useTables(
    appDb,
    ['meta'],
    (rows) => (rows.get(cacheKey)?.value as Assignees | undefined) ?? null,
    [cacheKey],
  );
  const [loadError, setLoadError] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [savedComplex, setSavedComplex] = useState<Complex | undefined>();
  const [savedBlocks, setSavedBlocks] = useState<ReadonlyMap<string, Block>>(new Map());

  const reload = useCallback(() => {
    if (!complexId) return;
    setLoadError(null);
    fetchAssignees(complexId).then(
      (list) => {
        setUnreachable(false);
        void meta.set(appDb, `${ASSIGNEES_CACHE}:${complexId}`, list);
      },
      (error: unknown) => {
        setUnreachable(error instanceof NetworkError);
        setLoadError(errorText(error));
      },
    );
  }, [complexId]);
  useEffect(() => {
    if (browserOnline) reload();
  }, [browserOnline, reload]);

  const complex = current ? newer(current, savedComplex) : null;
  return {
    complex,
    complexes: working.complexes,
    choose: (id) => void working.choose(id),
    blocks: (mirrored?.blocks ?? []).map((block) => newer(block, savedBlocks.get(block.id))),
    categories: mirrored?.categories ?? [],
    assignees: cached ?? [],
    online: browserOnline && !unreachable,
    loadError: unreachable ? null : loadError,
    reload,
    async saveRules(body) {
      if (!complexId) throw new Error('no complex');
      const saved = await putRules(complexId, body);
      setSavedComplex(saved);
      return saved;
    },
    async setOnDuty(blockId, userId) {
      const saved = await putOnDuty(blockId, userId);
      setSavedBlocks((map) => new Map(map).set(blockId, saved));
      return saved;
    },
  };
}
