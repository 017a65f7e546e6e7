import { type MutationResult, type RegisteredName, isDue } from '@chungcu/mutations';
import type { MutationContext } from '../sync/mutation';
import { sendAnnouncement } from './announcement-send';

type FollowUp<N extends RegisteredName> = (
  ctx: MutationContext,
  result: MutationResult<N>,
) => Promise<MutationResult<N>>;

/**
 * What the server does in a mutation's own write after the shared rule ran, for facts only it
 * has: who lives in the units now. Each answers the mutation's result as the caller then sees
 * it. The device's run has none of these; their rows reach it by the next pull.
 */
const followUps: { [N in RegisteredName]?: FollowUp<N> } = {
  /** An announcement due now goes out in the write that makes it (its recipients fixed). */
  createAnnouncement: async (ctx, announcement) =>
    isDue(announcement, ctx.now.toISOString())
      ? ((await sendAnnouncement(ctx, announcement.id)) ?? announcement)
      : announcement,
};

/** Runs the server's follow-up of mutation `name`, if it has one. */
export async function followUp<N extends RegisteredName>(
  name: N,
  ctx: MutationContext,
  result: MutationResult<N>,
): Promise<MutationResult<N>> {
  const next = followUps[name] as FollowUp<N> | undefined;
  return next ? next(ctx, result) : result;
}
