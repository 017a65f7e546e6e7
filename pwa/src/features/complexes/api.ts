import type {
  AccountsList,
  Complex,
  ComplexCreate,
  ComplexPatch,
  StaffAssignments,
  StaffComplexes,
} from '@chungcu/contracts';
import { HttpError, http } from '../../data';
import { complexStrings as s } from './strings';

/**
 * The company screen's calls are the company administrator's, online only and never queued (like
 * the accounts screen): they change who may see what, which the server decides at once.
 */
export type Request = typeof http;

export const fetchComplexes = async (request: Request = http) =>
  (await request<Complex[]>('GET', '/api/complexes')).body;

export const createComplex = async (body: ComplexCreate, request: Request = http) =>
  (await request<Complex>('POST', '/api/complexes', { body })).body;

export const updateComplex = async (id: string, body: ComplexPatch, request: Request = http) =>
  (await request<Complex>('PATCH', `/api/complexes/${encodeURIComponent(id)}`, { body })).body;

export const fetchStaffAssignments = async (request: Request = http) =>
  (await request<StaffAssignments>('GET', '/api/complexes/staff')).body;

export const fetchAccounts = async (request: Request = http) =>
  (await request<AccountsList>('GET', '/api/accounts')).body.users;

export const assignComplexes = async (
  userId: string,
  complexIds: readonly string[],
  request: Request = http,
) =>
  (
    await request<StaffComplexes & { userId: string }>(
      'PUT',
      `/api/accounts/${encodeURIComponent(userId)}/complexes`,
      { body: { complexIds } },
    )
  ).body;

/** The server's own message when it sent one, else a general one. */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  return s.networkError;
}
