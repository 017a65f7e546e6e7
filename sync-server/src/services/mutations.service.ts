import {
  findUnstorableText,
  firstIssueMessage,
  messages,
  toIssues,
  type ApiError,
  type PushRequest,
  type PushResult,
} from '@chungcu/contracts';
import { MutationError, mayRun } from '@chungcu/mutations';
import type { Db } from '../db/database';
import { type MutationRequest, runMutation } from '../sync/mutation';
import { serverTx } from '../sync/server-tx';
import type { Actor } from './actor';
import { ApiFailure, forbidden, unstorableTextFailure, validationFailure } from './errors';
import type { JobArgs, JobName } from './job-mutators';
import {
  type ServerMutationArgs,
  type ServerMutationName,
  type ServerMutationResult,
  type ServerMutations,
  argsSchemaOf,
  accessOf,
  isCallableMutation,
  serverMutationsFor,
} from './server-mutators';

/** The request method of a job's write: what lets it name a job's mutation. */
const JOB = 'JOB';

const statusOf: Record<MutationError['code'], number> = {
  validation: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** A rule's refusal as the answer the client gets. */
function asApiFailure(error: unknown): unknown {
  return error instanceof MutationError
    ? new ApiFailure(statusOf[error.code], error.code, error.message)
    : error;
}

/** What a REST adapter makes of a mutation's result: the status and body it answers. */
export type Answer<R> = (result: R) => { status: number; body: unknown };

/**
 * Runs named mutations on the server: the caller's role is checked, then the arguments are
 * parsed with the contracts schema, then the mutation runs inside one write transaction with
 * versions, audit and the stored result under its id (rules S1–S6), with what the server adds to
 * it by name in the same transaction (`server-mutators.ts`: notifications, S25; sends, S27).
 * Every write of the product goes through here, from `POST /api/sync/push` or a REST route.
 */
export function createMutationsService(
  db: Db,
  mutations: ServerMutations = serverMutationsFor(db),
) {
  async function run<N extends ServerMutationName>(
    request: MutationRequest,
    name: N,
    rawArgs: unknown,
    answer: Answer<ServerMutationResult<N>>,
  ) {
    if (!isCallableMutation(name, request.method === JOB)) {
      throw validationFailure(messages.sync.mutationUnknown(name));
    }
    // Who may run it at all, before its arguments are read (S37).
    const access = accessOf(name);
    if (access && !mayRun(access, request.actor.role)) throw forbidden();
    // A pushed batch skips the body parser's check: each mutation's arguments are checked here.
    const unstorable = findUnstorableText(rawArgs);
    if (unstorable) throw unstorableTextFailure(unstorable);
    const parsed = argsSchemaOf(name).safeParse(rawArgs ?? {});
    if (!parsed.success) {
      throw validationFailure(firstIssueMessage(parsed.error), toIssues(parsed.error));
    }
    try {
      return await runMutation(db, request, async (ctx) =>
        answer(await mutations.run(name, ctx, serverTx(ctx), parsed.data as ServerMutationArgs<N>)),
      );
    } catch (error) {
      throw asApiFailure(error);
    }
  }

  /** One pushed mutation's outcome; an infrastructure failure is raised for the batch to stop. */
  async function pushOne(actor: Actor, mutation: PushRequest['mutations'][number]) {
    const request: MutationRequest = {
      actor,
      idempotencyKey: mutation.id,
      // The key's scope (rule S3): the same id with another name or arguments is a mismatch.
      method: 'PUSH',
      path: mutation.name,
      body: mutation.args ?? null,
      deviceTime: mutation.createdAt,
    };
    try {
      const outcome = await run(
        request,
        // Checked by `run`: a name the server does not know is refused there.
        mutation.name as ServerMutationName,
        mutation.args,
        (result: unknown) => {
          const overwritten = (result as { overwritten?: unknown } | undefined)?.overwritten;
          return { status: 200, body: overwritten ? { overwritten } : {} };
        },
      );
      return { id: mutation.id, ok: true, ...(outcome.body as object) } as PushResult;
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const refusal: Pick<ApiError, 'code' | 'message'> = {
        code: error.code,
        message: error.message,
      };
      return { id: mutation.id, ok: false, error: refusal } as PushResult;
    }
  }

  /**
   * A background job's write (sending a due announcement, a deadline's alert) as `actor`, whom
   * the audit names: the same run as every write, under a request no caller can make.
   */
  async function runJob<N extends JobName>(actor: Actor, name: N, args: JobArgs<N>) {
    const request: MutationRequest = { actor, method: JOB, path: `${name}/${args.id}`, body: null };
    const { body } = await run(request, name, args, (result) => ({ status: 200, body: result }));
    return body as ServerMutationResult<N>;
  }

  return {
    run,
    runJob,

    /**
     * Runs a device's batch in its order, each mutation once by its id (a replay answers the
     * stored result). A refused one is reported and the rest go on (rule S16). When the database
     * itself fails, the batch stops there: the results so far are answered and the device sends
     * the rest again, with the failed one counted towards being parked.
     */
    async push(actor: Actor, body: PushRequest): Promise<{ results: PushResult[] }> {
      const results: PushResult[] = [];
      for (const mutation of body.mutations) {
        try {
          results.push(await pushOne(actor, mutation));
        } catch (error) {
          console.error(`push ${mutation.name} ${mutation.id}`, error);
          results.push({
            id: mutation.id,
            ok: false,
            error: { code: 'internal', message: messages.sync.serverFailed },
          });
          break;
        }
      }
      return { results };
    },
  };
}
export type MutationsService = ReturnType<typeof createMutationsService>;
