import { describe, expect, it } from 'vitest';
import { diffResident } from './patch';

const current = {
  id: 'r1',
  firstName: 'An',
  lastName: 'Nguyễn Văn',
  email: 'an@chungcu.vn',
  phone: '+84901234567',
  occupation: null,
  notes: 'Tầng 4',
  status: 'active',
};

describe('diffResident', () => {
  it('keeps only the fields whose value changed', () => {
    const edited = {
      firstName: 'An',
      lastName: 'Nguyễn Văn',
      email: 'an.nguyen@chungcu.vn',
      phone: '+84901234567',
      status: 'inactive' as const,
    };
    expect(diffResident(current, edited)).toEqual({
      email: 'an.nguyen@chungcu.vn',
      status: 'inactive',
    });
  });

  it('treats null and absent as the same, but clearing a value is a change', () => {
    expect(diffResident(current, { occupation: null })).toEqual({});
    expect(diffResident(current, { notes: null })).toEqual({ notes: null });
    expect(diffResident(current, { occupation: 'Kỹ sư' })).toEqual({ occupation: 'Kỹ sư' });
  });

  it('ignores fields the edit does not carry', () => {
    expect(diffResident(current, { firstName: undefined })).toEqual({});
  });
});
