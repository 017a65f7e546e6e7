import type { MockUser } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { demoAccountLabel } from './demo-account-label';

const account = (fields: Partial<MockUser>): MockUser => ({
  id: 'u-1',
  email: 'u@chungcu.demo',
  firstName: 'Hùng',
  lastName: 'Lê Văn',
  role: 'staff',
  jobTitle: null,
  complexes: [],
  block: null,
  ...fields,
});

describe('demoAccountLabel', () => {
  it('names each role, a staff member by their job, and where each works or lives', () => {
    const times = ['Chung cư Times City'];
    expect(demoAccountLabel(account({ role: 'admin', jobTitle: 'Trưởng ban quản lý' }))).toBe(
      'Quản trị viên · Mọi chung cư',
    );
    expect(demoAccountLabel(account({ role: 'manager', complexes: times }))).toBe(
      'Quản lý chung cư · Chung cư Times City',
    );
    expect(demoAccountLabel(account({ jobTitle: 'Kỹ thuật viên', complexes: times }))).toBe(
      'Kỹ thuật viên · Chung cư Times City',
    );
    expect(demoAccountLabel(account({ complexes: ['A', 'B'] }))).toBe('Nhân viên · A, B');
    expect(demoAccountLabel(account({ role: 'resident', complexes: times, block: 'B' }))).toBe(
      'Cư dân · Chung cư Times City · Tòa B',
    );
  });

  it('says so when staff serve no complex, and names no place for a resident without a home', () => {
    expect(demoAccountLabel(account({ jobTitle: 'Nhân viên bảo vệ' }))).toBe(
      'Nhân viên bảo vệ · Chưa được giao chung cư nào',
    );
    expect(demoAccountLabel(account({ role: 'resident' }))).toBe('Cư dân');
  });
});
