import { describe, expect, it } from 'vitest';
import { editableFields } from './editable-fields';

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
      { name: 'firstName', label: 'Tên', value: 'Hương' },
      { name: 'lastName', label: 'Họ', value: 'Lê Thị' },
      { name: 'email', label: 'Email', value: 'huong@chungcu.vn' },
      { name: 'customNote', label: 'customNote', value: 'x' },
    ]);
  });

  it('offers nothing for a first-version entry or a change by id alone', () => {
    expect(editableFields(null)).toEqual([]);
    expect(editableFields({ id: '0195e7a0-0000-7000-8000-000000000001' })).toEqual([]);
  });
});
