/**
 * Rule S23 for every write: a manager of one complex writes nothing of another, through any
 * path a write takes (a device's push, the REST table, an import), for every named mutation;
 * a resident nothing of another unit. Each refused write changes no row anywhere, and the same
 * write in the writer's own complex succeeds (the control: the refusal is the reach's, not a
 * malformed argument's).
 */
import { expect, it } from 'vitest';
import {
  type ErrorCode,
  type ImportKind,
  type MutationName,
  importKinds,
  messages,
  mutationNames,
} from '@chungcu/contracts';
import { findMutator } from '@chungcu/mutations';
import type { Db } from '../src/db/database';
import { syncedTables } from '../src/db/tables';
import { demoAccounts } from '../src/demo/accounts';
import { restWrites } from '../src/routes/rest-writes/index';
import { officeAccess } from '../src/services/office-mutators';
import { jobMutationArgs } from '../src/services/job-mutators';
import { type Agent, staffOf, twoComplexes } from './complex-fixtures';
import { type TestContext, describeEachDatabase } from './harness';
import {
  postSheet,
  residentHeaders,
  residentRow,
  unitHeaders,
  unitRow,
  xlsxOf,
} from './import-fixtures';
import { type Side, type World, type Writer, pushAs, writeCases } from './write-cases';

type Entry = (typeof restWrites)[number];

/** Every row of every synced table and the audit trail, as counts and version sums. */
async function rowsState(db: Db): Promise<string> {
  const selects = [
    ...syncedTables.map(
      ({ table }) =>
        `select '${table}' as t, count(*)::text as n, coalesce(sum(version), 0)::text as v from ${table}`,
    ),
    `select 'audit_log' as t, count(*)::text as n, '0' as v from audit_log`,
  ];
  const result = await db.raw(selects.join(' union all '));
  const rows = (result.rows ?? result) as { t: string; n: string; v: string }[];
  return rows
    .map((row) => `${row.t}:${row.n}:${row.v}`)
    .sort()
    .join(' ');
}

/** A complex with a unit, a resident account living in it, and a staff member serving it. */
async function sideOf(
  use: () => TestContext,
  world: World,
  complexId: string,
  account: 'resident' | 'residentB',
): Promise<Side> {
  const unit = await writeCases.createApartment.build(world, { complexId } as Side);
  expect(await pushAs(world.admin, 'createApartment', unit)).toMatchObject({ ok: true });
  const record = await writeCases.createResident.build(world, { complexId } as Side);
  const { email, id: residentUserId } = demoAccounts[account];
  expect(await pushAs(world.admin, 'createResident', { ...record, email })).toMatchObject({
    ok: true,
  });
  const home = { id: crypto.randomUUID(), apartmentId: unit.id, residentId: record.id };
  expect(
    await pushAs(world.admin, 'createAssignment', { ...home, relation: 'head' }),
  ).toMatchObject({ ok: true });
  const colleague = await staffOf(use, [complexId]);
  return {
    complexId,
    unitId: unit.id as string,
    resident: await use().signIn(account),
    residentUserId,
    residentRecordId: record.id as string,
    colleague: colleague.agent,
    colleagueId: colleague.userId,
  };
}

/** Complex A (served by the manager) and B, each filled, and the manager of A. */
async function walkWorld(use: () => TestContext) {
  const { admin, first, second } = await twoComplexes(use);
  const world: World = { db: use().db, admin };
  const own = await sideOf(use, world, first, 'resident');
  const other = await sideOf(use, world, second, 'residentB');
  const manager = (await staffOf(use, [first], 'manager')).agent;
  const writerOf = (by: Writer = 'manager'): Agent =>
    by === 'resident' ? own.resident : by === 'admin' ? admin : manager;
  /** Who tries to write into B: the manager of A, and A's resident where residents write. */
  const intruders = (by: Writer = 'manager') =>
    [{ agent: manager, may: by === 'manager' }].concat(
      by === 'resident' ? [{ agent: own.resident, may: true }] : [],
    );
  return { world, own, other, manager, writerOf, intruders };
}

/**
 * The refusal a write into another complex must get: a writer who may make this write at all
 * is told the row does not exist (S23: never 403 for another complex's row); anyone else may
 * also be told they may not.
 */
