import {
  type Apartment,
  type Assignment,
  type Invoice,
  type Payment,
  type Resident,
  vietnamDate,
} from '@chungcu/contracts';
import { type UnitAgeing, ageingByUnit, sumAgeing } from '@chungcu/mutations';
import { appDb, useTables } from '../../../data';
import { primaryNamesOf } from '../primary-names';
import { byUnitNumber, naturalOrder } from '../../../lib/text';

/** A unit that owes: its number, block, primary occupant's name, and its debt by age. */
export interface UnitDebt {
  id: string;
  unitNumber: string;
  block: string;
  primaryName: string | null;
  ageing: UnitAgeing;
}

/** A complex's debts (công nợ): in all, by block, and by unit, the largest first. */
export interface Debts {
  complex: UnitAgeing;
  blocks: { block: string; ageing: UnitAgeing }[];
  units: UnitDebt[];
}

export interface DebtRows {
  apartments: Iterable<Apartment>;
  assignments: Iterable<Assignment>;
  residents: ReadonlyMap<string, Pick<Resident, 'firstName' | 'lastName'>>;
  invoices: Iterable<Invoice>;
  payments: readonly Payment[];
}

/**
 * A complex's debts at `today` ('YYYY-MM-DD', Vietnam's calendar), from the mirror's rows: each
 * live unit's debt by age from the one ledger (`unitAgeing`, rule S34), added up by block and for
 * the complex, so every total is its units' to the đồng.
 */
export function debtsOf(rows: DebtRows, complexId: string, today: string): Debts {
  const units = new Map<string, Apartment>();
  for (const unit of rows.apartments) {
    if (!unit.deletedAt && unit.complexId === complexId) units.set(unit.id, unit);
  }
  const primary = primaryNamesOf(rows.assignments, rows.residents, (id) => units.has(id));
  const notices = [...rows.invoices].filter((n) => units.has(n.apartmentId));
  const owing = ageingByUnit(notices, rows.payments, today);
  const list: UnitDebt[] = [];
  for (const [id, ageing] of owing) {
    const unit = units.get(id) as Apartment;
    list.push({
      id,
      unitNumber: unit.unitNumber,
      block: unit.buildingBlock,
      primaryName: primary.get(id) ?? null,
      ageing,
    });
  }
  list.sort((a, b) => b.ageing.owed - a.ageing.owed || byUnitNumber(a, b));
  const blocks = new Map<string, UnitAgeing[]>();
  for (const debt of list) blocks.set(debt.block, [...(blocks.get(debt.block) ?? []), debt.ageing]);
  return {
    complex: sumAgeing(list.map((debt) => debt.ageing)),
    blocks: [...blocks.keys()]
      .sort(naturalOrder)
      .map((block) => ({ block, ageing: sumAgeing(blocks.get(block) ?? []) })),
    units: list,
  };
}

/** The complex's debts today, live from the mirror (offline too); undefined until read. */
export function useDebts(complexId: string | null, db = appDb): Debts | null | undefined {
  return useTables(
    db,
    ['apartments', 'assignments', 'residents', 'invoices', 'payments'],
    (apartments, assignments, residents, invoices, payments) =>
      complexId === null
        ? null
        : debtsOf(
            {
              apartments: apartments.values(),
              assignments: assignments.values(),
              residents,
              invoices: invoices.values(),
              payments: [...payments.values()],
            },
            complexId,
            vietnamDate(Date.now()),
          ),
    [complexId],
  );
}
