import type { InvoiceLine } from '@chungcu/contracts';
import { type Settled, settledLines } from '@chungcu/mutations';
import { dateCell, type Sheet, sheetOf } from '../../lib/sheet-export';
import { enumStrings } from '../../lib/i18n';
import type { PeriodNotice } from './queries';
import { feeStrings } from './strings';

interface LineRow {
  unitNumber: string;
  number: string | null;
  line: InvoiceLine;
  /** What the notice's payments settled of the line (rule S34); null for a draft. */
  settled: Settled | null;
}

/**
 * A period for the accountant: one sheet of notices (a row a unit: its number, status, amounts,
 * paid and still owed) and one of their lines (a row a line: fee, quantity, price, amount, a
 * meter's readings, and what was paid of it in the board's settling order, so the debt is read
 * by fee), in the language of the moment; money as numbers Excel sums, text made inert.
 */
export function periodSheets(notices: readonly PeriodNotice[]): Sheet<never>[] {
  const s = feeStrings.get().export;
  const statuses = enumStrings.get().invoiceStatuses;
  const flags = feeStrings.get().notice;
  const summary: Sheet<PeriodNotice> = {
    name: s.summarySheet,
    rows: notices,
    columns: [
      { header: s.unit, value: (n) => n.unitNumber },
      { header: s.number, width: 22, value: (n) => n.invoice.number },
      { header: s.status, value: (n) => statuses[n.invoice.status] },
      { header: s.charges, value: (n) => n.invoice.charges },
      { header: s.previousBalance, value: (n) => n.invoice.previousBalance },
      { header: s.credits, value: (n) => n.invoice.credits },
      { header: s.amountDue, value: (n) => n.invoice.amountDue },
      { header: s.paid, value: (n) => n.paid },
      {
        header: s.outstanding,
        value: (n) => (n.paid === null ? null : n.invoice.amountDue - n.paid),
      },
      { header: s.dueDate, value: (n) => dateCell(n.invoice.dueDate) },
    ],
  };
  const lines: Sheet<LineRow> = {
    name: s.linesSheet,
    rows: notices.flatMap((n) => {
      const settled = n.paid === null ? null : settledLines(n.invoice, n.paid).lines;
      return n.invoice.lines.map((line, i) => ({
        unitNumber: n.unitNumber,
        number: n.invoice.number,
        line,
        settled: settled?.[i] ?? null,
      }));
    }),
    columns: [
      { header: s.unit, value: (r) => r.unitNumber },
      { header: s.number, width: 22, value: (r) => r.number },
      { header: s.fee, width: 30, value: (r) => r.line.name },
      { header: s.quantity, value: (r) => r.line.quantity },
      { header: s.measure, value: (r) => (r.line.measure ? s.measureOf(r.line.measure) : null) },
      { header: s.unitPrice, value: (r) => r.line.unitPrice },
      // A credit note's line is taken off: negative for the accountant's sums.
      { header: s.amount, value: (r) => (r.line.credit ? -r.line.amount : r.line.amount) },
      { header: s.paid, value: (r) => r.settled?.paid },
      { header: s.outstanding, value: (r) => r.settled?.outstanding },
      { header: s.previous, value: (r) => r.line.reading?.previous },
      { header: s.current, value: (r) => r.line.reading?.current },
      {
        header: s.flag,
        width: 28,
        value: (r) =>
          r.line.flag === 'noReading'
            ? flags.noReading
            : r.line.flag === 'readingBelowPrevious'
              ? flags.readingBelowPrevious
              : r.line.reading?.estimated
                ? flags.estimatedNote
                : null,
      },
    ],
  };
  return [sheetOf(summary), sheetOf(lines)];
}