const refusalsFor = (may: boolean): ErrorCode[] =>
  may ? ['not_found'] : ['not_found', 'forbidden'];
const statusesFor = (may: boolean) => (may ? [404] : [403, 404]);

/** Where a path parameter's value is in the mutation's arguments, when not under its name. */
const PARAM_SOURCES: Record<string, Record<string, string>> = {
  '/complexes/:id/blocks': { id: 'complexId' },
  '/inquiries/:id/progress/:stepId': { id: 'inquiryId', stepId: 'id' },
  '/workflow-templates/:id/steps': { id: 'templateId' },
  '/inspections/:id/findings/:itemId/inquiry': { id: 'inspectionId' },
  '/inquiries/:id/messages': { id: 'inquiryId' },
  '/accounts/:id/complexes': { id: 'userId' },
};

/** The REST call an entry answers with these arguments: its path filled, the rest its body. */
function restCall(entry: Entry, args: Record<string, unknown>) {
  const sources = PARAM_SOURCES[entry.path] ?? {};
  const used = new Set<string>();
  const path = entry.path.replace(/:(\w+)/g, (_, param: string) => {
    const key = sources[param] ?? param;
    used.add(key);
    return encodeURIComponent(String(args[key]));
  });
  const rest = Object.entries(args).filter(([key]) => !used.has(key));
  const shape = entry.body && 'shape' in entry.body ? (entry.body.shape as object) : null;
  const body = shape ? rest.filter(([key]) => key in shape) : rest;
  return { path: `/api${path}`, body: entry.body ? Object.fromEntries(body) : undefined };
}

const send = (agent: Agent, entry: Entry, args: Record<string, unknown>) => {
  const call = restCall(entry, args);
  const req = agent[entry.method](call.path);
  return call.body ? req.send(call.body) : req;
};

