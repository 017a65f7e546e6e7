/** A unit of the mirror as the scanner judges a label by it. */
export interface HeldUnit {
  id: string;
  complexId: string;
  deletedAt?: string | null;
}

/** A complex of the mirror, as far as the scanner names it. */
export interface HeldComplex {
  id: string;
  name: string;
}

/** What a scanned unit label leads to on this device. */
export type ScanVerdict =
  /** The unit is here, in the complex worked in (or "Tất cả" is chosen): open it. */
  | { kind: 'open' }
  /** The device holds the unit, in another complex than the one worked in: say which. */
  | { kind: 'other-complex'; complex: HeldComplex }
  /** Not on this device (another complex the user does not serve, deleted, not synced yet). */
  | { kind: 'unknown' };

/**
 * Whether a scanned label's unit opens here. A unit the device does not hold is never named (the
 * device knows nothing of it); one of another complex the user serves is named with its complex,
 * and opens only once the user switches to that complex.
 */
export function judgeScannedUnit(
  apartmentId: string,
  units: Iterable<HeldUnit>,
  complexes: readonly HeldComplex[],
  scope: string | null,
): ScanVerdict {
  let unit: HeldUnit | undefined;
  for (const row of units) if (row.id === apartmentId && !row.deletedAt) unit = row;
  if (!unit) return { kind: 'unknown' };
  if (scope === null || unit.complexId === scope) return { kind: 'open' };
  const complex = complexes.find((c) => c.id === unit.complexId);
  return complex ? { kind: 'other-complex', complex } : { kind: 'unknown' };
}
