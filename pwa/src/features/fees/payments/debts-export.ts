import { type Sheet, sheetOf } from '../../../lib/sheet-export';
import type { UnitDebt } from './debts';
import { paymentStrings } from './strings';

/**
 * A complex's debts for the accountant: a row per unit owing (its number, block, primary
 * occupant, each age's amount and the total), in the language of the moment; money as numbers
 * Excel sums, text made inert by the sheet's writer.
 */
export function debtSheets(units: readonly UnitDebt[]): Sheet<never>[] {
  const s = paymentStrings.get().debts;
  const sheet: Sheet<UnitDebt> = {
    name: s.sheet,
    rows: units,
    columns: [
      { header: s.unit, value: (d) => d.unitNumber },
      { header: s.block, value: (d) => d.block },
      { header: s.primary, width: 28, value: (d) => d.primaryName },
      { header: s.upTo30, value: (d) => d.ageing.upTo30 },
      { header: s.upTo60, value: (d) => d.ageing.upTo60 },
      { header: s.upTo90, value: (d) => d.ageing.upTo90 },
      { header: s.over90, value: (d) => d.ageing.over90 },
      { header: s.total, value: (d) => d.ageing.owed },
    ],
  };
  return [sheetOf(sheet)];
}
