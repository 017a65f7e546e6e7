import type { BillingPeriod } from '@chungcu/contracts';

/** The month chosen on the billing screen, for the complex it was chosen in. */
export interface PeriodChoice {
  scope: string | null;
  periodId: string;
}

/**
 * The month the billing screen shows: the one chosen in this complex, else the newest. A month
 * just opened is chosen before the mirror's live read holds it: until it does, none is shown
 * (undefined), never the month before, whose buttons would act on that month instead (a
 * "Lập phiếu nháp" pressed at once made last month's drafts again). A month shown before
 * (`held`) that a live read misses for a moment (the server's row taking the place of the
 * device's) stays shown as it was, so its notices and an open preview are not torn down. A
 * choice made in another complex counts for nothing here.
 */
export function shownPeriod(
  periods: readonly BillingPeriod[],
  choice: PeriodChoice | null,
  scope: string | null,
  held?: BillingPeriod,
): BillingPeriod | undefined {
  const id = choice?.scope === scope ? choice.periodId : null;
  if (id === null) return periods[0];
  return periods.find((period) => period.id === id) ?? (held?.id === id ? held : undefined);
}
