import type { Role } from './enums';

// Apart from the role enum (zod) so the login route can tell staff from residents without zod.

/** Staff of the company, whatever their reach: everyone but residents. */
export const isStaffRole = (role: Role): boolean => role !== 'resident';
/** Roles whose reach is the complexes they are assigned to. */
export const isComplexRole = (role: Role): boolean => role === 'manager' || role === 'staff';
/**
 * Who runs a complex's office: the company administrator and the complex's managers. Its
 * settings (automatic assignment, fees and tariffs, the accounts residents pay into) and the
 * month's money (periods, a unit's charges, voiding a receipt) are theirs; staff record and
 * match payments.
 */
export const managingRoles: readonly Role[] = ['admin', 'manager'];
export const isManagingRole = (role: Role): boolean => managingRoles.includes(role);
