import { type MeterKind, uuidv7 } from '@chungcu/contracts';
import { type ChungCuDb, addAttachment, appDb, mutate } from '../../data';
import type { RoundStop } from './round';
import { meterStrings } from './strings';

const labels = meterStrings.outboxLabel;

/** Adds a water or electricity meter to a unit (`createMeter`), offline too. */
export async function addMeter(
  apartmentId: string,
  kind: MeterKind,
  serial: string,
  { db = appDb }: { db?: ChungCuDb } = {},
) {
  const unit = (await db.apartments.get(apartmentId))?.unitNumber ?? apartmentId;
  return mutate(
    'createMeter',
    { id: uuidv7(), apartmentId, kind, serial },
    { db, label: labels.addMeter(unit) },
  );
}

/**
 * Saves the round's value for a meter: a new reading of the period (`createMeterReading`), or a
 * correction of the one already taken (`updateMeterReading`); then its photo, an attachment
 * owned by the reading, queued behind it. Answers the reading's id.
 */
export async function saveReading(
  stop: RoundStop,
  period: string,
  value: number,
  photo: File | null,
  { db = appDb }: { db?: ChungCuDb } = {},
): Promise<string> {
  const unit = stop.apartment.unitNumber;
  const label = labels.reading(unit, period);
  let readingId: string;
  if (stop.current) {
    readingId = stop.current.id;
    await mutate(
      'updateMeterReading',
      { id: readingId, value, baseVersion: stop.current.version },
      { db, label },
    );
  } else {
    readingId = uuidv7();
    const readAt = new Date().toISOString();
    await mutate(
      'createMeterReading',
      { id: readingId, meterId: stop.meter.id, period, value, readAt },
      { db, label },
    );
  }
  if (photo) {
    await addAttachment(
      photo,
      { ownerEntity: 'meterReading', ownerId: readingId, purpose: 'photo' },
      { db, label: labels.photo(unit) },
    );
  }
  return readingId;
}
