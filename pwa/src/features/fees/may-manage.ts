import { isManagingRole } from '@chungcu/contracts';
import { useCurrentUser } from '../../data';

/**
 * Whether the signed-in user runs the office's money (rule S37): fees and tariffs, the accounts
 * residents pay into, a month's notices, a unit's charges, voiding a receipt. Staff see them and
 * record payments; the rule refuses them the rest, so their screens offer nothing that would fail.
 */
export function useMayManageMoney(): boolean {
  const role = useCurrentUser()?.role;
  return role !== undefined && isManagingRole(role);
}
