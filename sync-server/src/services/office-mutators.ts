import {
  type AssignmentRule,
  type BillingPeriod,
  type Block,
  type Complex,
  type MutationArgs,
  type PaymentWebhook,
  type ServerOnlyName,
  type StaffComplexes,
  accountMessages,
  isComplexRole,
  isManagingRole,
  messages,
  paymentWebhookPath,
} from '@chungcu/contracts';
import {
  type MutationAccess,
  type MutationTx,
  issueInvoices,
  reachesComplex,
} from '@chungcu/mutations';
import { lastReceivedAt, setWebhookSecret } from '../db/bank-webhooks.repo';
import type { ComplexesRepo } from '../db/complexes.repo';
import type { UsersRepo } from '../db/users.repo';
import { diffFields } from '../sync/audit';
import type { MutationContext } from '../sync/mutation';
import { noteScopeMove } from '../sync/scope-epochs';
import type { Actor } from './actor';
import { conflict, forbidden, notFound, validationFailure } from './errors';
import { noticeIssuedInvoices } from './fee-notices';

const m = messages.complex;

/** One server-only run: its transaction, the rule's tx over it, its arguments. */
interface OfficeRun<N extends ServerOnlyName> {
  ctx: MutationContext;
  tx: MutationTx;
  args: MutationArgs<N>;
}

/**
 * Who may run each of the server's own mutations, asked before their arguments as a shared
 * mutation's is (`accessOf`): the company's complexes and who serves them are the company
 * administrator's; a complex's assignment, duty, issuing and provider keys its managers' too
 * (S28, S31, S34, S37). A manager's complex outside their reach, or a row of one, does not exist
 * for them (404, S23), so the answer is the same whatever the id names.
 */
export const officeAccess: Record<ServerOnlyName, MutationAccess> = {
  createComplex: 'admin',
  updateComplex: 'admin',
  setStaffComplexes: 'admin',
  setAssignmentRules: 'managers',
  setBlockOnDuty: 'managers',
  issueInvoices: 'managers',
  setPaymentWebhook: 'managers',
};

/** The office's reads beside these settings (who may be assigned, which keys are set): 403 first. */
export const requireMayManage = (actor: Actor) => {
  if (!isManagingRole(actor.role)) throw forbidden();
};

/**
 * The office's settings as named mutations the server alone runs (`serverOnlyMutations`): the
 * company's complexes, who serves which (rule S23), a complex's assignment rules and a block's
 * staff member on duty (S28). They read accounts no device holds; their rows' versions, audit
 * and visibility come from the same transaction as every other write.
 */
