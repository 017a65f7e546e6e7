import {
  type AssignmentRule,
  type Assignees,
  type AssignmentRulesPut,
  type Block,
  type BlockOnDutyPut,
  type Complex,
  fullName,
  messages,
} from '@chungcu/contracts';
import { reachesComplex } from '@chungcu/mutations';
import type { ComplexesRepo } from '../db/complexes.repo';
import type { Db, Tx } from '../db/database';
import { blocks } from '../db/tables';
import { diffFields, writeAudit } from '../sync/audit';
import { nextVersion } from '../sync/version-clock';
import { type Actor, isAdmin } from './actor';
import { forbidden, notFound, validationFailure } from './errors';

const m = messages.complex;

/** The name requests show for an account: its full name, else its email. */
const displayName = (user: Record<string, string | null>) =>
  fullName({ firstName: user.first_name ?? null, lastName: user.last_name ?? null }) ||
  user.email ||
  String(user.id);

/**
 * Automatic assignment's settings (issue 23.2, rule S28): a complex's ordered rules and each
 * block's staff member on duty. Office settings, written on the server only (they name accounts,
 * which devices do not all hold); the rule that applies them is the mutations' (`autoAssignee`).
 * The company administrator, or a manager serving the complex, sets them.
 */
export function createAssignmentRulesService(db: Db, complexes: ComplexesRepo) {
  /**
   * Only the company administrator and managers may make these calls: anyone else is refused
   * (403) before anything is looked up, so the answer is the same whatever the id names.
   */
  const requireMayManage = (actor: Actor) => {
    if (!isAdmin(actor) && actor.role !== 'manager') throw forbidden();
  };
  /**
   * A manager's reach: a complex they do not serve, or a row of one, does not exist for them
   * (404 with the message an unknown id gets, rule S11).
   */
  const requireServes = (actor: Actor, complexId: string, message: string) => {
    if (!reachesComplex(actor, complexId)) throw notFound(message);
  };

  /**
   * The accounts a rule or a block's duty may name (one rule for the list the screen offers and
   * the check of what it sends): active company administrators, and the active managers and staff
   * serving the complex; `userId` narrows it to one.
   */
  async function assignable(trx: Db | Tx, complexId: string, userId?: string): Promise<Assignees> {
    const query = trx('users as u')
      .leftJoin('staff_complexes as s', (j) =>
        j.on('s.user_id', 'u.id').andOnVal('s.complex_id', complexId).andOnNull('s.deleted_at'),
      )
      .where({ 'u.is_active': true })
      .whereNull('u.deleted_at')
      .where((q) =>
        q
          .where('u.role', 'admin')
          .orWhere((q2) => q2.whereIn('u.role', ['manager', 'staff']).whereNotNull('s.user_id')),
      );
    if (userId !== undefined) query.where('u.id', userId);
    const rows: Record<string, string | null>[] = await query.distinct(
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.role',
    );
    return rows.map((user) => ({
      id: user.id as string,
      name: displayName(user),
      role: user.role as string,
    }));
  }

  /** The account and the name requests show for it, or the refusal naming why. */
  async function assigneeOf(trx: Tx, complexId: string, userId: string) {
    const [account] = await assignable(trx, complexId, userId);
    if (!account) throw validationFailure(m.assigneeNotServing);
    return { id: account.id, name: account.name };
  }

  /** The audit entry of one settings change (rule S4). */
  const audit = (
    trx: Tx,
    actor: Actor,
    change: { entity: 'complex' | 'block'; id: string; version: number },
    before: Complex | Block,
    after: Complex | Block,
  ) =>
    writeAudit(trx, {
      version: change.version,
      userId: actor.userId,
      entity: change.entity,
      entityId: change.id,
      action: 'update',
      changes: diffFields(before as never, after as never),
    });

  return {
    /** The accounts the settings may name, by name: what the screen offers. */
    async assignees(actor: Actor, complexId: string): Promise<Assignees> {
      requireMayManage(actor);
      if (!(await complexes.findLive(db, complexId))) throw notFound(m.notFound);
      requireServes(actor, complexId, m.notFound);
      return (await assignable(db, complexId)).sort((a, b) => a.name.localeCompare(b.name, 'vi'));
    },

    /** Replaces the complex's rules (in order); every block, category and assignee checked. */
    async setRules(actor: Actor, complexId: string, body: AssignmentRulesPut): Promise<Complex> {
      requireMayManage(actor);
      return db.transaction(async (trx) => {
        const before = await complexes.lock(trx, complexId);
        if (!before) throw notFound(m.notFound);
        requireServes(actor, complexId, m.notFound);
        const rules: AssignmentRule[] = [];
        for (const rule of body.rules) {
          if (rule.blockId) {
            const block = await trx('blocks')
              .where({ id: rule.blockId, complex_id: complexId })
              .whereNull('deleted_at')
              .first();
            if (!block) throw validationFailure(m.ruleBlockOther);
          }
          if (rule.categoryId) {
            const category = await trx('workflow_categories')
              .where({ id: rule.categoryId })
              .whereNull('deleted_at')
              .andWhere((q) => q.whereNull('complex_id').orWhere({ complex_id: complexId }))
              .first();
            if (!category) throw validationFailure(m.ruleCategoryOther);
          }
          const assignee = await assigneeOf(trx, complexId, rule.userId);
          rules.push({
            categoryId: rule.categoryId,
            blockId: rule.blockId,
            assigneeId: assignee.id,
            assigneeName: assignee.name,
          });
        }
        const version = await nextVersion(trx);
        await trx('complexes')
          .where({ id: complexId })
          .update({ assignment_rules: JSON.stringify(rules), version, updated_at: trx.fn.now() });
        const after = (await complexes.findLive(trx, complexId)) as Complex;
        await audit(trx, actor, { entity: 'complex', id: complexId, version }, before, after);
        return after;
      });
    },

    /** Names the staff member on duty for a block (null: nobody). */
    async setOnDuty(actor: Actor, blockId: string, { userId }: BlockOnDutyPut): Promise<Block> {
      requireMayManage(actor);
      return db.transaction(async (trx) => {
        const row = await trx('blocks').where({ id: blockId }).whereNull('deleted_at').forUpdate();
        const current = row[0] as Record<string, unknown> | undefined;
        if (!current) throw notFound(messages.block.notFound);
        const before = blocks.toEntity(current);
        requireServes(actor, before.complexId, messages.block.notFound);
        const onDuty = userId ? await assigneeOf(trx, before.complexId, userId) : null;
        const version = await nextVersion(trx);
        const [updated] = await trx('blocks')
          .where({ id: blockId })
          .update({
            on_duty_id: onDuty?.id ?? null,
            on_duty_name: onDuty?.name ?? null,
            version,
            updated_at: trx.fn.now(),
          })
          .returning('*');
        const after = blocks.toEntity(updated as Record<string, unknown>);
        await audit(trx, actor, { entity: 'block', id: blockId, version }, before, after);
        return after;
      });
    },
  };
}
export type AssignmentRulesService = ReturnType<typeof createAssignmentRulesService>;
