import type { z } from 'zod';
import {
  type Inquiry,
  type InquiryProgress,
  inspectionItemIdSchema,
  type MutationName,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import type { Answer } from '../../services/mutations.service';
import type { ServerMutationResult } from '../../services/server-mutators';
import { notFound } from '../../services/errors';
import { parseId } from '../http';

/** A path parameter's parser: a malformed value is a row that does not exist (404). */
export type ParamParser = (value: unknown) => string;

export const idOf =
  (message: string): ParamParser =>
  (value) =>
    parseId(value, message);

/** A checklist item's id in a path. */
export const itemOf: ParamParser = (value) => {
  const item = inspectionItemIdSchema.safeParse(value);
  if (!item.success) throw notFound(messages.inspection.itemNotFound);
  return item.data;
};

/**
 * One REST write: its path's ids, its body's schema, the mutation it runs with the arguments
 * made of both, and the answer. Who may call it at all is its mutation's (`accessOf`, S37); finer
 * rules (whose row, which complex) are the mutation's too.
 */
export interface RestWrite<N extends MutationName, S extends z.ZodType> {
  method: 'post' | 'patch' | 'put' | 'delete';
  path: string;
  params?: Record<string, ParamParser>;
  /** Checked even when the mutation takes nothing of it (an unknown field is 400). */
  body?: S;
  mutation: N;
  args: (body: z.output<S>, ids: Record<string, string>) => object;
  answer: Answer<ServerMutationResult<N>>;
}

/** One entry of the table, its body's type read from its schema. */
export const write = <N extends MutationName, S extends z.ZodType = z.ZodType>(
  entry: RestWrite<N, S>,
) => entry;

/** A create's id: the one the client made (a replay then makes no second row), else a new one. */
export const withId = <B extends { id?: string }>(body: B) => ({
  ...body,
  id: body.id ?? uuidv7(),
});

/** init-progress's answer: 201 with the new steps, 200 with the existing ones (nothing written). */
export const progressAnswer = (result: { created: boolean; progressSteps: InquiryProgress[] }) => ({
  status: result.created ? 201 : 200,
  body: { progressSteps: result.progressSteps },
});

/** A finding's request: 201 when made now, 200 with the one made before (nothing written). */
export const findingAnswer = (result: { created: boolean; inquiry: Inquiry }) => ({
  status: result.created ? 201 : 200,
  body: result.inquiry,
});
