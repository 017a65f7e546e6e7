import type { MeterKind } from '@chungcu/contracts';
import { translation } from '../../lib/i18n';
import type { meterStrings } from './strings';

const units: Record<MeterKind, string> = { water: 'm³', electricity: 'kWh' };

/** The meters feature in English. */
export default translation<typeof meterStrings>('meters', {
  unitOf: units,
  card: {
    title: 'Water and electricity meters',
    empty: 'This unit has no meters yet.',
    add: 'Add meter',
    round: 'Meter readings',
    noReading: 'No readings yet',
    reading: (period, value, kind) => `${period}: ${value} ${units[kind]}`,
    consumption: (value, kind) => `used ${value} ${units[kind]}`,
    estimated: 'Estimate',
  },
  add: {
    title: 'Add meter',
    kind: 'Meter type',
    serial: 'Serial number',
    save: 'Add',
    cancel: 'Cancel',
  },
  round: {
    title: (period) => `Meter readings · ${period}`,
    period: 'Period',
    block: 'Block',
    floor: 'Floor',
    all: 'All',
    progress: (read, total) => `Read ${read}/${total}`,
    empty: 'No meters in this selection.',
    unit: (unit, floor) => `Unit ${unit} · floor ${floor}`,
    previous: 'Last period’s index',
    noPrevious: 'No index for last period',
    value: (kind) => `New index (${units[kind]})`,
    alreadyRead: (value) => `Already read this period: ${value}. Save to correct it.`,
    estimated: 'Estimate',
    estimatedHint: 'The meter could not be read: an estimated index, marked on the fee notice.',
    photo: 'Meter photo',
    photoChosen: 'Meter photo chosen',
    save: 'Save and next',
    previousStop: 'Previous',
    nextStop: 'Next',
    done: 'Every meter in this selection has been read.',
    valueRequired: 'Enter the new index',
    belowPrevious: 'The new index is lower than last period’s',
    aboveNext: 'The index is higher than the next period’s',
    export: 'Export to Excel',
    exportOffline: 'Exporting to Excel needs a network connection.',
  },
  unusual: {
    title: 'Unusual consumption',
    body: (used, average, unit) =>
      average === null
        ? `The unit is occupied but used ${used} ${unit} this period. Check the index before saving.`
        : `This period used ${used} ${unit}, more than twice the average of the last three periods (${average} ${unit}). Check the index before saving.`,
    check: 'Check again',
    saveAnyway: 'Save anyway',
  },
  outboxLabel: {
    addMeter: (unit) => `Add a meter to unit ${unit}`,
    reading: (unit, period) => `Meter reading of unit ${unit} · ${period}`,
    photo: (unit) => `Meter photo of unit ${unit}`,
  },
  toast: { errorTitle: 'Not saved' },
});
