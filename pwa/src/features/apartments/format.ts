import dayjs from 'dayjs';

/** 'Mar 5, 2025' (spec: assignment move-in 'MMM d, yyyy'); null when missing or invalid. */
export function formatDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day.locale('en').format('MMM D, YYYY') : null;
}

/** '1850.00' → '$1,850'. */
export function formatRent(value: string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return value;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

/**
 * '1250000.00' → '1.250.000 ₫' (Vietnamese grouping, a no-break space before the sign). The
 * stored rent is shown as VND as it is, with no conversion; đồng have no decimals.
 */
export function formatVnd(value: string): string {
  const amount = Number(value);
  return value.trim() !== '' && Number.isFinite(amount) ? vnd.format(amount) : value;
}

/** '22/11/2026' (the Vietnamese day order) for a request's creation; null when missing. */
export function formatViDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day.format('DD/MM/YYYY') : null;
}