export function officeMutators(complexes: ComplexesRepo, users: UsersRepo) {
  /** The account and the name requests show for it, or the refusal naming why. */
  async function assigneeOf(ctx: MutationContext, complexId: string, userId: string) {
    const [account] = await complexes.assignable(ctx.trx, complexId, userId);
    if (!account) throw validationFailure(m.assigneeNotServing);
    return { id: account.id, name: account.name };
  }

  /** A live complex the actor manages (their role was asked first: `officeAccess`), else 404. */
  async function managedComplex(tx: MutationTx, id: string): Promise<Complex> {
    const complex = await tx.get('complex', id);
    if (!complex || complex.deletedAt || !reachesComplex(tx.actor, id)) throw notFound(m.notFound);
    return complex;
  }

  return {
    async createComplex({ tx, args }: OfficeRun<'createComplex'>): Promise<Complex> {
      return tx.insert('complex', {
        id: args.id,
        code: args.code,
        name: args.name,
        address: args.address ?? null,
        assignmentRules: [],
      });
    },

    async updateComplex({ tx, args }: OfficeRun<'updateComplex'>): Promise<Complex> {
      const { id, ...fields } = args;
      const complex = await tx.get('complex', id);
      if (!complex || complex.deletedAt) throw notFound(m.notFound);
      return tx.update('complex', id, fields);
    },

    /**
     * Makes `userId` serve exactly `complexIds`. Each assignment made or ended takes a version;
     * the user's devices resync from the last one (a move, S19), so they gain the new complexes'
     * rows and lose the old ones' without a reinstall. Colleagues see each other's accounts
     * (S23): the new ones get this one's row by a new version; those who share no complex with
     * them any more lose it by a move.
     */
    async setStaffComplexes({
      ctx,
      args,
    }: OfficeRun<'setStaffComplexes'>): Promise<StaffComplexes & { userId: string }> {
      const { userId } = args;
      const user = await users.findById(userId, ctx.trx);
      if (!user) throw notFound(accountMessages.accountNotFound);
      if (!isComplexRole(user.role)) throw conflict(m.notStaff);
      const wanted = [...new Set(args.complexIds)];
      for (const id of wanted) {
        if (!(await complexes.findLive(ctx.trx, id))) throw notFound(m.notFound);
      }
      const current = await complexes.servedBy(ctx.trx, userId);
      const removed = current.filter((c) => !wanted.includes(c));
      const added = wanted.filter((c) => !current.includes(c));
      if (removed.length + added.length === 0) return { userId, complexIds: current };
      for (const id of removed)
        await complexes.endServing(ctx.trx, userId, id, await ctx.nextVersion());
      for (const id of added)
        await complexes.startServing(ctx.trx, userId, id, await ctx.nextVersion());
      const version = await ctx.nextVersion();
      await complexes.republishUser(ctx.trx, userId, version);
      const moved = await complexes.formerColleagues(ctx.trx, userId, removed, wanted);
      for (const email of [...moved, ...(user.email ? [user.email] : [])]) {
        await noteScopeMove(ctx.trx, email, version);
      }
      const complexIds = await complexes.servedBy(ctx.trx, userId);
      ctx.audit({
        version,
        entity: 'user',
        entityId: userId,
        action: 'update',
        changes: diffFields({ complexIds: current }, { complexIds }),
      });
      return { userId, complexIds };
    },

    /** Replaces the complex's rules (in order); every block, category and assignee checked. */
    async setAssignmentRules({ ctx, tx, args }: OfficeRun<'setAssignmentRules'>): Promise<Complex> {
      const complex = await managedComplex(tx, args.id);
      const rules: AssignmentRule[] = [];
      for (const rule of args.rules) {
        if (rule.blockId) {
          const block = await tx.get('block', rule.blockId);
          if (!block || block.deletedAt || block.complexId !== complex.id) {
            throw validationFailure(m.ruleBlockOther);
          }
        }
        if (rule.categoryId) {
          const category = await tx.get('workflowCategory', rule.categoryId);
          const fits = category?.complexId === null || category?.complexId === complex.id;
          if (!category || category.deletedAt || !fits)
            throw validationFailure(m.ruleCategoryOther);
        }
        const assignee = await assigneeOf(ctx, complex.id, rule.userId);
        rules.push({
          categoryId: rule.categoryId,
          blockId: rule.blockId,
          assigneeId: assignee.id,
          assigneeName: assignee.name,
        });
      }
      return tx.update('complex', complex.id, { assignmentRules: rules });
    },

    /** Names the staff member on duty for a block (null: nobody). */
    async setBlockOnDuty({ ctx, tx, args }: OfficeRun<'setBlockOnDuty'>): Promise<Block> {
      const block = await tx.get('block', args.id);
      if (!block || block.deletedAt) throw notFound(messages.block.notFound);
      const onDuty = args.userId ? await assigneeOf(ctx, block.complexId, args.userId) : null;
      return tx.update('block', block.id, {
        onDutyId: onDuty?.id ?? null,
        onDutyName: onDuty?.name ?? null,
      });
    },

    /**
     * A period's notices issued (rule S31): the company administrator's and managers'. The
     * people living in each unit are told in the same write.
     */
    async issueInvoices({ ctx, tx, args }: OfficeRun<'issueInvoices'>): Promise<BillingPeriod> {
      const { period, issued } = await issueInvoices(tx, args);
      await noticeIssuedInvoices(ctx, issued);
      return period;
    },

    /**
     * A complex's key for one provider's bank notifications (rule S34): the company
     * administrator's and the complex's managers'. The key is kept on the server only; the
     * audit records that it was set, never the key.
     */
    async setPaymentWebhook({
      ctx,
      tx,
      args,
    }: OfficeRun<'setPaymentWebhook'>): Promise<PaymentWebhook> {
      const complex = await managedComplex(tx, args.id);
      await setWebhookSecret(ctx.trx, complex.id, args.provider, args.secret, ctx.now);
      ctx.audit({
        version: await ctx.nextVersion(),
        entity: 'complex',
        entityId: complex.id,
        action: 'update',
        changes: { paymentWebhook: { to: args.provider } },
      });
      return {
        complexId: complex.id,
        provider: args.provider,
        path: paymentWebhookPath(args.provider, complex.id),
        updatedAt: ctx.now.toISOString(),
        lastReceivedAt:
          (await lastReceivedAt(ctx.trx, complex.id, args.provider))?.toISOString() ?? null,
      };
    },
  };
}
export type OfficeMutators = ReturnType<typeof officeMutators>;
