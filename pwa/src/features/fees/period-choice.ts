import type { BillingPeriod } from '@chungcu/contracts';

/** The month chosen on the billing screen, for the complex it was chosen in. */
export interface PeriodChoice {
  scope: string | null;
  periodId: string;
  /** The month has been on screen: missing from the mirror now, it is gone, not yet to come. */
  shown?: boolean;
}

/**
 * The month the billing screen shows: the one chosen in this complex, else the newest. A month
 * just opened is chosen before the mirror's live read holds it: until it does, none is shown
 * (undefined), never the month before, whose buttons would act on that month instead (a
 * "Lập phiếu nháp" pressed at once made last month's drafts again). A chosen month that was
 * shown and has left the mirror (its opening refused: another device opened that month first)
 * gives way to the newest. A choice made in another complex counts for nothing here.
 */
export function shownPeriod(
  periods: readonly BillingPeriod[],
  choice: PeriodChoice | null,
  scope: string | null,
): BillingPeriod | undefined {
  const id = choice?.scope === scope ? choice.periodId : null;
  if (id === null) return periods[0];
  return periods.find((period) => period.id === id) ?? (choice?.shown ? periods[0] : undefined);
}
