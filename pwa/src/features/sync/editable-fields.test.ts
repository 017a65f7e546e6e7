import { describe, expect, it } from 'vitest';
import { argsFromForm, editableFields, parseTypedDate, showDate } from './editable-fields';
import { syncStrings } from './strings';

const s = syncStrings.get();

describe('editableFields', () => {
  it('offers the text arguments with Vietnamese names, never ids, references or other values', () => {
    const fields = editableFields({
      id: '0195e7a0-0000-7000-8000-000000000001',
      apartmentId: '0195e7a0-0000-7000-8000-000000000002',
      firstName: 'Hương',
      lastName: 'Lê Thị',
      email: 'huong@chungcu.vn',
      occupation: null,
      floor: 4,
      isPrimary: true,
      customNote: 'x',
    });
    expect(fields).toEqual([
      { name: 'firstName', label: s.fieldLabels.firstName, value: 'Hương', kind: 'text' },
      { name: 'lastName', label: s.fieldLabels.lastName, value: 'Lê Thị', kind: 'text' },
      { name: 'email', label: 'Email', value: 'huong@chungcu.vn', kind: 'text' },
      { name: 'customNote', label: 'customNote', value: 'x', kind: 'text' },
    ]);
  });

  it('offers nothing for a first-version entry or a change by id alone', () => {
    expect(editableFields(null)).toEqual([]);
    expect(editableFields({ id: '0195e7a0-0000-7000-8000-000000000001' })).toEqual([]);
  });

  it('shows dates dd/MM/yyyy and sends what is typed that way as an ISO date', () => {
    const args = {
      id: '0195e7a0-0000-7000-8000-000000000001',
      dateOfBirth: '1990-05-17',
      moveInDate: '2025-03-01T08:30:00.000Z',
      firstName: 'Hương',
    };
    const fields = editableFields(args);
    expect(fields.filter((f) => f.kind === 'date')).toEqual([
      { name: 'dateOfBirth', label: s.fieldLabels.dateOfBirth, value: '17/05/1990', kind: 'date' },
      { name: 'moveInDate', label: s.fieldLabels.moveInDate, value: '01/03/2025', kind: 'date' },
    ]);
    // Untouched dates keep their stored value (time included); a typed one becomes ISO.
    expect(argsFromForm(args, fields, { dateOfBirth: '7/6/1991' })).toEqual({
      ...args,
      dateOfBirth: '1991-06-07',
    });
    expect(() => argsFromForm(args, fields, { dateOfBirth: '31/02/1991' })).toThrow(
      s.dateInvalid(s.fieldLabels.dateOfBirth ?? ''),
    );
  });

  it('reads only real days typed day first', () => {
    expect(parseTypedDate('29/02/2024')).toBe('2024-02-29');
    expect(parseTypedDate('29/02/2023')).toBeNull();
    expect(parseTypedDate('2024-02-01')).toBeNull();
    expect(parseTypedDate('01.12.2025')).toBe('2025-12-01');
    expect(showDate('not a date')).toBe('not a date');
  });
});
