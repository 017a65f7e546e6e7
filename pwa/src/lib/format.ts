import { VIETNAM_OFFSET_MINUTES, spanText, spanWords } from '@chungcu/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import { catalogue } from './i18n';

dayjs.extend(relativeTime);
dayjs.extend(utc);

/** A day alone ('2026-11-28'): the same day wherever it is read. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A moment on Hà Nội's clock, whatever zone the device is set to: the complexes' days and months
 * are Vietnam's (the server numbers and reminds by them), so a laptop set to another zone shows a
 * receipt of 00:30 on 1 December as 01/12, as every other device does. A day alone stays that day.
 */
export function onVietnamClock(value: string | number | Date): Dayjs {
  return typeof value === 'string' && DAY_ONLY.test(value)
    ? dayjs(value)
    : dayjs(value).utcOffset(VIETNAM_OFFSET_MINUTES);
}

/**
 * One format everywhere, whatever the language and the device's zone: days `dd/MM/yyyy`, times
 * `HH:mm` (24 hours, on Hà Nội's clock),
 * both as `dd/MM/yyyy HH:mm`, months `Tháng 11/2026`, money `1.250.000 ₫` (whole đồng), numbers
 * with Vietnamese grouping (`1.234,5`). Every screen formats through here.
 */
export const formatStrings = catalogue('lib', {
  month: (month: number, year: number) => `Tháng ${month}/${year}`,
  /** A length of time by its largest whole unit ('3 ngày'): contracts' words, which the server uses. */
  span: spanWords,
});

function parsed(value: string | Date | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  const day = onVietnamClock(value);
  return day.isValid() ? day : null;
}

/** '28/11/2026'; null when missing or not a date. */
export const formatDate = (value: string | Date | null | undefined): string | null =>
  parsed(value)?.format('DD/MM/YYYY') ?? null;

/** '14:05'; null when missing or not a time. */
export const formatTime = (value: string | Date | null | undefined): string | null =>
  parsed(value)?.format('HH:mm') ?? null;

/** '28/11/2026 14:05'; null when missing or not a time. */
export const formatDateTime = (value: string | Date | null | undefined): string | null =>
  parsed(value)?.format('DD/MM/YYYY HH:mm') ?? null;

/**
 * How long ago, in words of the language of the moment ('5 phút trước'; app/dayjs.ts follows the
 * language); null when missing or not a time. Screens show the exact `formatDateTime` beside it.
 */
export const formatAgo = (value: string | number | Date | null | undefined): string | null => {
  if (value === null || value === undefined || value === '') return null;
  const day = dayjs(value);
  return day.isValid() ? day.fromNow() : null;
};

/** A length of time by its largest whole unit: '3 ngày', '5 giờ' ('3 days' in English). */
export const formatSpan = (ms: number): string => spanText(ms, formatStrings.get().span);

/** A month ('2026-11', or any day in it) as 'Tháng 11/2026' ('November 2026' in English). */
export function formatMonth(value: string | Date): string {
  const day =
    typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)
      ? dayjs(`${value}-01`)
      : onVietnamClock(value);
  return formatStrings.get().month(day.month() + 1, day.year());
}

const grouped = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 });
const whole = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('vi-VN', { style: 'percent', maximumFractionDigits: 0 });

/** 1234.5 → '1.234,5' (up to three decimals: meter indexes). */
export const formatNumber = (value: number): string => grouped.format(value);

/** 0.42 → '42%'. */
export const formatPercent = (share: number): string => percent.format(share);

/**
 * An amount of đồng → '1.250.000 ₫' (a no-break space before the sign); a text that is not a
 * number is shown as it is. Đồng have no decimals: a fraction is rounded half up.
 */
export function formatMoney(value: number | string): string {
  const amount = typeof value === 'number' ? value : Number(value);
  if ((typeof value === 'string' && value.trim() === '') || !Number.isFinite(amount)) {
    return String(value);
  }
  return `${whole.format(Math.floor(amount + 0.5))}\u00a0₫`;
}
