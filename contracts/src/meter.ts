import { z } from 'zod';
import {
  baseVersionSchema,
  idSchema,
  isoDateSchema,
  requiredIdentifier,
  complexRowShape,
} from './common';
import { meterKinds } from './enums';
import { vietnamDate } from './inquiry-code';
import { limits } from './limits';
import { messages } from './messages';

const m = messages.meter;

/**
 * A reading period, a calendar month as `YYYY-MM` (years 1900–2100 like every date). Periods
 * compare as strings in time order, which the rules and the SQL both rely on.
 */
export const periodSchema = z
  .string({ error: m.periodInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.periodInvalid)
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= limits.dateYearMin && year <= limits.dateYearMax;
    },
    { error: m.periodInvalid },
  );

/**
 * The month (`YYYY-MM`: a reading period, a billing month) a moment falls in on Vietnam's
 * calendar, whatever zone the device or the server runs in: a laptop set to another zone, or a
 * server on UTC from 17:00 on a month's last day, is in the complexes' month all the same.
 */
export function periodOfDate(date: Date): string {
  return vietnamDate(date).slice(0, 7);
}

/** `period` moved by `months` (negative: earlier): '2026-01' and -1 → '2025-12'. */
export function shiftPeriod(period: string, months: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A meter's index: a non-negative number with at most three decimals (0.001 m³). */
export const meterValueSchema = z
  .number({ error: m.valueInvalid })
  .min(0, m.valueInvalid)
  .max(limits.meterValueMax, m.valueInvalid)
  .refine((value) => Math.round(value * 1000) / 1000 === value, { error: m.valueInvalid });

/** A serial as stored and compared: cleaned and upper-cased, so "ab-12" and "AB-12" clash. */
const serialSchema = requiredIdentifier(m.serialRequired, limits.meterSerialMax).overwrite(
  (value) => value.toUpperCase(),
);

/** POST /api/meters body. */
export const meterCreateSchema = z.strictObject({
  id: idSchema.optional(),
  apartmentId: idSchema,
  kind: meterKinds.schema,
  serial: serialSchema,
});
export type MeterCreate = z.input<typeof meterCreateSchema>;

/** A unit's water or electricity meter (entity `meter`). */
export const meterSchema = z.object({
  ...complexRowShape,
  apartmentId: z.string(),
  kind: meterKinds.schema,
  serial: z.string(),
});
export type Meter = z.infer<typeof meterSchema>;

/** POST /api/meter-readings body: one meter's index for one month. */
export const meterReadingCreateSchema = z.strictObject({
  id: idSchema.optional(),
  meterId: idSchema,
  period: periodSchema,
  value: meterValueSchema,
  readAt: isoDateSchema,
  /** Staff's estimate of a reading they could not take (S31: charged like a read one, marked). */
  estimated: z.boolean({ error: messages.common.invalidBody }).default(false),
});
export type MeterReadingCreate = z.input<typeof meterReadingCreateSchema>;

/** PATCH /api/meter-readings/{id} body: a corrected index, or an estimate made a read one. */
export const meterReadingPatchSchema = z.strictObject({
  value: meterValueSchema.optional(),
  estimated: z.boolean({ error: messages.common.invalidBody }).optional(),
  baseVersion: baseVersionSchema,
});
export type MeterReadingPatch = z.input<typeof meterReadingPatchSchema>;

/**
 * A reading as stored and synced (entity `meterReading`). Consumption and the unusual mark are
 * never stored: they are derived from the meter's readings wherever they are shown (see
 * `deriveMeterReadings` in `@chungcu/mutations`), so correcting an earlier month keeps every
 * later month right.
 */
export const meterReadingSchema = z.object({
  ...complexRowShape,
  meterId: z.string(),
  period: z.string(),
  value: z.number(),
  readAt: z.string(),
  readBy: z.string().nullable(),
  /** An estimate entered for a reading that could not be taken; false for a read index. */
  estimated: z.boolean(),
});
export type MeterReading = z.infer<typeof meterReadingSchema>;

/** A reading as the API answers it: with its consumption since the previous one and its mark. */
export const meterReadingViewSchema = meterReadingSchema.extend({
  /** Value minus the previous period's; null for a meter's first reading. */
  consumption: z.number().nullable(),
  /** Over twice the average of the three periods before, or nothing used in an occupied unit. */
  unusual: z.boolean(),
});
export type MeterReadingView = z.infer<typeof meterReadingViewSchema>;

/** GET /api/meters item: the meter and its latest reading. */
export const meterWithLastReadingSchema = meterSchema.extend({
  lastReading: meterReadingViewSchema.nullable(),
});
export type MeterWithLastReading = z.infer<typeof meterWithLastReadingSchema>;

/** GET /api/meters query; the unit's id is checked like a path id (malformed: 404). */
export const metersQuerySchema = z.strictObject({
  apartmentId: z.string({ error: messages.common.idInvalid }).optional(),
});

/** GET /api/meter-readings and its export's query. */
export const meterReadingsQuerySchema = z.strictObject({ period: periodSchema });

/** The .xlsx export of a period: its type and the file name it is saved under. */
export const meterExport = {
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  fileName: (period: string) => `chi-so-dong-ho-${period}.xlsx`,
  path: (period: string) => `/api/meter-readings/export?period=${encodeURIComponent(period)}`,
} as const;
