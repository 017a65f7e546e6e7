import type { MutationArgs } from '@chungcu/contracts';
import {
  type MutationResult,
  type MutationTx,
  type RegisteredName,
  findMutator,
  isDue,
} from '@chungcu/mutations';
import type { MutationContext } from '../sync/mutation';
import { sendAnnouncement } from './announcement-send';
import { inquiryIn, noticeInquiryWritten } from './inquiry-notices';

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
  shared: () => Promise<MutationResult<N>>,
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
  // Every mutation that makes a request or moves its status (rule S25).
  createInquiry: noticingInquiry((args) => args.id),
  createFindingInquiry: noticingInquiry((args) => args.id),
  updateInquiry: noticingInquiry((args) => args.id),
  updateStep: noticingInquiry((args) => args.inquiryId),
  confirmInquiry: noticingInquiry((args) => args.id),
  returnInquiry: noticingInquiry((args) => args.id),
  /** An announcement due now goes out in the write that makes it (its recipients fixed, S27). */
  createAnnouncement: async ({ ctx }, shared) => {
    const announcement = await shared();
    if (!isDue(announcement, ctx.now.toISOString())) return announcement;
    return (await sendAnnouncement(ctx, announcement.id)) ?? announcement;
  },
};

/** The mutations the server adds to, by name (the test that every inquiry writer notices). */
export const serverAddedNames: readonly RegisteredName[] = Object.keys(
  serverAdditions,
) as RegisteredName[];

/**
 * Runs mutation `name` on the server over `tx`, inside the write of `ctx`: the shared rule with
 * what the server adds to it. Every server path runs mutations through here (push, REST, imports).
 */
export async function runServerMutation<N extends RegisteredName>(
  name: N,
  ctx: MutationContext,
  tx: MutationTx,
  args: MutationArgs<N>,
): Promise<MutationResult<N>> {
  const mutator = findMutator(name);
  if (!mutator) throw new Error(`No mutation ${name}`);
  const shared = async () => (await mutator.run(tx, args)) as MutationResult<N>;
  const addition = serverAdditions[name] as ServerAddition<N> | undefined;
  return addition ? addition({ ctx, tx, args }, shared) : shared();
}
