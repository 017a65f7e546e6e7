import { syncStrings as s } from './strings';

export interface EditableField {
  name: string;
  label: string;
  value: string;
}

/** Ids and references: changing one by hand would point the change at another row. */
const isReference = (name: string) => name === 'id' || name.endsWith('Id') || name.endsWith('Ids');

/**
 * The fields of a refused change a user may correct by hand: its top-level text arguments,
 * without ids and references. Other arguments are kept as they are when it is amended.
 */
export function editableFields(args: Readonly<Record<string, unknown>> | null): EditableField[] {
  if (!args) return [];
  return Object.entries(args)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .filter(([name]) => !isReference(name))
    .map(([name, value]) => ({ name, label: s.fieldLabels[name] ?? name, value }));
}
