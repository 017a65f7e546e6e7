import { limits } from '@chungcu/contracts';

/** What a reading's figures are derived from: its month and index. */
export interface PeriodValue {
  id?: string;
  period: string;
  value: number;
}

/** A reading's derived figures (never stored: see `meterReadingSchema`). */
export interface ReadingFigures {
  /** Value minus the previous period's; null for a meter's first reading. */
  consumption: number | null;
  /** The average consumption of up to three periods before; null when there is none. */
  average: number | null;
  unusual: boolean;
}

/** Indexes carry at most three decimals; differences are rounded back to them. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

const byPeriod = (a: PeriodValue, b: PeriodValue) =>
  a.period < b.period ? -1 : a.period > b.period ? 1 : 0;

/** The figures of `sorted[i]`, given the meter's readings in period order. */
function figuresAt(sorted: readonly PeriodValue[], i: number, occupied: boolean): ReadingFigures {
  const consumptionAt = (k: number): number | null => {
    const here = sorted[k];
    const before = sorted[k - 1];
    return here && before ? round3(here.value - before.value) : null;
  };
  const consumption = consumptionAt(i);
  const earlier: number[] = [];
  for (let k = i - 1; k >= 1 && earlier.length < limits.meterAveragePeriods; k--) {
    const used = consumptionAt(k);
    if (used !== null) earlier.push(used);
  }
  const average = earlier.length
    ? round3(earlier.reduce((a, b) => a + b, 0) / earlier.length)
    : null;
  const unusual =
    consumption !== null &&
    ((average !== null && consumption > limits.meterUnusualFactor * average) ||
      (consumption === 0 && occupied));
  return { consumption, average, unusual };
}

/**
 * The figures of every reading of ONE meter, by reading id: consumption since the previous
 * period read, and the unusual mark (API.md: over twice the unit's average of its last three
 * periods, or zero for an occupied unit). Derived from the rows whenever they are shown, on the
 * server and the device alike, so a correction of an earlier month is reflected in every later
 * one and nothing stored can disagree with the readings. `occupied` is the unit's status now.
 */
export function deriveMeterReadings(
  readings: readonly (PeriodValue & { id: string })[],
  occupied: boolean,
): Map<string, ReadingFigures> {
  const sorted = [...readings].sort(byPeriod);
  const figures = new Map<string, ReadingFigures>();
  sorted.forEach((reading, i) => figures.set(reading.id, figuresAt(sorted, i, occupied)));
  return figures;
}

/** How a new or corrected index would stand among the meter's other readings. */
export interface ReadingJudgement extends ReadingFigures {
  previous: PeriodValue | null;
  next: PeriodValue | null;
  /** Below the previous period's index: refused ('Chỉ số mới nhỏ hơn chỉ số kỳ trước'). */
  belowPrevious: boolean;
  /** Above the next period's index (an earlier month read late or corrected): refused. */
  aboveNext: boolean;
}

/**
 * Judges `candidate` (a reading of `candidate.period`, new or replacing the one with its id or
 * period) against the meter's other readings: the rules refuse what is out of order, the round
 * warns of what is unusual before saving.
 */
export function judgeReading(
  readings: readonly PeriodValue[],
  candidate: PeriodValue,
  occupied: boolean,
): ReadingJudgement {
  const others = readings.filter(
    (r) => r.period !== candidate.period && (candidate.id === undefined || r.id !== candidate.id),
  );
  const sorted = [...others, candidate].sort(byPeriod);
  const i = sorted.indexOf(candidate);
  const previous = sorted[i - 1] ?? null;
  const next = sorted[i + 1] ?? null;
  return {
    ...figuresAt(sorted, i, occupied),
    previous,
    next,
    belowPrevious: previous !== null && candidate.value < previous.value,
    aboveNext: next !== null && candidate.value > next.value,
  };
}
