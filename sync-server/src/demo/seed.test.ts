import { demoAccounts } from './accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementRecipientSchema,
  announcementSchema,
  apartmentSchema,
  assignmentSchema,
  bankOfBin,
  householdMemberSchema,
  householdRequestSchema,
  normalisePlate,
  inquiryCategories,
  inquiryProgressSchema,
  inquirySchema,
  inquiryStatuses,
  meterReadingSchema,
  meterSchema,
  priorities,
  residentCategories,
  residentSchema,
  templateStepSchema,
  uuidv7,
  vehicleSchema,
  workflowCategorySchema,
  workflowTemplateSchema,
} from '@chungcu/contracts';
import { memberIdOf } from '@chungcu/mutations';
import type { z } from 'zod';
import {
  type OpenDatabase,
  countRows,
  databaseKinds,
  firstComplexId,
  openTestDatabase,
} from '../../test/harness';
import type { Db } from '../db/database';
import { syncedTables } from '../db/tables';
import { nextVersion } from '../sync/version-clock';
import { createJobs } from '../services/jobs';
import { seedDemoData } from './seed';
import { RENT_MAX, RENT_MIN } from './seed-apartments';
import { periodBefore } from './seed-meters';

type Row = Record<string, unknown>;
const SYNCED = [
  'users',
  'complexes',
  'blocks',
  'residents',
  'apartments',
  'apartment_assignments',
  'workflow_categories',
  'workflow_templates',
  'template_steps',
  'inquiries',
  'inquiry_progress',
  'meters',
  'meter_readings',
  'household_members',
  'vehicles',
  'household_requests',
  'announcements',
  'announcement_recipients',
  'fee_types',
  'billing_periods',
  'invoices',
  'bank_accounts',
  'unit_charges',
  'payments',
];

const live = (db: Db, table: string): Promise<Row[]> => db(table).whereNull('deleted_at');

