import { VIETNAM_OFFSET_MINUTES } from '@chungcu/contracts';
import dayjs from 'dayjs';

const offset = `+${String(VIETNAM_OFFSET_MINUTES / 60).padStart(2, '0')}:00`;

/**
 * A `datetime-local` input's value (Hà Nội's clock, whatever the device's zone) as an ISO
 * instant; null when empty or not a time.
 */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const time = dayjs(`${value}${offset}`);
  return time.isValid() ? time.toISOString() : null;
}
