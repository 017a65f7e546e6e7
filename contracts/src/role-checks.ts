import type { Role } from './enums';

// Apart from the role enum (zod) so the login route can tell staff from residents without zod.

/** Staff of the company, whatever their reach: everyone but residents. */
export const isStaffRole = (role: Role): boolean => role !== 'resident';
/** Roles whose reach is the complexes they are assigned to. */
export const isComplexRole = (role: Role): boolean => role === 'manager' || role === 'staff';
