/** An index or a consumption as staff read it: Vietnamese grouping, up to three decimals. */
export function formatIndex(value: number): string {
  return value.toLocaleString('vi-VN', { maximumFractionDigits: 3 });
}

/** The month now, as a reading period (YYYY-MM, the device's local calendar). */
export function currentPeriod(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** A typed index ("1.234,5" or "1234.5") as a number; null when it is not one. */
export function parseIndex(text: string): number | null {
  const compact = text.trim().replace(/\s/g, '');
  if (!compact) return null;
  // Vietnamese writes 1.234,5: dots group thousands when a comma marks the decimals.
  const normal = compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}
