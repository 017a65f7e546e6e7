import { type MeterKind, uuidv7 } from '@chungcu/contracts';
import {
  type ChungCuDb,
  type ImageBackend,
  appDb,
  mutate,
  prepareKept,
  saveWithFiles,
} from '../../data';
import { formatMonth } from '../../lib/format';
import type { RoundStop } from './round';
import { meterStrings } from './strings';

const photoTarget = (readingId: string) =>
  ({ ownerEntity: 'meterReading', ownerId: readingId, purpose: 'photo' }) as const;

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
    { db, label: meterStrings.get().outboxLabel.addMeter(unit) },
  );
}

/**
 * Saves the round's value for a meter: a new reading of the period (`createMeterReading`), or a
 * correction of the one already taken (`updateMeterReading`); its photo is kept as picked in the
 * same transaction, then resized into an attachment owned by the reading, queued behind it. A
 * full device stores neither (StorageFullError). `estimated`: staff's estimate of a meter they
 * could not read (S31), or false to replace one with the meter's index. Answers the reading's id.
 */
export async function saveReading(
  stop: RoundStop,
  period: string,
  value: number,
  photo: File | null,
  {
    db = appDb,
    images,
    estimated = false,
  }: { db?: ChungCuDb; images?: ImageBackend; estimated?: boolean } = {},
): Promise<string> {
  const unit = stop.apartment.unitNumber;
  const labels = meterStrings.get().outboxLabel;
  const label = labels.reading(unit, formatMonth(period));
  const readingId = stop.current?.id ?? uuidv7();
  // The reading and its photo as picked, in one transaction: a tab closed a moment after the save
  // keeps both or neither. The photo is resized afterwards (or at the next start).
  const picked = photo ? [{ file: photo, target: photoTarget(readingId) }] : [];
  const { kept } = await saveWithFiles(picked, { db, label: labels.photo(unit) }, async () => {
    if (stop.current) {
      await mutate(
        'updateMeterReading',
        { id: readingId, value, estimated, baseVersion: stop.current.version },
        { db, label },
      );
    } else {
      const readAt = new Date().toISOString();
      await mutate(
        'createMeterReading',
        { id: readingId, meterId: stop.meter.id, period, value, readAt, estimated },
        { db, label },
      );
    }
  });
  await prepareKept(kept, { db, images });
  return readingId;
}
