import type { MockUser } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenLocale, translationsLoading } from '../../lib/i18n/test-support';
import { demoAccountLabel } from './demo-account-label';
import { enumStrings } from '../../lib/i18n';
import { authStrings } from './strings';

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

afterEach(() => chosenLocale.set('vi'));

describe('demoAccountLabel', () => {
  it('names each role, a staff member by their job, and where each works or lives', () => {
    const s = authStrings.get();
    const { roles } = enumStrings.get();
    const times = ['Chung cư Times City'];
    expect(demoAccountLabel(account({ role: 'admin', jobTitle: 'Trưởng ban quản lý' }))).toBe(
      `${roles.admin} · ${s.quickLoginEvery}`,
    );
    expect(demoAccountLabel(account({ role: 'manager', complexes: times }))).toBe(
      `${roles.manager} · Chung cư Times City`,
    );
    expect(demoAccountLabel(account({ jobTitle: 'Kỹ thuật viên', complexes: times }))).toBe(
      'Kỹ thuật viên · Chung cư Times City',
    );
    expect(demoAccountLabel(account({ complexes: ['A', 'B'] }))).toBe(`${roles.staff} · A, B`);
    expect(demoAccountLabel(account({ role: 'resident', complexes: times, block: 'B' }))).toBe(
      `${roles.resident} · Chung cư Times City · ${s.quickLoginBlock('B')}`,
    );
  });

  it('says so when staff serve no complex, and names no place for a resident without a home', () => {
    const s = authStrings.get();
    const { roles } = enumStrings.get();
    expect(demoAccountLabel(account({ jobTitle: 'Nhân viên bảo vệ' }))).toBe(
      `Nhân viên bảo vệ · ${s.quickLoginNoComplex}`,
    );
    expect(demoAccountLabel(account({ role: 'resident' }))).toBe(roles.resident);
  });

  it('speaks Vietnamese by default and English once chosen', async () => {
    expect(demoAccountLabel(account({ role: 'admin' }))).toBe('Quản trị viên · Mọi chung cư');
    chosenLocale.set('en');
    await translationsLoading();
    expect(demoAccountLabel(account({ role: 'admin' }))).toBe('Administrator · Every complex');
    expect(
      demoAccountLabel(account({ role: 'resident', complexes: ['Times City'], block: 'A' })),
    ).toBe('Resident · Times City · Block A');
  });
});
