import {
  type ImportKind,
  type Meter,
  type MeterReading,
  messages,
  meterCreateSchema,
  residentCreateSchema,
  vietnamDate,
} from '@chungcu/contracts';
import { invalid, unitKeyOf } from '@chungcu/mutations';
import { blockKeyOf } from '@chungcu/mutations/keys';
import type { Decision, KindRules, RowContext } from './kind-rules';
import type { RowFields } from './row-fields';

const m = messages.import;
const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

/** A field as its schema cleans it (the key rows are matched by), or as written if refused. */
function cleaned(
  schema: { safeParse(v: unknown): { success: boolean; data?: unknown } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? text(parsed.data) : text(value).trim();
}

/** The complex's live unit of that number (unit numbers are unique within a complex). */
async function unitOf(ctx: RowContext, unitNumber: unknown) {
  const units = await ctx.tx.list('apartment', 'unitKey', unitKeyOf(text(unitNumber)));
  return units.find((unit) => unit.complexId === ctx.complexId) ?? null;
}

/** Units, keyed by unit number within the complex; the block is one of their fields. */
const units: KindRules = {
  keyOf: (fields) => (fields.unitNumber === undefined ? '' : unitKeyOf(text(fields.unitNumber))),
  async decide(ctx, fields) {
    const existing = await unitOf(ctx, fields.unitNumber);
    if (existing) return ctx.update('updateApartment', existing, fields);
    await ctx.run('createApartment', { ...fields, id: ctx.newId(), complexId: ctx.complexId });
    return { status: 'new' };
  },
};

/** Residents, keyed by ID card number within the complex. */
const residents: KindRules = {
  keyOf: (fields) =>
    fields.idCardNumber === undefined
      ? ''
      : cleaned(residentCreateSchema.shape.idCardNumber, fields.idCardNumber),
  async decide(ctx, fields) {
    const idCardNumber = residents.keyOf(fields);
    const holders = await ctx.tx.list('resident', 'idCardNumber', idCardNumber);
    const existing = holders.find((resident) => resident.complexId === ctx.complexId);
    if (existing) return ctx.update('updateResident', existing, fields);
    await ctx.run('createResident', { ...fields, id: ctx.newId(), complexId: ctx.complexId });
    return { status: 'new' };
  },
};

/** The meter of that serial, made on the unit when new; refused when it is another's. */
async function meterFor(
  ctx: RowContext,
  fields: RowFields,
): Promise<{ meter: Meter; made: boolean }> {
  const unit = await unitOf(ctx, fields.unitNumber);
  if (!unit) throw invalid(m.unitNotFound(text(fields.unitNumber)));
  if (
    fields.buildingBlock !== undefined &&
    blockKeyOf(text(fields.buildingBlock)) !== blockKeyOf(unit.buildingBlock)
  ) {
    throw invalid(m.unitOtherBlock(unit.unitNumber, unit.buildingBlock));
  }
  const serial = meters.keyOf(fields);
  const [existing] = serial ? await ctx.tx.list('meter', 'serial', serial) : [];
  if (existing) {
    if (existing.apartmentId !== unit.id) throw invalid(m.meterOtherUnit);
    if (existing.kind !== fields.kind) throw invalid(m.meterOtherKind);
    return { meter: existing, made: false };
  }
  const args = { id: ctx.newId(), apartmentId: unit.id, kind: fields.kind, serial: fields.serial };
  return { meter: await ctx.run<Meter>('createMeter', args), made: true };
}

/**
 * Meters, keyed by serial (unique across complexes), with the month's index when the row gives
 * one: a new month's index is added, a different one corrected, the same one left alone.
 */
const meters: KindRules = {
  keyOf: (fields) =>
    fields.serial === undefined ? '' : cleaned(meterCreateSchema.shape.serial, fields.serial),
  async decide(ctx, fields): Promise<Decision> {
    const { meter, made } = await meterFor(ctx, fields);
    const status = made ? 'new' : 'unchanged';
    if (fields.value === undefined) {
      if (fields.period !== undefined) throw invalid(messages.meter.valueInvalid);
      return { status };
    }
    if (fields.period === undefined) throw invalid(m.periodRequired);
    const readings = await ctx.tx.list('meterReading', 'meterId', meter.id);
    const current = readings.find((reading: MeterReading) => reading.period === fields.period);
    if (!current) {
      await ctx.run('createMeterReading', {
        id: ctx.newId(),
        meterId: meter.id,
        period: fields.period,
        value: fields.value,
        // The day of the import in Hà Nội (UTC's is yesterday there until 07:00).
        readAt: fields.readAt ?? vietnamDate(ctx.now),
      });
      return made ? { status } : { status: 'changed', fields: ['period', 'value'] };
    }
    const decision = await ctx.update('updateMeterReading', current, { value: fields.value });
    return made ? { status } : decision;
  },
};

export const importRules: Record<ImportKind, KindRules> = { units, residents, meters };
