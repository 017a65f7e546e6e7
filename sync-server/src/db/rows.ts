/** Database rows are snake_case; the wire is camelCase with ISO timestamps. */
export type Row = Record<string, unknown>;

const toCamel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** An instant as an ISO string, from a Date (drivers) or a string (jsonb); null stays null. */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A jsonb column as a driver gives it: parsed already, or (some drivers) its JSON text. */
export const jsonColumn = (value: unknown): unknown =>
  typeof value === 'string' ? JSON.parse(value) : (value ?? null);

/** Converts a row to its wire shape: camelCase keys, timestamps as ISO strings. */
export function rowToEntity<T>(
  row: Row,
  timestampColumns: readonly string[],
  omit: readonly string[] = [],
): T {
  const entity: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    entity[toCamel(key)] = timestampColumns.includes(key) ? toIso(value) : value;
  }
  return entity as T;
}

/** Converts wire fields to columns, leaving out fields that are undefined. */
export function entityToRow(fields: Row): Row {
  const row: Row = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) row[toSnake(key)] = value;
  }
  return row;
}

export const SYNCED_TIMESTAMPS = ['created_at', 'updated_at', 'deleted_at'] as const;