describe.each(databaseKinds)('demo seed [%s]', (kind) => {
  let open: OpenDatabase | undefined;
  const db = () => {
    if (!open) throw new Error('database not open');
    return open.db;
  };
  beforeAll(async () => {
    open = await openTestDatabase(kind);
    await seedDemoData(open.db);
  }, 120_000);
  afterAll(async () => {
    await open?.close();
  });

  it('seeds two complexes, Hà Nội and TP.HCM, each with its own blocks', async () => {
    const complexes = await live(db(), 'complexes');
    expect(complexes.map((c) => [c.code, c.name])).toEqual(
      expect.arrayContaining([
        ['TC-HN', 'Chung cư Times City'],
        ['SR-Q7', 'Chung cư Sunrise City'],
      ]),
    );
    expect(complexes).toHaveLength(2);
    const apartments = await live(db(), 'apartments');
    const blocksOf = (code: string) => {
      const id = complexes.find((c) => c.code === code)?.id;
      return new Set(apartments.filter((a) => a.complex_id === id).map((a) => a.building_block));
    };
    expect(blocksOf('TC-HN')).toEqual(new Set(['A', 'B', 'C']));
    expect(blocksOf('SR-Q7')).toEqual(new Set(['V', 'X']));
    // S23: each complex's blocks are rows of it, the very names its units carry.
    const blocks = await live(db(), 'blocks');
    for (const code of ['TC-HN', 'SR-Q7']) {
      const id = complexes.find((c) => c.code === code)?.id;
      const rows = new Set(blocks.filter((b) => b.complex_id === id).map((b) => b.name));
      expect(rows, code).toEqual(blocksOf(code));
    }
    // Every row of a complex's data carries its complex, the one of the unit it belongs to.
    for (const table of ['residents', 'apartment_assignments', 'inquiries', 'meters']) {
      const ids = complexes.map((c) => String(c.id));
      const orphans = await db()(table).whereNotIn('complex_id', ids);
      expect(orphans, table).toEqual([]);
    }
    const mismatched = await db()('apartment_assignments as h')
      .join('apartments as a', 'a.id', 'h.apartment_id')
      .join('residents as r', 'r.id', 'h.resident_id')
      .whereRaw('h.complex_id <> a.complex_id or r.complex_id <> a.complex_id');
    expect(mismatched).toEqual([]);
  });

  it('seeds three blocks of uniquely numbered apartments in mixed statuses', async () => {
    const apartments = await live(db(), 'apartments');
    expect(apartments.length).toBeGreaterThanOrEqual(40);
    const units = apartments.map((a) => String(a.unit_number));
    expect(new Set(units).size).toBe(units.length);
    for (const a of apartments) {
      expect(a.unit_number).toMatch(new RegExp(`^${a.building_block}[12]-${a.floor}\\d\\d$`));
      expect(Number(a.floor)).toBeGreaterThanOrEqual(1);
      expect(Number(a.floor)).toBeLessThanOrEqual(12);
      expect(Number(a.square_footage)).toBeGreaterThanOrEqual(45);
      expect(Number(a.square_footage)).toBeLessThanOrEqual(120);
      // A month's rent in đồng, as the office quotes it: whole hundred thousands, 8–25 triệu.
      expect(String(a.monthly_rent)).toMatch(/^\d{1,8}\.00$/);
      const rent = Number(a.monthly_rent);
      expect(rent % 100_000).toBe(0);
      expect(rent).toBeGreaterThanOrEqual(RENT_MIN);
      expect(rent).toBeLessThanOrEqual(RENT_MAX);
      expect(a.image_url).toBe('/api/placeholder/400/300');
    }
    const statuses = apartments.map((a) => a.status);
    expect(statuses.filter((s) => s === 'occupied').length).toBeGreaterThan(apartments.length / 2);
    expect(statuses).toContain('available');
    expect(statuses).toContain('maintenance');
  });

  it('seeds residents with 12-digit CCCD numbers, +84 phones and unique e-mails', async () => {
    const residents = await live(db(), 'residents');
    expect(residents.length).toBeGreaterThanOrEqual(70);
    for (const r of residents) {
      expect(r.id_card_number).toMatch(/^\d{12}$/);
      expect(r.phone).toMatch(/^\+84\d{9}$/);
      expect(r.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
      expect(['male', 'female']).toContain(r.gender);
    }
    expect(new Set(residents.map((r) => r.id_card_number)).size).toBe(residents.length);
    expect(new Set(residents.map((r) => r.email)).size).toBe(residents.length);
    const statuses = new Set(residents.map((r) => r.status));
    expect(statuses).toEqual(new Set(['active', 'inactive', 'pending']));
  });

  it('gives each occupied unit 1–4 current residents, one primary, and keeps history', async () => {
    const apartments = await live(db(), 'apartments');
    const assignments = await live(db(), 'apartment_assignments');
    const current = assignments.filter((a) => a.move_out_date === null);
    for (const apartment of apartments) {
      const here = current.filter((a) => a.apartment_id === apartment.id);
      if (apartment.status !== 'occupied') {
        expect(here).toEqual([]);
        continue;
      }
      expect(here.length).toBeGreaterThanOrEqual(1);
      expect(here.length).toBeLessThanOrEqual(4);
      expect(here.filter((a) => a.is_primary).length).toBe(1);
    }
    const past = assignments.filter((a) => a.move_out_date !== null);
    expect(past.length).toBeGreaterThanOrEqual(5);
    for (const a of past) {
      expect(new Date(a.move_out_date as string) > new Date(a.move_in_date as string)).toBe(true);
    }
  });

  it('links the demo resident user to her resident record and a current home', async () => {
    const [lan] = await db()('residents').where({ email: 'resident@chungcu.demo' });
    expect(lan).toMatchObject({ first_name: 'Lan', last_name: 'Nguyễn Thị', status: 'active' });
    const home = await db()('apartment_assignments')
      .where({ resident_id: lan?.id, is_primary: true })
      .whereNull('move_out_date');
    expect(home).toHaveLength(1);
    const mine = await db()('inquiries').where({ resident_id: lan?.id });
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((i) => i.apartment_id === home[0]?.apartment_id)).toBe(true);
  });

  it('links the second demo resident user to a home in another block, and seeds announcements', async () => {
    const home = async (email: string) => {
      const [row] = await db()('residents as r')
        .join('apartment_assignments as h', 'h.resident_id', 'r.id')
        .join('apartments as a', 'a.id', 'h.apartment_id')
        .where({ 'r.email': email })
        .whereNull('h.move_out_date')
        .select('r.id', 'a.building_block');
      return row as { id: string; building_block: string };
    };
    const lan = await home(demoAccounts.resident.email);
    const bao = await home(demoAccounts.residentB.email);
    expect(bao.building_block).not.toBe(lan.building_block);
    const all = await live(db(), 'announcements');
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['sent', 'scheduled']));
    const urgent = all.find((a) => a.urgent);
    expect(new Date(urgent?.ends_at as string).getTime()).toBeGreaterThan(Date.now());
    const received = async (residentId: string) =>
      (
        await db()('announcement_recipients')
          .where({ resident_id: residentId })
          .pluck('announcement_id')
      ).sort();
    // Everyone's fee notice; each their own block's notice (Bảo's is the urgent one).
    expect(await received(lan.id)).toHaveLength(2);
    expect(await received(bao.id)).toContain(urgent?.id);
    expect(await received(lan.id)).not.toContain(urgent?.id);
    for (const a of all.filter((x) => x.status === 'sent')) {
      const count = await db()('announcement_recipients').where({ announcement_id: a.id });
      expect(count).toHaveLength(Number(a.recipient_count));
    }
  });

  it('has one account of each role, each manager and staff member serving one complex', async () => {
    const users = await live(db(), 'users');
    const roleOf = (id: string) => users.find((u) => u.id === id)?.role;
    expect(Object.values(demoAccounts).map((a) => [a.email, roleOf(a.id)])).toEqual([
      ['admin@chungcu.demo', 'admin'],
      ['quanly@chungcu.demo', 'manager'],
      ['kythuat@chungcu.demo', 'staff'],
      ['baove@chungcu.demo', 'staff'],
      ['resident@chungcu.demo', 'resident'],
      ['cudan.b@chungcu.demo', 'resident'],
    ]);
    const served = await db()('staff_complexes as s')
      .join('complexes as c', 'c.id', 's.complex_id')
      .whereNull('s.deleted_at')
      .orderBy('s.user_id')
      .select('s.user_id', 'c.code');
    expect(served.map((s) => [s.user_id, s.code])).toEqual([
      [demoAccounts.technician.id, 'TC-HN'],
      [demoAccounts.security.id, 'SR-Q7'],
      [demoAccounts.manager.id, 'TC-HN'],
    ]);
  });

  it('names as a request’s assignee only someone who serves its complex, or the board', async () => {
    const complexes = await live(db(), 'complexes');
    const served = await db()('staff_complexes').whereNull('deleted_at');
    const names = new Map(
      Object.values(demoAccounts).map((a) => [`${a.lastName} ${a.firstName}`, a.id]),
    );
    const inquiries = (await live(db(), 'inquiries')).filter((i) => i.assigned_to);
    expect(inquiries.length).toBeGreaterThan(0);
    for (const inquiry of inquiries) {
      const id = names.get(String(inquiry.assigned_to));
      const serves = served.some((s) => s.user_id === id && s.complex_id === inquiry.complex_id);
      expect(id === demoAccounts.admin.id || serves, String(inquiry.assigned_to)).toBe(true);
    }
    // Each complex's staff have requests to work on: repairs in Times City, security in Sunrise.
    const codeOf = (id: unknown) => complexes.find((c) => c.id === id)?.code;
    const handled = new Set(inquiries.map((i) => `${codeOf(i.complex_id)} ${i.assigned_to}`));
    expect(handled).toContain('TC-HN Lê Văn Hùng');
    expect(handled).toContain('TC-HN Hoàng Thị Thu');
    expect(handled).toContain('SR-Q7 Phạm Tiến Dũng');
  });

  it('seeds the five categories and templates whose steps are numbered 1..n', async () => {
    const categories = await live(db(), 'workflow_categories');
    expect(categories.map((c) => c.name).sort()).toEqual(
      Object.values(inquiryCategories.labels).sort(),
    );
    const templates = await live(db(), 'workflow_templates');
    expect(templates.length).toBeGreaterThanOrEqual(4);
    const steps = await live(db(), 'template_steps');
    for (const template of templates) {
      expect(categories.map((c) => c.id)).toContain(template.category);
      const own = steps.filter((s) => s.template_id === template.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.map((s) => s.step_order).sort()).toEqual(own.map((_, i) => i + 1));
      // Shared by both complexes: a step names the administrator, or only the job it needs.
      for (const s of own) {
        expect([demoAccounts.admin.id, null]).toContain(s.default_assignee_id);
        expect(s.default_assignee_role).toBeTruthy();
      }
    }
    // Every resident category is mapped to one template: a resident's report finds its workflow.
    const served = templates.flatMap((t) => t.resident_categories as string[]);
    expect(served.sort()).toEqual([...residentCategories.values].sort());
  });

  it('sets each complex’s automatic assignment to its own staff; its history starts chased (S28, S30)', async () => {
    const categories = await live(db(), 'workflow_categories');
    const nameOf = (id: string) => categories.find((c) => c.id === id)?.name;
    const rulesOf = async (code: string) => {
      const complex = await db()('complexes').where({ code }).first();
      const rules = (
        typeof complex.assignment_rules === 'string'
          ? JSON.parse(complex.assignment_rules)
          : complex.assignment_rules
      ) as { categoryId: string; assigneeId: string }[];
      return {
        id: complex.id as string,
        rules: rules.map((r) => [nameOf(r.categoryId), r.assigneeId]),
      };
    };
    // Times City's technician takes repairs, its manager security and parking; Sunrise City's
    // guard takes security and parking there: each rule names someone serving the complex.
    const { id: first, rules } = await rulesOf('TC-HN');
    expect(rules).toEqual([
      [inquiryCategories.labels.maintenance, demoAccounts.technician.id],
      [inquiryCategories.labels.security, demoAccounts.manager.id],
      [inquiryCategories.labels.parking, demoAccounts.manager.id],
    ]);
    expect((await rulesOf('SR-Q7')).rules).toEqual([
      [inquiryCategories.labels.security, demoAccounts.security.id],
      [inquiryCategories.labels.parking, demoAccounts.security.id],
    ]);
    const blocks = await db()('blocks').where({ complex_id: first });
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block.on_duty_id).toBe(demoAccounts.admin.id);
    // Old overdue requests were marked chased: the first round sends nothing.
    expect(await countRows(db(), 'inquiry_sla_alerts')).toBeGreaterThan(0);
    expect(await createJobs(db()).sendSlaAlerts()).toBe(0);
  });

  it('seeds inquiries in every status, category and priority with consistent progress', async () => {
    const inquiries = await live(db(), 'inquiries');
    expect(inquiries.length).toBeGreaterThanOrEqual(25);
    const values = (field: string) => new Set(inquiries.map((i) => i[field]));
    expect(values('status')).toEqual(new Set(inquiryStatuses.values));
    expect(values('category')).toEqual(new Set(inquiryCategories.values));
    expect(values('priority')).toEqual(new Set(priorities.values));
    const now = Date.now();
    const progress = await live(db(), 'inquiry_progress');
    expect(progress.length).toBeGreaterThan(0);
    for (const inquiry of inquiries) {
      const created = new Date(inquiry.created_at as string).getTime();
      expect(now - created).toBeLessThanOrEqual(91 * 24 * 3600 * 1000);
      expect(inquiry.resident_id).not.toBeNull();
      expect(inquiry.apartment_id).not.toBeNull();
      if (inquiry.status === 'overdue')
        expect(new Date(inquiry.due_date as string).getTime()).toBeLessThan(now);
      const steps = progress
        .filter((p) => p.inquiry_id === inquiry.id)
        .sort((a, b) => Number(a.step_order) - Number(b.step_order));
      if (steps.length === 0) continue;
      expect(inquiry.template_id).not.toBeNull();
      const statuses = steps.map((s) => s.status).join(',');
      expect(statuses).toMatch(
        /^(completed,)*((in_progress|pending)(,waiting)*)?$|^(completed,)*completed$/,
      );
      if (inquiry.status === 'completed')
        expect(steps.every((s) => s.status === 'completed')).toBe(true);
      for (const s of steps) {
        if (s.status === 'completed') {
          expect(s.started_at).not.toBeNull();
          expect(new Date(s.completed_at as string) >= new Date(s.started_at as string)).toBe(true);
          expect(new Date(s.completed_at as string).getTime()).toBeLessThan(now);
        } else if (s.status === 'waiting') {
          expect([s.started_at, s.completed_at]).toEqual([null, null]);
        } else {
          expect(s.started_at).not.toBeNull();
          expect(s.completed_at).toBeNull();
        }
      }
    }
  });

  it('gives every unit a water and an electricity meter with 3–6 months of realistic readings, each household about the same every month', async () => {
    const units = await live(db(), 'apartments');
    const meters = await live(db(), 'meters');
    expect(meters).toHaveLength(units.length * 2);
    const readings = await live(db(), 'meter_readings');
    let leaks = 0;
    let unusual = 0;
    for (const unit of units) {
      const own = meters.filter((m) => m.apartment_id === unit.id);
      expect(own.map((m) => m.kind).sort()).toEqual(['electricity', 'water']);
      for (const meter of own) {
        const values = readings
          .filter((r) => r.meter_id === meter.id)
          .sort((a, b) => String(a.period).localeCompare(String(b.period)))
          .map((r) => Number(r.value));
        expect(values.length).toBeGreaterThanOrEqual(3);
        expect(values.length).toBeLessThanOrEqual(6);
        const used = values.slice(1).map((v, i) => v - (values[i] as number));
        const [low, high] =
          unit.status !== 'occupied' ? [0, 40] : meter.kind === 'water' ? [10, 75] : [150, 500];
        for (const u of used) {
          expect(u).toBeGreaterThanOrEqual(low);
          expect(u).toBeLessThanOrEqual(high);
        }
        if (meter.kind === 'water' && used.some((u) => u > 25)) leaks++;
        // A month over twice or under half the one before, and 5 or more apart: the billing
        // screen's unusual mark.
        unusual += used.slice(1).filter((u, i) => {
          const before = used[i] as number;
          return Math.abs(u - before) >= 5 && (u > before * 2 || u < before / 2);
        }).length;
      }
    }
    // The one leak of each complex, and nothing else a manager would be asked to look at.
    expect(leaks).toBe(2);
    expect(unusual).toBe(2);
  });

  it('gives each complex its fees, the month before last issued and last month drafted (S31), most of it paid (S34)', async () => {
    const complexes = await live(db(), 'complexes');
    const demoResident = (await live(db(), 'residents')).find(
      (r) => r.email === demoAccounts.resident.email,
    );
    const homeComplex = demoResident?.complex_id;
    const now = new Date();
    for (const complex of complexes) {
      const fees = await live(db(), 'fee_types').then((rows) =>
        rows.filter((f) => f.complex_id === complex.id),
      );
      expect(fees.map((f) => f.name).sort()).toEqual(
        ['Phí gửi xe', 'Phí quản lý', 'Phí vệ sinh', 'Tiền điện', 'Tiền nước'].sort(),
      );
      // One account its notices' VietQR codes pay, at a bank of the NAPAS list (S33).
      const accounts = (await live(db(), 'bank_accounts')).filter(
        (a) => a.complex_id === complex.id,
      );
      expect(
        accounts.map((a) => [a.is_default, bankOfBin(String(a.bank_bin)) !== undefined]),
      ).toEqual([[true, true]]);
      const periods = (await live(db(), 'billing_periods'))
        .filter((p) => p.complex_id === complex.id)
        .sort((a, b) => String(a.month).localeCompare(String(b.month)));
      expect(periods.map((p) => [p.month, p.status])).toEqual([
        [periodBefore(now, 2), 'issued'],
        [periodBefore(now, 1), 'drafted'],
      ]);
      const units = (await live(db(), 'apartments')).filter((a) => a.complex_id === complex.id);
      const [issued, drafted] = await Promise.all(
        periods.map((p) =>
          live(db(), 'invoices').then((r) => r.filter((i) => i.period_id === p.id)),
        ),
      );
      expect(issued?.length).toBe(units.length);
      expect(drafted?.length).toBe(units.length);
      const numbers = (issued ?? []).map((i) => Number(String(i.number).slice(-5)));
      expect(numbers.sort((a, b) => a - b)).toEqual(units.map((_, i) => i + 1));
      expect((drafted ?? []).every((i) => i.status === 'draft' && i.number === null)).toBe(true);
      // Last month's drafts carry what the issued month asked less what was paid of it (S34):
      // most households paid in full by transfer, some half, some not; one transfer waits.
      const payments = (await live(db(), 'payments')).filter((p) => p.complex_id === complex.id);
      const paidBy = (unitId: unknown) =>
        payments
          .filter((p) => p.apartment_id === unitId && p.status === 'matched')
          .reduce((sum, p) => sum + Number(p.amount), 0);
      for (const draft of drafted ?? []) {
        const before = issued?.find((i) => i.apartment_id === draft.apartment_id);
        expect(Number(draft.previous_balance)).toBe(
          Math.max(0, Number(before?.amount_due) - paidBy(draft.apartment_id)),
        );
        expect(Number(draft.payments_counted)).toBe(paidBy(draft.apartment_id));
      }
      // Issued on the next month's first morning, before any transfer that paid it.
      const issuedOn = new Date(`${periodBefore(now, 1)}-01T09:00:00+07:00`).getTime();
      for (const invoice of issued ?? [])
        expect(new Date(invoice.issued_at as string).getTime()).toBe(issuedOn);
      for (const payment of payments)
        expect(new Date(payment.paid_at as string).getTime()).toBeGreaterThan(issuedOn);
      const matched = payments.filter((p) => p.status === 'matched');
      expect(matched.length).toBeGreaterThan(units.length / 3);
      expect(matched.every((p) => p.matched_by === 'code')).toBe(true);
      expect(payments.filter((p) => p.status === 'unmatched')).toHaveLength(1);
      // The demo residents' homes stay unpaid: their notice is theirs to pay in a try.
      const home = (await live(db(), 'apartment_assignments')).find(
        (a) => a.resident_id === demoResident?.id && !a.move_out_date,
      );
      if (home && complex.id === homeComplex) expect(paidBy(home.apartment_id)).toBe(0);
      // An occupied unit's notice: management fee, water and electricity by tiers, in ₫.
      const occupied = units.find((u) => u.status === 'occupied');
      const notice = issued?.find((i) => i.apartment_id === occupied?.id);
      const lines = (
        typeof notice?.lines === 'string' ? JSON.parse(notice.lines) : notice?.lines
      ) as {
        name: string;
        amount: number;
      }[];
      for (const name of ['Phí quản lý', 'Tiền nước', 'Tiền điện']) {
        const line = lines.find((l) => l.name === name);
        expect(line?.amount, name).toBeGreaterThan(10_000);
        expect(Number.isInteger(line?.amount)).toBe(true);
      }
    }
    // The issued month told its households, as issuing does: the demo resident's bell has it.
    const told = (await live(db(), 'notifications')).filter(
      (n) => n.user_id === demoAccounts.resident.id && n.kind === 'feeNotice',
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      url: '/fees',
      title: expect.stringContaining('Thông báo phí'),
    });
    expect(new Date(told[0]?.created_at as string).getTime()).toBe(
      new Date(`${periodBefore(now, 1)}-01T09:00:00+07:00`).getTime(),
    );
    // Its debts past due count as reminded (S35): the first round does not flood the bell.
    expect(await countRows(db(), 'payment_reminders')).toBeGreaterThan(0);
  });

  it('gives households relations, a member row per current occupant, vehicles and a waiting request', async () => {
    const current = (await live(db(), 'apartment_assignments')).filter((a) => !a.move_out_date);
    const members = await live(db(), 'household_members');
    expect(members.map((m) => m.id).sort()).toEqual(
      current.map((a) => memberIdOf(String(a.id))).sort(),
    );
    for (const a of await live(db(), 'apartment_assignments')) {
      expect(a.relation === 'head', String(a.id)).toBe(a.is_primary);
    }
    expect(new Set(current.map((a) => a.relation))).toEqual(
      new Set(['head', 'spouse', 'child', 'tenant']),
    );
    const vehicles = await live(db(), 'vehicles');
    expect(new Set(vehicles.map((v) => v.kind))).toEqual(
      new Set(['car', 'motorbike', 'bicycle', 'electric']),
    );
    for (const v of vehicles.filter((v) => v.plate_number)) {
      expect(normalisePlate(String(v.plate_number), v.kind as 'car')).toBe(v.plate_number);
    }
    const plates = vehicles
      .filter((v) => v.plate_number)
      .map((v) => `${v.complex_id}/${v.plate_number}`);
    expect(new Set(plates).size).toBe(plates.length);
    const waiting = await live(db(), 'household_requests');
    expect(waiting).toEqual([
      expect.objectContaining({ status: 'pending', kind: 'vehicle', requested_by: 'resident-001' }),
    ]);
  });

  it("tells the office of each request not yet received, as the request's own write would have (S25)", async () => {
    const waiting = (await live(db(), 'inquiries')).filter((i) => i.status === 'new');
    expect(waiting.length).toBeGreaterThan(0);
    const notices = await live(db(), 'notifications');
    const serving = await db()('staff_complexes as s')
      .join('users as u', 'u.id', 's.user_id')
      .whereNull('s.deleted_at')
      .whereIn('u.role', ['manager', 'staff'])
      .select('s.complex_id', 'u.id');
    for (const inquiry of waiting) {
      const told = notices.filter((n) => n.url === `/inquiries/${String(inquiry.id)}`);
      const staff = serving.filter((r) => r.complex_id === inquiry.complex_id).map((r) => r.id);
      expect(told.map((n) => n.user_id).sort()).toEqual(staff.sort());
      for (const notice of told) {
        expect(notice.kind).toBe('inquiryNew');
        expect(new Date(notice.created_at as string).getTime()).toBe(
          new Date(inquiry.created_at as string).getTime(),
        );
      }
    }
    // Times City's manager finds them on her home and bell; nothing else was made up.
    expect(notices.some((n) => n.user_id === demoAccounts.manager.id)).toBe(true);
    expect(notices.filter((n) => n.kind === 'inquiryNew')).toHaveLength(
      notices.filter((n) => waiting.some((i) => n.url === `/inquiries/${String(i.id)}`)).length,
    );
  });

  it('answers every seeded row in its contracts shape', async () => {
    const schemas: Record<string, z.ZodType> = {
      resident: residentSchema,
      apartment: apartmentSchema,
      assignment: assignmentSchema,
      inquiry: inquirySchema,
      inquiryProgress: inquiryProgressSchema,
      workflowCategory: workflowCategorySchema,
      workflowTemplate: workflowTemplateSchema,
      templateStep: templateStepSchema,
      meter: meterSchema,
      meterReading: meterReadingSchema,
      householdMember: householdMemberSchema,
      vehicle: vehicleSchema,
      householdRequest: householdRequestSchema,
      announcement: announcementSchema,
      announcementRecipient: announcementRecipientSchema,
    };
    for (const spec of syncedTables) {
      const schema = schemas[spec.entity];
      if (!schema) continue;
      for (const row of await db()(spec.table)) {
        const parsed = schema.safeParse(spec.toEntity(row));
        expect(parsed.error?.issues ?? [], `${spec.entity} ${row.id}`).toEqual([]);
      }
    }
  });

  it('gives every row its own version and a backdated create audit entry', async () => {
    const versions: number[] = [];
    for (const table of SYNCED) {
      versions.push(...(await db()(table).pluck('version')).map(Number));
    }
    expect(new Set(versions).size).toBe(versions.length);
    const audit = await db()('audit_log').where({ action: 'create', user_id: 'admin-001' });
    const inquiries = await live(db(), 'inquiries');
    expect(audit.length).toBe(versions.length - (await countRows(db(), 'users')));
    for (const inquiry of inquiries) {
      const entry = audit.find((a) => a.entity_id === inquiry.id);
      expect(new Date(entry?.at as string).getTime()).toBe(
        new Date(inquiry.created_at as string).getTime(),
      );
    }
  });

  it('adds nothing when run again', async () => {
    const before = await Promise.all([...SYNCED, 'audit_log'].map((t) => countRows(db(), t)));
    await seedDemoData(db());
    const after = await Promise.all([...SYNCED, 'audit_log'].map((t) => countRows(db(), t)));
    expect(after).toEqual(before);
  });

  it('seeds only the demo accounts into a database that already has data', async () => {
    const other = await openTestDatabase(kind);
    try {
      const complexId = await firstComplexId(other.db);
      await other.db.transaction(async (trx) => {
        await trx('apartments').insert({
          id: uuidv7(),
          complex_id: complexId,
          unit_number: 'Z1-101',
          building_block: 'Z',
          floor: 1,
          bedrooms: 1,
          bathrooms: 1,
          square_footage: 50,
          monthly_rent: '5000000',
          version: await nextVersion(trx),
        });
      });
      await seedDemoData(other.db);
      expect(await countRows(other.db, 'users')).toBe(Object.keys(demoAccounts).length);
      expect(await countRows(other.db, 'apartments')).toBe(1);
      expect(await countRows(other.db, 'residents')).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('makes the same data set every time', async () => {
    const other = await openTestDatabase(kind);
    try {
      await seedDemoData(other.db);
      const people = (d: Db) =>
        d('residents')
          .orderBy('id_card_number')
          .select('first_name', 'last_name', 'id_card_number', 'email');
      const units = (d: Db) =>
        d('apartments').orderBy('unit_number').select('unit_number', 'status', 'monthly_rent');
      expect(await people(other.db)).toEqual(await people(db()));
      expect(await units(other.db)).toEqual(await units(db()));
    } finally {
      await other.close();
    }
  }, 120_000);
});
