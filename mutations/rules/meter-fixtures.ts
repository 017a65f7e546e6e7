import { type MutationArgsInput, uuidv7 } from '@chungcu/contracts';

/** A valid new meter of a unit; `fields` override. */
export function newMeter(
  apartmentId: string,
  fields: Partial<MutationArgsInput<'createMeter'>> = {},
): MutationArgsInput<'createMeter'> {
  const id = uuidv7();
  return { id, apartmentId, kind: 'water', serial: `N-${id.slice(-8)}`, ...fields };
}

/** A valid reading of a meter for a period; `fields` override. */
export function newReading(
  meterId: string,
  period: string,
  value: number,
  fields: Partial<MutationArgsInput<'createMeterReading'>> = {},
): MutationArgsInput<'createMeterReading'> {
  return {
    id: uuidv7(),
    meterId,
    period,
    value,
    readAt: `${period}-25T02:00:00.000Z`,
    ...fields,
  };
}