describeEachDatabase('every write keeps to its writer’s reach', (use) => {
  it('S23: every named mutation pushed into another complex is refused and changes nothing; in the writer’s own it is written', async () => {
    const { world, own, other, writerOf, intruders } = await walkWorld(use);
    const problems: string[] = [];
    for (const name of mutationNames) {
      const { build, by } = writeCases[name];
      const args = await build(world, other);
      const before = await rowsState(world.db);
      for (const { agent, may } of intruders(by)) {
        const result = await pushAs(agent, name, args);
        if (result.ok) problems.push(`${name}: written in another complex`);
        else if (!refusalsFor(may).includes(result.error.code)) {
          problems.push(`${name}: refused with ${result.error.code}: ${result.error.message}`);
        }
      }
      if ((await rowsState(world.db)) !== before)
        problems.push(`${name}: refused, yet rows changed`);
      const control = await pushAs(writerOf(by), name, await build(world, own));
      if (!control.ok)
        problems.push(`${name}: refused in the own complex: ${control.error.message}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('S23: every REST write aimed at another complex is refused and changes nothing; in the writer’s own it is written', async () => {
    const { world, own, other, writerOf, intruders } = await walkWorld(use);
    const problems: string[] = [];
    const covered = new Set(restWrites.map((entry) => entry.mutation));
    for (const entry of restWrites) {
      const label = `${entry.method.toUpperCase()} ${entry.path}`;
      const { build, by } = writeCases[entry.mutation];
      const args = await build(world, other);
      const before = await rowsState(world.db);
      for (const { agent, may } of intruders(by)) {
        const res = await send(agent, entry, args);
        if (!statusesFor(may).includes(res.status)) {
          problems.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
      }
      if ((await rowsState(world.db)) !== before)
        problems.push(`${label}: refused, yet rows changed`);
      const control = await send(writerOf(by), entry, await build(world, own));
      if (control.status >= 300) {
        problems.push(`${label}: ${control.status} in the own complex: ${control.body.message}`);
      }
    }
    expect(problems).toEqual([]);
    // The writes with no REST call are the device's alone (push) and the server's own.
    expect(mutationNames.filter((name) => !covered.has(name))).toEqual([
      'deleteAttachment',
      'moveAttachment',
      'markNotificationsRead',
    ]);
  }, 300_000);

  it('S1: a background job’s writes are no caller’s: pushed even by the company administrator, each is an unknown mutation and changes nothing', async () => {
    const { world, own } = await walkWorld(use);
    const announcement = await writeCases.cancelAnnouncement.build(world, own);
    const before = await rowsState(world.db);
    const jobs = {
      sendDueAnnouncement: announcement,
      sendSlaAlert: { ...announcement, now: new Date().toISOString() },
      sendPaymentReminder: { ...announcement, now: new Date().toISOString() },
    };
    for (const [name, args] of Object.entries(jobs)) {
      expect(Object.keys(jobMutationArgs)).toContain(name);
      const result = await pushAs(world.admin, name, args);
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'validation', message: messages.sync.mutationUnknown(name) },
      });
    }
    expect(await rowsState(world.db)).toBe(before);
  });

  it('S37: a staff member who is not a manager makes none of the office’s money and settings writes in their own complex, by push or REST, and changes nothing', async () => {
    const { world, own } = await walkWorld(use);
    const managers = mutationNames.filter((name) => findMutator(name)?.access === 'managers');
    expect(managers).toEqual([
      'createFeeType',
      'updateFeeType',
      'deleteFeeType',
      'setFeeOptOut',
      'createBankAccount',
      'updateBankAccount',
      'deleteBankAccount',
      'openBillingPeriod',
      'generateInvoices',
      'closeBillingPeriod',
      'addUnitCharge',
      'removeUnitCharge',
      'voidPayment',
    ]);
    // The server's own settings are declared beside them; the complexes and who serves them are
    // the company administrator's alone.
    const serverOwn = (Object.keys(officeAccess) as MutationName[]).filter(
      (name) => officeAccess[name as keyof typeof officeAccess] === 'managers',
    );
    expect(serverOwn).toEqual([
      'setAssignmentRules',
      'setBlockOnDuty',
      'issueInvoices',
      'setPaymentWebhook',
    ]);
    const office = [...managers, ...serverOwn];
    const problems: string[] = [];
    const refused = async (label: string, attempt: () => Promise<number | ErrorCode>) => {
      const before = await rowsState(world.db);
      const outcome = await attempt();
      if (outcome !== 'forbidden' && outcome !== 403) problems.push(`${label}: ${outcome}`);
      if ((await rowsState(world.db)) !== before) problems.push(`${label}: rows changed`);
    };
    for (const name of office) {
      const args = await writeCases[name].build(world, own);
      await refused(name, async () => {
        const result = await pushAs(own.colleague, name, args);
        return result.ok ? 200 : result.error.code;
      });
      for (const entry of restWrites.filter((write) => write.mutation === name)) {
        const label = `${entry.method.toUpperCase()} ${entry.path}`;
        await refused(label, async () => (await send(own.colleague, entry, args)).status);
        // Who may write is asked before the body is read (API.md: sign-in, role, then the body).
        if (!entry.body) continue;
        const { path } = restCall(entry, args);
        await refused(`${label} with a bad body`, async () => {
          return (await own.colleague[entry.method](path).send({ unknownField: true })).status;
        });
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('S23, S29: an import into another complex is refused (404) at preview and confirm and changes nothing; into the own it is read', async () => {
    const { world, own, other, manager } = await walkWorld(use);
    const sheets: Record<ImportKind, () => Promise<Buffer>> = {
      units: () => xlsxOf(unitHeaders, [unitRow(7)]),
      residents: () => xlsxOf(residentHeaders, [residentRow(7)]),
      meters: () =>
        xlsxOf(
          ['Căn hộ', 'Tòa', 'Đồng hồ', 'Số seri', 'Kỳ', 'Chỉ số kỳ này'],
          [['A-7', 'A', 'Nước (m³)', 'NW-7', '2026-10', 12]],
        ),
    };
    for (const kind of importKinds) {
      for (const step of ['preview', 'confirm'] as const) {
        const before = await rowsState(world.db);
        const refused = await postSheet(manager, step, other.complexId, kind, await sheets[kind]());
        expect([kind, step, refused.status, refused.body.message]).toEqual([
          kind,
          step,
          404,
          messages.complex.notFound,
        ]);
        expect(await rowsState(world.db)).toBe(before);
        const read = await postSheet(manager, step, own.complexId, kind, await sheets[kind]());
        expect([kind, step, read.status]).toEqual([kind, step, 200]);
      }
    }
  }, 120_000);
});
