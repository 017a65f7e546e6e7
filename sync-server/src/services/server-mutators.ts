import {
  type MutationArgs,
  type ServerOnlyName,
  mutationArgs,
  serverOnlyMutations,
} from '@chungcu/contracts';
import {
  type MutationAccess,
  type MutationResult,
  type MutationTx,
  type RegisteredName,
  findMutator,
  isDue,
} from '@chungcu/mutations';
import { type ComplexesRepo, createComplexesRepo } from '../db/complexes.repo';
import type { Db } from '../db/database';
import { type UsersRepo, createUsersRepo } from '../db/users.repo';
import type { MutationContext } from '../sync/mutation';
import { sendAnnouncement } from './announcement-send';
import { inquiryIn, noticeInquiryMessage, noticeInquiryWritten } from './inquiry-notices';
import { numberingTx } from './people-numbers';
import {
  type JobArgs,
  type JobMutators,
  type JobName,
  isJobMutation,
  jobMutationArgs,
  jobMutators,
} from './job-mutators';
import { type OfficeMutators, officeAccess, officeMutators } from './office-mutators';

/** One server run of a named mutation: its transaction, the rule's tx over it, its arguments. */
export interface ServerRun<N extends RegisteredName> {
  ctx: MutationContext;
  tx: MutationTx;
  args: MutationArgs<N>;
}

/**
 * What the server adds to a shared rule, by the mutation's name: it runs the rule (`shared`)
 * and does, in the same transaction, what only the server knows or may do (who is notified, who
 * lives in the units now); work that must wait for the commit (web push) it leaves to
 * `ctx.afterCommit`. Answers the result as the caller sees it. A device runs the rule alone, and
 * what the server added reaches it by the next pull.
 */
type ServerAddition<N extends RegisteredName> = (
  run: ServerRun<N>,
  /** The rule, over the run's tx or over `over` (the run's tx with more done on its writes). */
  shared: (over?: MutationTx) => Promise<MutationResult<N>>,
) => Promise<MutationResult<N>>;

/** The request `idOf` names, read before and after the rule, and the notices its change makes. */
const noticingInquiry =
  <N extends RegisteredName>(idOf: (args: MutationArgs<N>) => string): ServerAddition<N> =>
  ({ ctx, tx, args }, shared) =>
    around(shared, async () => {
      const id = idOf(args);
      const before = await inquiryIn(tx, id);
      return () => inquiryIn(tx, id).then((after) => noticeInquiryWritten(ctx, before, after));
    });

/**
 * `addition` over the rule run on `numberingTx`: a request the rule makes is stored with its
 * number (S32), before the addition's step after it reads the row (a new request's notice names
 * its number).
 */
const numbering =
  <N extends RegisteredName>(addition: ServerAddition<N>): ServerAddition<N> =>
  (run, shared) =>
    addition(run, () => shared(numberingTx(run.ctx, run.tx)));

/** Runs `shared` between what `prepare` reads before it and the step `prepare` answers for after. */
async function around<R>(
  shared: () => Promise<R>,
  prepare: () => Promise<() => Promise<void>>,
): Promise<R> {
  const after = await prepare();
  const result = await shared();
  await after();
  return result;
}

const serverAdditions: { [N in RegisteredName]?: ServerAddition<N> } = {
  // Every mutation that makes a request numbers it (S32); every one that makes a request or
  // moves its status tells people (rule S25).
  createInquiry: numbering(noticingInquiry((args) => args.id)),
  createFindingInquiry: numbering(noticingInquiry((args) => args.id)),
  updateInquiry: noticingInquiry((args) => args.id),
  // A receipt staff recorded gets its official number as it reaches the server (S34).
  recordPayment: (run, shared) => shared(numberingTx(run.ctx, run.tx)),
  updateStep: noticingInquiry((args) => args.inquiryId),
  confirmInquiry: noticingInquiry((args) => args.id),
  returnInquiry: noticingInquiry((args) => args.id),
  /** A message on a request tells the other side of its conversation (rule S25). */
  postInquiryMessage: async ({ ctx, tx, args }, shared) => {
    const message = await shared();
    const inquiry = await inquiryIn(tx, args.inquiryId);
    if (inquiry) await noticeInquiryMessage(ctx, inquiry, message);
    return message;
  },
  /** An announcement due now goes out in the write that makes it (its recipients fixed, S27). */
  createAnnouncement: async ({ ctx }, shared) => {
    const announcement = await shared();
    if (!isDue(announcement, ctx.now.toISOString())) return announcement;
    return (await sendAnnouncement(ctx, announcement.id)) ?? announcement;
  },
};

