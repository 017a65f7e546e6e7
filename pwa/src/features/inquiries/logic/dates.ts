import dayjs from 'dayjs';
import 'dayjs/locale/vi';

function parse(value: string | null | undefined) {
  if (!value) return null;
  const date = dayjs(value).locale('vi');
  return date.isValid() ? date : null;
}

/** Detail page's created time 'HH:mm DD MMM YY'; null when missing or invalid. */
export const formatCreated = (value: string | null | undefined) =>
  parse(value)?.format('HH:mm DD MMM YY') ?? null;

/** Detail page's last update 'D MMMM YYYY'; null when missing or invalid. */
export const formatUpdated = (value: string | null | undefined) =>
  parse(value)?.format('D MMMM YYYY') ?? null;

/** Timeline times 'DD/MM/YYYY HH:mm'; null when missing or invalid. */
export const formatStepTime = (value: string | null | undefined) =>
  parse(value)?.format('DD/MM/YYYY HH:mm') ?? null;
