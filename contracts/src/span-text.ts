const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The words of a length of time, Vietnamese, once (the request list and the reminders). */
export const spanWords = {
  days: (n: number) => `${n} ngày`,
  hours: (n: number) => `${n} giờ`,
  minutes: (n: number) => `${n} phút`,
} as const;

/** '3 ngày', '5 giờ', '12 phút': the largest whole unit of a length of time (at least a minute). */
export function spanText(ms: number): string {
  const abs = Math.abs(ms);
  if (abs >= DAY_MS) return spanWords.days(Math.floor(abs / DAY_MS));
  if (abs >= HOUR_MS) return spanWords.hours(Math.floor(abs / HOUR_MS));
  return spanWords.minutes(Math.max(1, Math.floor(abs / MINUTE_MS)));
}
