const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The words of a length of time in one language (a type, not an interface: a catalogue holds it). */
export type SpanWords = {
  days: (n: number) => string;
  hours: (n: number) => string;
  minutes: (n: number) => string;
};

/** The words of a length of time, Vietnamese, once (the request list and the reminders). */
export const spanWords: SpanWords = {
  days: (n: number) => `${n} ngày`,
  hours: (n: number) => `${n} giờ`,
  minutes: (n: number) => `${n} phút`,
};

/**
 * '3 ngày', '5 giờ', '12 phút': the largest whole unit of a length of time (at least a minute),
 * in the language of `words`.
 */
export function spanText(ms: number, words: SpanWords = spanWords): string {
  const abs = Math.abs(ms);
  if (abs >= DAY_MS) return words.days(Math.floor(abs / DAY_MS));
  if (abs >= HOUR_MS) return words.hours(Math.floor(abs / HOUR_MS));
  return words.minutes(Math.max(1, Math.floor(abs / MINUTE_MS)));
}