/** Every mutation the server runs: the shared ones, the server's own and its jobs'. */
export type ServerMutationName = RegisteredName | ServerOnlyName | JobName;

/** A mutation's parsed arguments on the server. */
export type ServerMutationArgs<N extends ServerMutationName> = N extends JobName
  ? JobArgs<N>
  : N extends RegisteredName | ServerOnlyName
    ? MutationArgs<N>
    : never;

/** What a mutation answers on the server. */
export type ServerMutationResult<N extends ServerMutationName> = N extends RegisteredName
  ? MutationResult<N>
  : N extends ServerOnlyName
    ? Awaited<ReturnType<OfficeMutators[N]>>
    : N extends JobName
      ? Awaited<ReturnType<JobMutators[N]>>
      : never;

/** The schema a mutation's arguments are parsed with (a job's are the server's own). */
export const argsSchemaOf = (name: ServerMutationName) =>
  isJobMutation(name) ? jobMutationArgs[name] : mutationArgs[name];

const SERVER_ONLY: readonly string[] = serverOnlyMutations;
const isServerOnly = (name: string): name is ServerOnlyName => SERVER_ONLY.includes(name);

/**
 * Who may run a mutation a caller names (asked before its arguments, S37): a shared one's is
 * declared with its rule, the server's own in `officeAccess`; a job's is no caller's (null).
 */
export function accessOf(name: ServerMutationName): MutationAccess | null {
  if (isJobMutation(name)) return null;
  if (isServerOnly(name)) return officeAccess[name];
  return findMutator(name)?.access ?? null;
}

/**
 * Whether a caller may name this mutation: a job's request any the server runs, anyone else the
 * shared ones and the server's own, never a job's (a device may send any string).
 */
export const isCallableMutation = (name: string, byJob: boolean): name is ServerMutationName =>
  isJobMutation(name) ? byJob : SERVER_ONLY.includes(name) || findMutator(name) !== undefined;

/**
 * The server's runner of named mutations, with what it needs of accounts and complexes. Every
 * server path runs mutations through its `run` (push, REST, imports): the shared rule with what
 * the server adds to it by name, or one of the server's own (`office-mutators.ts`), inside the
 * write of `ctx` over `tx`.
 */
export function createServerMutations(deps: { complexes: ComplexesRepo; users: UsersRepo }) {
  const office = officeMutators(deps.complexes, deps.users);

  /**
   * The runs by name, untyped: `args` were parsed with `mutationArgs[name]` by the caller, so each
   * implementation gets its own arguments; `run` below restores the types once.
   */
  type AnyRun = (run: { ctx: MutationContext; tx: MutationTx; args: never }) => Promise<unknown>;
  type AnyAddition = (
    run: ServerRun<never>,
    shared: (over?: MutationTx) => Promise<unknown>,
  ) => Promise<unknown>;
  function runByName(name: ServerMutationName, ctx: MutationContext, tx: MutationTx, args: never) {
    if (isJobMutation(name)) return (jobMutators[name] as AnyRun)({ ctx, tx, args });
    if (isServerOnly(name)) return (office[name] as AnyRun)({ ctx, tx, args });
    const mutator = findMutator(name);
    if (!mutator) throw new Error(`No mutation ${name}`);
    const shared = (over: MutationTx = tx) => mutator.run(over, args);
    const addition = serverAdditions[name] as AnyAddition | undefined;
    return addition ? addition({ ctx, tx, args }, shared) : shared();
  }

  return {
    async run<N extends ServerMutationName>(
      name: N,
      ctx: MutationContext,
      tx: MutationTx,
      args: ServerMutationArgs<N>,
    ): Promise<ServerMutationResult<N>> {
      return (await runByName(name, ctx, tx, args as never)) as ServerMutationResult<N>;
    },
  };
}
export type ServerMutations = ReturnType<typeof createServerMutations>;

/** The runner over `db`'s own repos (benches and tests build services one at a time). */
export const serverMutationsFor = (db: Db): ServerMutations =>
  createServerMutations({ complexes: createComplexesRepo(db), users: createUsersRepo(db) });
