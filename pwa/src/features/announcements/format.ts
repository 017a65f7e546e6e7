import dayjs from 'dayjs';

/** A time as staff and residents read it: "08:30 14/11/2026". */
export const formatTime = (iso: string): string => dayjs(iso).format('HH:mm DD/MM/YYYY');

/** An ISO instant as a `datetime-local` input holds it (the device's time zone). */
export const toLocalInput = (iso: string): string => dayjs(iso).format('YYYY-MM-DDTHH:mm');

/** A `datetime-local` input's value as an ISO instant; null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = dayjs(value);
  return time.isValid() ? time.toISOString() : null;
}
