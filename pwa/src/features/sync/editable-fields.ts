import { syncStrings } from './strings';

export interface EditableField {
  name: string;
  label: string;
  /** As the field shows it: a date as dd/MM/yyyy. */
  value: string;
  /** A date is typed dd/MM/yyyy and sent as an ISO date. */
  kind: 'text' | 'date';
}

/** Arguments holding a date ('dateOfBirth', 'moveInDate', 'dueDate', …). */
const isDateField = (name: string) => name === 'dateOfBirth' || name.endsWith('Date');

/** '1990-05-17' or '1990-05-17T08:00:00.000Z' → '17/05/1990' (the day as stored); else as is. */
export function showDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * A date typed the Vietnamese way, '17/05/1990' (also '17-5-1990', '17.05.1990'), as the ISO
 * date the contracts take; null when it is not a real day.
 */
export function parseTypedDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The arguments to send for what the form holds: dates typed dd/MM/yyyy become ISO dates (one
 * left as shown keeps its stored value, time included). Throws the field's message for a date
 * that is not one.
 */
export function argsFromForm(
  args: Readonly<Record<string, unknown>>,
  fields: readonly EditableField[],
  typed: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...args };
  for (const field of fields) {
    const text = typed[field.name] ?? field.value;
    if (field.kind === 'text') {
      next[field.name] = text;
      continue;
    }
    if (text === field.value) continue;
    const iso = parseTypedDate(text);
    if (!iso) throw new Error(syncStrings.get().dateInvalid(field.label));
    next[field.name] = iso;
  }
  return next;
}

/** Ids and references: changing one by hand would point the change at another row. */
const isReference = (name: string) => name === 'id' || name.endsWith('Id') || name.endsWith('Ids');

/**
 * The fields of a refused change a user may correct by hand: its top-level text arguments,
 * without ids and references. Other arguments are kept as they are when it is amended.
 */
export function editableFields(args: Readonly<Record<string, unknown>> | null): EditableField[] {
  if (!args) return [];
  const s = syncStrings.get();
  return Object.entries(args)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .filter(([name]) => !isReference(name))
    .map(([name, value]) =>
      isDateField(name)
        ? {
            name,
            label: s.fieldLabels[name] ?? name,
            value: showDate(value),
            kind: 'date' as const,
          }
        : { name, label: s.fieldLabels[name] ?? name, value, kind: 'text' as const },
    );
}
