import type { Complex, ComplexCreate, StaffAssignments, User } from '@chungcu/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { NetworkError } from '../../../data';
import { useOnline } from '../../../ui/use-online';
import {
  assignComplexes,
  createComplex,
  errorText,
  fetchAccounts,
  fetchComplexes,
  fetchStaffAssignments,
  updateComplex,
} from '../api';
import { type StaffRow, byName, staffRows } from '../company';

interface Loaded {
  complexes: Complex[];
  users: User[];
  assignments: StaffAssignments;
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
    Promise.all([fetchComplexes(), fetchAccounts(), fetchStaffAssignments()]).then(
      ([complexes, users, assignments]) => {
        setUnreachable(false);
        setData({ complexes, users, assignments });
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

  const complexes = useMemo(() => byName(data?.complexes ?? []), [data]);
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
