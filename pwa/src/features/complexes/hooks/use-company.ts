import type { Block, Complex, ComplexCreate, StaffAssignments, User } from '@chungcu/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { NetworkError } from '../../../data';
import { useOnline } from '../../../ui/use-online';
import {
  assignComplexes,
  createBlock as postBlock,
  createComplex,
  deleteBlock as removeBlock,
  errorText,
  fetchAccounts,
  fetchBlocks,
  fetchComplexes,
  fetchStaffAssignments,
  renameBlock as patchBlock,
  updateComplex,
} from '../api';
import { type StaffRow, blocksByComplex, byName, staffRows } from '../company';

interface Loaded {
  complexes: Complex[];
  users: User[];
  assignments: StaffAssignments;
  blocks: Block[];
}

export interface Company {
  /** False while the browser has no network, or the server could not be reached. */
  online: boolean;
  loading: boolean;
  loadError: string | null;
  reload(): void;
  complexes: readonly Complex[];
  staff: readonly StaffRow[];
  /** Creates a complex; the server's refusal is thrown for the dialog to show. */
  create(body: ComplexCreate): Promise<Complex>;
  update(id: string, body: ComplexCreate): Promise<Complex>;
  /** Makes a manager or staff member serve exactly `complexIds`; thrown on refusal. */
  assign(userId: string, complexIds: readonly string[]): Promise<void>;
  /** Each complex's blocks, in natural order (B2 before B10). */
  blocks: ReadonlyMap<string, readonly Block[]>;
  addBlock(complexId: string, name: string): Promise<Block>;
  /** Renames a block (its units follow, on the server, in the same write). */
  renameBlock(id: string, name: string): Promise<Block>;
  /** Deletes an empty block; the server's refusal (units still in it) is thrown. */
  deleteBlock(id: string): Promise<void>;
}

/**
 * The company screen's data, from the server (online only): the complexes, the accounts assigned
 * by complex and who serves what. A change is sent at once and the answer replaces the row.
 */
export function useCompany(): Company {
  const browserOnline = useOnline();
  const [data, setData] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);

  const reload = useCallback(() => {
    setLoadError(null);
    Promise.all([fetchComplexes(), fetchAccounts(), fetchStaffAssignments(), fetchBlocks()]).then(
      ([complexes, users, assignments, blocks]) => {
        setUnreachable(false);
        setData({ complexes, users, assignments, blocks });
      },
      (error: unknown) => {
        setUnreachable(error instanceof NetworkError);
        setLoadError(errorText(error));
      },
    );
  }, []);
  useEffect(() => {
    if (browserOnline) reload();
  }, [browserOnline, reload]);

  const putComplex = (complex: Complex) =>
    setData(
      (d) => d && { ...d, complexes: [...d.complexes.filter((c) => c.id !== complex.id), complex] },
    );

  const putBlock = (block: Block | null, id: string) =>
    setData(
      (d) =>
        d && { ...d, blocks: [...d.blocks.filter((b) => b.id !== id), ...(block ? [block] : [])] },
    );

  const complexes = useMemo(() => byName(data?.complexes ?? []), [data]);
  const blocks = useMemo(() => blocksByComplex(data?.blocks ?? []), [data]);
  const staff = useMemo(() => (data ? staffRows(data.users, data.assignments) : []), [data]);
  const online = browserOnline && !unreachable;

  return {
    online,
    loading: online && !data && !loadError,
    loadError: unreachable ? null : loadError,
    reload,
    complexes,
    staff,
    async create(body) {
      const complex = await createComplex(body);
      putComplex(complex);
      return complex;
    },
    async update(id, body) {
      const complex = await updateComplex(id, body);
      putComplex(complex);
      return complex;
    },
    blocks,
    async addBlock(complexId, name) {
      const block = await postBlock(complexId, { name });
      putBlock(block, block.id);
      return block;
    },
    async renameBlock(id, name) {
      const block = await patchBlock(id, { name });
      putBlock(block, id);
      return block;
    },
    async deleteBlock(id) {
      await removeBlock(id);
      putBlock(null, id);
    },
    async assign(userId, complexIds) {
      const answer = await assignComplexes(userId, complexIds);
      setData(
        (d) =>
          d && {
            ...d,
            assignments: [
              ...d.assignments.filter((a) => a.userId !== userId),
              { userId, complexIds: answer.complexIds },
            ],
          },
      );
    },
  };
}
