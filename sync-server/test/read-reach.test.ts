/**
 * Rule S11 and S23 for every read: each GET route the app's router has, walked as a staff member
 * and as a manager of one complex and as a resident of one unit, with no parameter and with the
 * ids of rows they may not see, answers no row id and no text that only such rows hold, and
 * answers a hidden row's id exactly as it answers an id that exists nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { demoAccounts } from '../src/demo/accounts';
import { seedDemoData } from '../src/demo/seed';
import { type Agent, type FeedChange, pullAll, staffOf } from './complex-fixtures';
import {
  type OpenDatabase,
  type TestContext,
  databaseKinds,
  openTestDatabase,
  testContext,
} from './harness';
import {
  type Foreign,
  appRoutes,
  fillParams,
  foreignTo,
  hasParams,
  leaksIn,
  rawBody,
  textsOf,
} from './route-walk';

/**
 * Not walked: signing out ends the walker's session, and the live stream never ends (what it
 * carries to whom is stream-sessions.test.ts's).
 */
const NOT_WALKED = new Set(['/api/logout', '/api/sync/events']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id of the same form as `id` that no row has. */
const nowhere = (id: string) =>
  UUID.test(id) ? '00000000-0000-7000-8000-000000000000' : 'nobody-000';

/**
 * Accounts anyone may know by id and name: the company's administrators, offered to anyone as
 * assignees, and whom the automatic assignment of a complex the caller holds names (its rules and
 * its blocks' staff on duty), which every device of the complex holds to assign a request made
 * offline as the server does (S28), a resident's phone included; and the fees its notices name.
 */
const assigneesNamed = (feed: FeedChange[]) => {
  const named = new Set<string>();
  // A notice names its month (id, month, due date) and its lines their fee (id and name): a
  // household sees that much of the office's rows, never the rest (tariffs, the units a fee is
  // switched off for).
  const fees = new Set<string>();
  const periods = new Set<string>();
  for (const { entity, data } of feed) {
    if (entity === 'invoice') {
      periods.add(String(data?.periodId));
      for (const line of (data?.lines ?? []) as { feeTypeId?: string }[]) {
        if (line.feeTypeId) fees.add(line.feeTypeId);
      }
    }
    if (entity === 'complex') {
      for (const rule of (data?.assignmentRules ?? []) as { assigneeId?: string }[]) {
        if (rule.assigneeId) named.add(rule.assigneeId);
      }
    }
    if (entity === 'block' && typeof data?.onDutyId === 'string') named.add(data.onDutyId);
  }
  return (table: string, row: Record<string, unknown>) => {
    if (table === 'fee_types' && fees.has(String(row.id))) return { name: row.name };
    if (table === 'billing_periods' && periods.has(String(row.id))) {
      return { month: row.month, due_date: row.due_date };
    }
    return table === 'users' && (row.role === 'admin' || named.has(String(row.id)))
      ? { first_name: row.first_name, last_name: row.last_name, job_title: row.job_title }
      : null;
  };
};

describe.each(databaseKinds)('every GET route keeps to its caller’s reach [%s]', (kind) => {
  let open: OpenDatabase;
  let context: TestContext;
  let timesCity: string;
  let sunriseCity: string;
  let period: string;

  beforeAll(async () => {
    open = await openTestDatabase(kind);
    await seedDemoData(open.db);
    // Outside demo mode, as a real installation runs (no quick sign-in list for anyone).
    const app = await createApp({
      db: open.db,
      config: { ...defaultConfig, demo: false },
      log: () => {},
    });
    context = testContext(kind, open, app);
    const codes = await open.db('complexes').select('id', 'code');
    timesCity = codes.find((c) => c.code === 'TC-HN')?.id as string;
    sunriseCity = codes.find((c) => c.code === 'SR-Q7')?.id as string;
    const latest = await open.db('meter_readings').max('period as period').first();
    period = String(latest?.period);
    // Sunrise City's own staff: accounts a Times City colleague must never be shown.
    await staffOf(() => context, [sunriseCity], 'manager', {
      firstName: 'Quang',
      lastName: 'Võ Đình Sunrise',
    });
  }, 180_000);
  afterAll(() => open.close());

  /** The GET routes under /api, as the router has them. */
  const readRoutes = () =>
    appRoutes(context.app).filter(
      (route) =>
        route.method === 'GET' && route.path.startsWith('/api/') && !NOT_WALKED.has(route.path),
    );

  /**
   * Walks every read as `agent`: each route without parameters (plain, and with the query
   * values lists take), each route with parameters once per table with the id of a row of that
   * table the caller may not see. Answers what went wrong, and how many reads answered 200.
   */
  async function walk(agent: Agent, foreign: Foreign) {
    const problems: string[] = [];
    let answered = 0;
    const check = async (path: string, expectedStatus?: number) => {
      const res = await agent.get(path).buffer(true).parse(rawBody);
      if (res.status >= 500) problems.push(`${path}: ${res.status}`);
      if (expectedStatus !== undefined && res.status !== expectedStatus) {
        problems.push(`${path}: ${res.status}, where an id of no row answers ${expectedStatus}`);
      }
      if (res.status === 200) answered++;
      const leaks = leaksIn(await textsOf(res), foreign);
      if (leaks.length > 0) problems.push(`${path}: shows ${leaks.slice(0, 5).join(', ')}`);
    };
    const hiddenUnit = foreign.samples.get('apartments');
    const queries = [
      '',
      `?period=${period}`,
      ...(hiddenUnit ? [`?apartmentId=${hiddenUnit}`] : []),
    ];
    const routes = readRoutes();
    for (const { path } of routes) {
      if (!hasParams(path)) {
        for (const query of queries) await check(path + query);
        continue;
      }
      for (const id of foreign.samples.values()) {
        const unknown = (await agent.get(fillParams(path, nowhere(id)))).status;
        await check(fillParams(path, id), unknown);
      }
    }
    return { problems, answered, routes: routes.length };
  }

  /** The hidden rows of the caller whose agent this is: all their feed does not hold. */
  const foreignOf = async (agent: Agent) => {
    const { changes } = await pullAll(agent);
    return foreignTo(open.db, changes, assigneesNamed(changes));
  };

  it('the walk covers the router’s reads, and sees a hidden row when one is shown', async () => {
    const routes = readRoutes();
    expect(routes.length).toBeGreaterThan(35);
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/assignments', '/api/apartments-with-residents']),
    );
    // The company administrator sees every complex: the same answers hold Sunrise City's rows,
    // which the walk must call out as hidden from a Times City staff member.
    const staff = await staffOf(() => context, [timesCity]);
    const foreign = await foreignOf(staff.agent);
    expect(foreign.samples.size).toBeGreaterThan(10);
    const admin = await context.signIn('admin');
    for (const path of ['/api/assignments', '/api/apartments-with-residents', '/api/users']) {
      const res = await admin.get(path).buffer(true).parse(rawBody);
      expect(res.status).toBe(200);
      expect(leaksIn(await textsOf(res), foreign).length, path).toBeGreaterThan(0);
    }
  });

  it('S23: the demo’s manager and technician hold Times City only, its guard Sunrise City only', async () => {
    const complexesHeld = async (account: 'manager' | 'technician' | 'security') => {
      const { changes } = await pullAll(await context.signIn(account));
      const units = changes.filter((c) => c.entity === 'apartment' && c.data);
      expect(units.length, account).toBeGreaterThan(10);
      return [...new Set(units.map((c) => c.data?.complexId))];
    };
    expect(await complexesHeld('manager')).toEqual([timesCity]);
    expect(await complexesHeld('technician')).toEqual([timesCity]);
    expect(await complexesHeld('security')).toEqual([sunriseCity]);
  });

  it('S23: a staff member of Times City reads nothing of Sunrise City through any GET route', async () => {
    const staff = await staffOf(() => context, [timesCity]);
    const foreign = await foreignOf(staff.agent);
    // Everything hidden from them is Sunrise City's or its staff's, never their own complex's.
    const ownUnits = await open.db('apartments').where({ complex_id: timesCity }).pluck('id');
    expect(ownUnits.some((id: string) => foreign.ids.has(id))).toBe(false);
    const { problems, answered } = await walk(staff.agent, foreign);
    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(20);
  });

  it('S23: a manager of Times City reads nothing of Sunrise City through any GET route', async () => {
    const manager = await staffOf(() => context, [timesCity], 'manager');
    const { problems, answered } = await walk(manager.agent, await foreignOf(manager.agent));
    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(20);
  });

  it('S11: a resident reads nothing of another unit through any GET route', async () => {
    const resident = await context.signIn('resident');
    const foreign = await foreignOf(resident);
    // Another unit of their own block and complex is as hidden as Sunrise City.
    const [home] = await open
      .db('apartment_assignments as a')
      .join('residents as r', 'r.id', 'a.resident_id')
      .where('r.email', demoAccounts.resident.email)
      .whereNull('a.move_out_date')
      .pluck('a.apartment_id');
    const neighbours = await open
      .db('apartments')
      .where({ complex_id: timesCity })
      .whereNot({ id: home })
      .pluck('id');
    expect(neighbours.length).toBeGreaterThan(10);
    expect(neighbours.every((id: string) => foreign.ids.has(id))).toBe(true);
    const { problems, answered } = await walk(resident, foreign);
    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(10);
  });
});
