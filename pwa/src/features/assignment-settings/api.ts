import {
  type Assignees,
  type AssignmentRulesPut,
  type Block,
  type Complex,
  assigneesSchema,
  blockSchema,
  complexSchema,
} from '@chungcu/contracts';
import { HttpError, http } from '../../data';
import { assignmentStrings } from './strings';

/**
 * The settings calls (rule S28): online only and never queued, like the company screen's. They
 * name accounts the server checks; the answer is parsed and shown until the next pull brings it.
 */
export type Request = typeof http;

const complexPath = (id: string) => `/api/complexes/${encodeURIComponent(id)}`;

export const fetchAssignees = async (complexId: string, request: Request = http) =>
  assigneesSchema.parse((await request('GET', `${complexPath(complexId)}/assignees`)).body);

export const putRules = async (
  complexId: string,
  body: AssignmentRulesPut,
  request: Request = http,
): Promise<Complex> =>
  complexSchema.parse(
    (await request('PUT', `${complexPath(complexId)}/assignment-rules`, { body })).body,
  );

export const putOnDuty = async (
  blockId: string,
  userId: string | null,
  request: Request = http,
): Promise<Block> =>
  blockSchema.parse(
    (
      await request('PUT', `/api/blocks/${encodeURIComponent(blockId)}/on-duty`, {
        body: { userId },
      })
    ).body,
  );

export type { Assignees };

/** The server's own message when it sent one, else a general one. */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  return assignmentStrings.get().networkError;
}
