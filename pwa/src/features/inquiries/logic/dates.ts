import { formatDate, formatDateTime } from '../../../lib/format';

/** Detail page's created time and deadlines: dd/MM/yyyy HH:mm; null when missing or invalid. */
export const formatCreated = (value: string | null | undefined) => formatDateTime(value);

/** Detail page's last update and a verdict's day: dd/MM/yyyy; null when missing or invalid. */
export const formatUpdated = (value: string | null | undefined) => formatDate(value);

/** Timeline times: dd/MM/yyyy HH:mm; null when missing or invalid. */
export const formatStepTime = (value: string | null | undefined) => formatDateTime(value);
