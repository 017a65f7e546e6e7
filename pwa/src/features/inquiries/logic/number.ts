import type { Inquiry } from '@chungcu/contracts';

/**
 * What a request is called on screen and in sheets (rule S32): its number, or, while a request
 * made on this device waits for the server's, the `pending` mark ('Chờ số'), never its id.
 */
export const numberLabel = (inquiry: Pick<Inquiry, 'number'>, pending: string): string =>
  inquiry.number ?? pending;

/** Whether the request still waits for its number (made here, not synced yet). */
export const awaitsNumber = (inquiry: Pick<Inquiry, 'number'>): boolean => inquiry.number === null;
