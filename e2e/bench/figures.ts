/**
 * How the bench prints a figure: the current build's value beside its target, and, in the
 * back-to-back mode (`BENCH_BASELINE`), the baseline build's value measured in the same run and
 * the ratio current / baseline. On this shared machine only that ratio is trusted: both builds
 * ran under the same load, a minute apart.
 */
export interface Target {
  /** 'at most' (times) or 'at least' (the sync ratio). */
  kind: '≤' | '≥';
  value: number;
}

export const atMost = (value: number): Target => ({ kind: '≤', value });
export const atLeast = (value: number): Target => ({ kind: '≥', value });

const isMet = (value: number, target: Target) =>
  target.kind === '≤' ? value <= target.value : value >= target.value;

/**
 * One line: `label  current (baseline x, ratio r) target ≤ t: met`. `unit` follows each value
 * ('ms', or '' for a ratio); `baseline` undefined: measured on the current build alone.
 */
export function figureLine(
  label: string,
  current: number,
  baseline: number | undefined,
  target: Target | null,
  { unit = ' ms', digits = 1 }: { unit?: string; digits?: number } = {},
): string {
  const show = (value: number) => `${value.toFixed(digits)}${unit}`;
  const compared =
    baseline === undefined
      ? ''
      : ` (baseline ${show(baseline)}, ratio ${(current / baseline).toFixed(2)})`;
  const verdict = target
    ? `  target ${target.kind} ${target.value}${unit}: ${isMet(current, target) ? 'met' : 'NOT met'}`
    : '';
  return `${label.padEnd(34)} ${show(current)}${compared}${verdict}`;
}
