import {
  type ImportKind,
  type ImportMapping,
  genders,
  headerKeyOf,
  sheetWords,
} from '@chungcu/contracts';

/**
 * A sheet's cells as the fields a mutation takes: words the office writes ("Còn trống", "Nữ",
 * "Nước (m³)") as the values the schemas know, numbers and dates in their wire form. Anything
 * not understood is passed on as written, so the schema refuses it with the form's own message.
 * An empty cell is absent: a new row takes the default, an existing one keeps its value.
 */
export type RowFields = Record<string, unknown>;

/** A value's sheet word and the value itself, folded like headers, plus `aliases`. */
const wordsOf = (labels: Record<string, string>, aliases: Record<string, string>) => ({
  ...Object.fromEntries(
    Object.entries(labels).flatMap(([value, word]) => [
      [headerKeyOf(word), value],
      [headerKeyOf(value), value],
    ]),
  ),
  ...aliases,
});

/** Words for enum values, folded like headers (`headerKeyOf`): the exports' own, and shorter. */
const words: Record<string, Record<string, string>> = {
  unitStatus: wordsOf(sheetWords.unitStatus, { trong: 'available', baotri: 'maintenance' }),
  residentStatus: wordsOf(sheetWords.residentStatus, { hoatdong: 'active' }),
  gender: wordsOf(genders.labels, {}),
};

const wordOf = (table: string, text: string) => words[table]?.[headerKeyOf(text)] ?? text;

/** "8.500.000", "8 500 000 đ", "8,500,000" → "8500000"; "70,5" → "70.5". */
function numberText(text: string): string {
  const bare = text.replace(/\s|đ|vnd|vnđ/gi, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(bare) && !/^\d{1,3}[.,]\d{3}$/.test(bare)) {
    return bare.replace(/[.,]/g, '');
  }
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(bare)) return bare.replace(/\./g, '').replace(',', '.');
  return bare.replace(/^(\d+),(\d+)$/, '$1.$2');
}

/** A number when the text is one, else the text (the schema then says why it is not). */
function numberOf(text: string): number | string {
  const clean = numberText(text);
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : text;
}

/** "15/03/1985", "15-03-1985", "1985-03-15" (an Excel date cell reads as this) → "1985-03-15". */
function dateOf(text: string): string {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) {
    const [, d, m, y] = dmy;
    return `${y}-${(m as string).padStart(2, '0')}-${(d as string).padStart(2, '0')}`;
  }
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text;
}

/** "2026-11", "11/2026", "2026-11-01" (a date cell) → "2026-11". */
function periodOf(text: string): string {
  const my = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (my) return `${my[2]}-${(my[1] as string).padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text.slice(0, 7) : text;
}

/** "Nước (m³)" as the meter export writes it, "nuoc", "water" → 'water'. */
function meterKindOf(text: string): string {
  const key = headerKeyOf(text);
  if (key.startsWith('nuoc') || key.startsWith('water')) return 'water';
  if (key.startsWith('dien') || key.startsWith('electric')) return 'electricity';
  return text;
}

/** "Trần Quang Minh": family and middle names first, the given name last (`fullName`). */
function splitName(text: string): { lastName: string; firstName: string } {
  const parts = text.split(/\s+/).filter(Boolean);
  const firstName = parts.pop() ?? '';
  return { lastName: parts.join(' '), firstName };
}

const converters: Record<ImportKind, Record<string, (text: string) => unknown>> = {
  units: {
    floor: numberOf,
    bedrooms: numberOf,
    bathrooms: numberOf,
    squareFootage: numberOf,
    monthlyRent: numberText,
    status: (text) => wordOf('unitStatus', text),
  },
  residents: {
    gender: (text) => wordOf('gender', text),
    status: (text) => wordOf('residentStatus', text),
    dateOfBirth: dateOf,
    moveInDate: dateOf,
  },
  meters: { kind: meterKindOf, period: periodOf, value: numberOf, readAt: dateOf },
};

/** The fields one data row gives, by the sheet's mapping. */
export function rowFields(kind: ImportKind, mapping: ImportMapping[], cells: string[]): RowFields {
  const fields: RowFields = {};
  for (const { column, field } of mapping) {
    const text = cells[column] ?? '';
    if (field === null || text === '') continue;
    const convert = converters[kind][field];
    fields[field] = convert ? convert(text) : text;
  }
  if (kind === 'residents' && typeof fields.fullName === 'string') {
    const name = splitName(fields.fullName);
    fields.lastName ??= name.lastName || undefined;
    fields.firstName ??= name.firstName || undefined;
  }
  delete fields.fullName;
  return fields;
}
