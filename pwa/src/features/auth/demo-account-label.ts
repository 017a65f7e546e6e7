import type { MockUser } from '@chungcu/contracts';
import { type StringsOf, enumStrings } from '../../lib/i18n';
import { authStrings } from './strings';

type AuthStrings = StringsOf<typeof authStrings>;

/**
 * What the quick login says of a demo account: its role, or a staff member's job, and where it
 * works or lives ('Kỹ thuật viên · Chung cư Times City', 'Cư dân · Chung cư Times City · Tòa A'),
 * so each role can be tried knowing whose view it gives.
 */
export function demoAccountLabel(
  user: MockUser,
  s: AuthStrings = authStrings.get(),
  roles: Record<MockUser['role'], string> = enumStrings.get().roles,
): string {
  const role = user.role === 'staff' && user.jobTitle ? user.jobTitle : roles[user.role];
  switch (user.role) {
    case 'admin':
      return [role, s.quickLoginEvery].join(' · ');
    case 'manager':
    case 'staff':
      return [role, user.complexes.join(', ') || s.quickLoginNoComplex].join(' · ');
    case 'resident':
      return [
        role,
        ...user.complexes.slice(0, 1),
        ...(user.block ? [s.quickLoginBlock(user.block)] : []),
      ].join(' · ');
  }
}
