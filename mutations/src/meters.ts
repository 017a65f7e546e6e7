import { type Meter, type MeterReading, type MeterReadingView, messages } from '@chungcu/contracts';
import { defineMutator } from './define';
import { deriveMeterReadings, judgeReading } from './meter-figures';
import { type MutationTx, conflict, invalid, notFound, toInstant } from './tx';

const m = messages.meter;

/** Whether the unit counts as lived in: a zero consumption there is unusual. */
async function isOccupied(tx: MutationTx, apartmentId: string): Promise<boolean> {
  return (await tx.get('apartment', apartmentId))?.status === 'occupied';
}

/** A live meter, or not_found. */
async function liveMeter(tx: MutationTx, id: string): Promise<Meter> {
  const meter = await tx.get('meter', id);
  if (!meter || meter.deletedAt) throw notFound(m.notFound);
  return meter;
}

/**
 * Refuses an index out of order among the meter's months: below the month before ('Chỉ số mới
 * nhỏ hơn chỉ số kỳ trước'), or above the month after (an earlier month read late or
 * corrected). Answers the figures the reading will show.
 */
function assertInOrder(
  readings: MeterReading[],
  candidate: Pick<MeterReading, 'period' | 'value'> & { id?: string },
  occupied: boolean,
) {
  const judged = judgeReading(readings, candidate, occupied);
  if (judged.belowPrevious) throw invalid(m.belowPrevious);
  if (judged.aboveNext) throw invalid(m.aboveNext);
  return judged;
}

/** A unit's water or electricity meter; its serial is unique among live meters (any case). */
export const createMeter = defineMutator(
  'createMeter',
  'staff',
  async (tx, args): Promise<Meter> => {
    const apartment = await tx.get('apartment', args.apartmentId);
    if (!apartment || apartment.deletedAt) throw notFound(m.apartmentNotFound);
    // The device refuses a clash with the meters it holds; the server's unique index decides the rest.
    const holders = await tx.list('meter', 'serial', args.serial);
    if (holders.some((other) => other.id !== args.id)) throw conflict(m.serialTaken);
    return tx.insert('meter', {
      id: args.id,
      complexId: apartment.complexId,
      apartmentId: args.apartmentId,
      kind: args.kind,
      serial: args.serial,
    });
  },
);

/**
 * A month's index of a meter, read by the caller or estimated by staff (`estimated`, charged like
 * a read one and marked on the notice, S31). One reading per meter and month (409: correct
 * the one there with `updateMeterReading`); never below the month before. Answers the reading
 * with its consumption and unusual mark as derived now.
 */
export const createMeterReading = defineMutator(
  'createMeterReading',
  'staff',
  async (tx, args): Promise<MeterReadingView> => {
    const meter = await liveMeter(tx, args.meterId);
    const readings = await tx.list('meterReading', 'meterId', meter.id);
    if (readings.some((r) => r.period === args.period)) throw conflict(m.periodTaken);
    const occupied = await isOccupied(tx, meter.apartmentId);
    const judged = assertInOrder(readings, { period: args.period, value: args.value }, occupied);
    const row = await tx.insert('meterReading', {
      id: args.id,
      complexId: meter.complexId,
      meterId: meter.id,
      period: args.period,
      value: args.value,
      readAt: toInstant(args.readAt) as string,
      readBy: tx.actor.userId,
      estimated: args.estimated ?? false,
    });
    return { ...row, consumption: judged.consumption, unusual: judged.unusual };
  },
);

/**
 * A corrected index (last writer wins, clashes reported, rule S8); still between the months
 * before and after, so every month's consumption stays non-negative. `estimated: false` marks
 * an estimate replaced by the meter's own index.
 */
export const updateMeterReading = defineMutator(
  'updateMeterReading',
  'staff',
  async (tx, { id, value, estimated, baseVersion }): Promise<MeterReadingView> => {
    const current = await tx.get('meterReading', id);
    if (!current) throw notFound(m.readingNotFound);
    const readings = current.deletedAt
      ? []
      : await tx.list('meterReading', 'meterId', current.meterId);
    const meter = await tx.get('meter', current.meterId);
    const occupied = meter ? await isOccupied(tx, meter.apartmentId) : false;
    if (value !== undefined && !current.deletedAt) {
      assertInOrder(readings, { id, period: current.period, value }, occupied);
    }
    // A tombstoned reading is refused here with the usual 409 (rule S7).
    const row = await tx.update('meterReading', id, { value, estimated }, { baseVersion });
    const figures = deriveMeterReadings(
      readings.map((r) => (r.id === id ? row : r)),
      occupied,
    ).get(id);
    return {
      ...row,
      consumption: figures?.consumption ?? null,
      unusual: figures?.unusual ?? false,
    };
  },
);
