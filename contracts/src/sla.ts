import { z } from 'zod';
import { priorities } from './enums';
import { messages } from './messages';

const m = messages.sla;

/** A deadline's length: whole hours, at most a year. */
const hoursSchema = z
  .number({ error: m.hoursInvalid })
  .int(m.hoursInvalid)
  .min(1, m.hoursInvalid)
  .max(24 * 365, m.hoursInvalid);

/** How soon a request of one priority must be answered (picked up) and resolved. */
export const slaTargetSchema = z
  .strictObject({ responseHours: hoursSchema, resolutionHours: hoursSchema })
  .refine((t) => t.resolutionHours >= t.responseHours, {
    message: m.resolutionBeforeResponse,
    path: ['resolutionHours'],
  });
export type SlaTarget = z.infer<typeof slaTargetSchema>;

/**
 * A category's service levels: a target per priority; a priority without one, or a
 * category without a policy (null), gives its requests no deadline.
 */
export const slaPolicySchema = z.partialRecord(priorities.schema, slaTargetSchema);
export type SlaPolicy = z.infer<typeof slaPolicySchema>;
