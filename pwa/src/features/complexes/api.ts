import type {
  AccountsList,
  Block,
  BlockCreate,
  BlockPatch,
  Complex,
  ComplexCreate,
  ComplexPatch,
  StaffAssignments,
  StaffComplexes,
} from '@chungcu/contracts';
import { HttpError, http } from '../../data';
import { complexStrings } from './strings';

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

export const fetchBlocks = async (request: Request = http) =>
  (await request<Block[]>('GET', '/api/blocks')).body;

export const createBlock = async (complexId: string, body: BlockCreate, request: Request = http) =>
  (
    await request<Block>('POST', `/api/complexes/${encodeURIComponent(complexId)}/blocks`, {
      body,
    })
  ).body;

/** A new name for a block: the server renames its units in the same write. */
export const renameBlock = async (id: string, body: BlockPatch, request: Request = http) =>
  (await request<Block>('PATCH', `/api/blocks/${encodeURIComponent(id)}`, { body })).body;

/** Refused (409, with the server's message) while units are in the block. */
export const deleteBlock = async (id: string, request: Request = http) => {
  await request<null>('DELETE', `/api/blocks/${encodeURIComponent(id)}`);
};

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
  return complexStrings.get().networkError;
}
