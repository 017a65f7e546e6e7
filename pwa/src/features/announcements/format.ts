import dayjs from 'dayjs';

/** An ISO instant as a `datetime-local` input holds it (the device's time zone). */
export const toLocalInput = (iso: string): string => dayjs(iso).format('YYYY-MM-DDTHH:mm');

/** A `datetime-local` input's value as an ISO instant; null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = dayjs(value);
  return time.isValid() ? time.toISOString() : null;
}
