/**
 * Arguments for every named mutation, made for one complex: what the write-reach walk pushes
 * and posts into a complex the writer does not serve, and (as its control) into one they do.
 * Each builder makes the rows its mutation needs first (through the same mutations, as the
 * company administrator or the side's resident), so no two writes share a target.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { type MutationName, pushResponseSchema, uuidv7 } from '@chungcu/contracts';
import type { Db } from '../src/db/database';
import type { Agent } from './complex-fixtures';
import { apartmentBody, residentBody } from './harness';

/** One complex of the walk: its id, a unit with a resident account living in it, a colleague. */
export interface Side {
  complexId: string;
  unitId: string;
  /** The resident account living in `unitId`, its user id and its resident record. */
  resident: Agent;
  residentUserId: string;
  residentRecordId: string;
  /**
   * A staff member serving this complex, not a manager (a row `setStaffComplexes` and duty can
   * name, and the writer the office's money is refused to: S37).
   */
  colleague: Agent;
  colleagueId: string;
}

export interface World {
  db: Db;
  admin: Agent;
}

/** Who writes the control (and who makes the rows a builder needs of this mutation). */
export type Writer = 'manager' | 'resident' | 'admin';

export interface WriteCase {
  build(world: World, side: Side): Promise<Record<string, unknown>>;
  /** Who may make this write in their own complex: the control's writer (default `manager`). */
  by?: Writer;
}

/** Pushes one mutation as `agent`; answers its result. */
export async function pushAs(agent: Agent, name: string, args: Record<string, unknown>) {
  const res = await agent.post('/api/sync/push').send({
    mutations: [{ id: uuidv7(), name, args, createdAt: new Date().toISOString() }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [result] = pushResponseSchema.parse(res.body).results;
  if (!result) throw new Error(`no result for ${name}`);
  return result;
}

const suffix = () => randomBytes(3).toString('hex');
const png = { mimeType: 'image/png', width: 4, height: 3 } as const;

/**
 * Makes the row `name` creates in `side` (as the company administrator, or the side's resident
 * for what only residents make) and answers the arguments it was made with.
 */
async function made(world: World, side: Side, name: MutationName) {
  const { build, by } = writeCases[name];
  const args = await build(world, side);
  const writer = by === 'resident' ? side.resident : world.admin;
  const result = await pushAs(writer, name, args);
  expect(result, `${name} made for the walk`).toMatchObject({ ok: true });
  return args as { id: string } & Record<string, unknown>;
}

/** A request of the side's resident about their unit, completed by staff. */
async function completedRequest(world: World, side: Side) {
  const inquiry = await made(world, side, 'createInquiry');
  const done = await pushAs(world.admin, 'updateInquiry', { id: inquiry.id, status: 'completed' });
  expect(done).toMatchObject({ ok: true });
  return inquiry.id;
}

/** A template of the side's complex with one step. */
async function templateWithStep(world: World, side: Side) {
  const step = await made(world, side, 'addTemplateStep');
  return step.templateId as string;
}

/** A request with its progress made from a one-step template: the request's and step's ids. */
async function requestInProgress(world: World, side: Side) {
  const inquiry = await made(world, side, 'createInquiry');
  const stepId = uuidv7();
  const started = await pushAs(world.admin, 'initProgress', {
    id: inquiry.id,
    templateId: await templateWithStep(world, side),
    stepIds: [stepId],
  });
  expect(started).toMatchObject({ ok: true });
  return { inquiryId: inquiry.id, stepId };
}

/** An inspection of the side's unit with its one item failed. */
async function failedInspection(world: World, side: Side) {
  const inspection = await made(world, side, 'startInspection');
  const failed = await pushAs(world.admin, 'updateInspection', {
    id: inspection.id,
    results: [{ itemId: 'item-1', outcome: 'fail', note: 'Bong tróc sơn' }],
  });
  expect(failed).toMatchObject({ ok: true });
  return inspection.id;
}

/** The newest notification of the side's resident (a request of theirs moved by staff). */
async function residentNotification(world: World, side: Side) {
  const inquiry = await made(world, side, 'createInquiry');
  const moved = await pushAs(world.admin, 'updateInquiry', {
    id: inquiry.id,
    status: 'in_progress',
  });
  expect(moved).toMatchObject({ ok: true });
  const row = await world
    .db('notifications')
    .where({ user_id: side.residentUserId })
    .orderBy('created_at', 'desc')
    .first('id');
  expect(row, 'a notification for the resident').toBeTruthy();
  return row.id as string;
}

/** A plate of the Hà Nội form no other vehicle of the walk has ("29A-123.45"). */
const plate = () => {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `29A-${String(((a << 8) | b) % 1000).padStart(3, '0')}.${String(c % 100).padStart(2, '0')}`;
};

const vehicleRequest = (side: Side) => ({
  id: uuidv7(),
  kind: 'vehicle',
  apartmentId: side.unitId,
  plateNumber: plate(),
  vehicleKind: 'motorbike',
});

/** Every mutation, by name: the compiler refuses a mutation without its case. */
/** Months handed to `openBillingPeriod` cases so far (each case a month of its own). */
let periodsOpened = 0;

export const writeCases: Record<MutationName, WriteCase> = {
  createResident: {
    build: async (_, side) => ({ ...residentBody({ complexId: side.complexId }), id: uuidv7() }),
  },
  updateResident: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createResident')).id,
      occupation: 'Giáo viên',
    }),
  },
  deleteResident: {
    build: async (world, side) => ({ id: (await made(world, side, 'createResident')).id }),
  },
  createApartment: {
    build: async (_, side) => ({ ...apartmentBody({ complexId: side.complexId }), id: uuidv7() }),
  },
  updateApartment: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createApartment')).id,
      bedrooms: 3,
    }),
  },
  // A complex's blocks are the company administrator's.
  createBlock: {
    by: 'admin',
    build: async (_, side) => ({ id: uuidv7(), complexId: side.complexId, name: `K${suffix()}` }),
  },
  renameBlock: {
    by: 'admin',
    build: async (world, side) => ({
      id: (await made(world, side, 'createBlock')).id,
      name: `R${suffix()}`,
    }),
  },
  deleteBlock: {
    by: 'admin',
    build: async (world, side) => ({ id: (await made(world, side, 'createBlock')).id }),
  },
  createAssignment: {
    build: async (world, side) => ({
      id: uuidv7(),
      apartmentId: (await made(world, side, 'createApartment')).id,
      residentId: (await made(world, side, 'createResident')).id,
      relation: 'head',
    }),
  },
  updateAssignment: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createAssignment')).id,
      notes: 'Chủ hộ mới',
    }),
  },
  endAssignment: {
    build: async (world, side) => ({ id: (await made(world, side, 'createAssignment')).id }),
  },
  createInquiry: {
    build: async (_, side) => ({
      id: uuidv7(),
      title: 'Đèn hành lang hỏng',
      description: 'Đèn hành lang tầng 4 không sáng.',
      apartmentId: side.unitId,
      residentId: side.residentRecordId,
    }),
  },
  updateInquiry: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createInquiry')).id,
      priority: 'high',
    }),
  },
  confirmInquiry: {
    by: 'resident',
    build: async (world, side) => ({ id: await completedRequest(world, side), rating: 5 }),
  },
  returnInquiry: {
    by: 'resident',
    build: async (world, side) => ({
      id: await completedRequest(world, side),
      reason: 'Đèn vẫn chưa sáng',
    }),
  },
  postInquiryMessage: {
    build: async (world, side) => ({
      id: uuidv7(),
      inquiryId: (await made(world, side, 'createInquiry')).id,
      body: 'Chiều nay 15:00 thợ điện lên kiểm tra.',
    }),
  },
  initProgress: {
    // The request names its template: the REST call without a body takes it from there.
    build: async (world, side) => {
      const templateId = await templateWithStep(world, side);
      const inquiry: Record<string, unknown> = {
        ...(await writeCases.createInquiry.build(world, side)),
        templateId,
      };
      expect(await pushAs(world.admin, 'createInquiry', inquiry)).toMatchObject({ ok: true });
      return { id: inquiry.id, templateId };
    },
  },
  updateStep: {
    build: async (world, side) => {
      const { inquiryId, stepId } = await requestInProgress(world, side);
      return { inquiryId, id: stepId, status: 'in_progress' };
    },
  },
  createTemplate: {
    build: async (_, side) => ({
      id: uuidv7(),
      templateName: `Sửa điện ${suffix()}`,
      category: 'maintenance',
      complexId: side.complexId,
    }),
  },
  updateTemplate: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createTemplate')).id,
      residentCategories: ['electricity'],
    }),
  },
  addTemplateStep: {
    build: async (world, side) => ({
      templateId: (await made(world, side, 'createTemplate')).id,
      id: uuidv7(),
      stepName: 'Kiểm tra',
      stepOrder: 1,
    }),
  },
  deleteTemplate: {
    build: async (world, side) => ({ id: (await made(world, side, 'createTemplate')).id }),
  },
  restoreTemplate: {
    build: async (world, side) => {
      const { id } = await made(world, side, 'deleteTemplate');
      return { id };
    },
  },
  createCategory: {
    build: async (_, side) => ({
      id: uuidv7(),
      name: `Điện ${suffix()}`,
      complexId: side.complexId,
    }),
  },
  updateCategory: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createCategory')).id,
      color: '#10B981',
    }),
  },
  createAttachment: {
    build: async (world, side) => {
      const bytes = randomBytes(64);
      return {
        id: uuidv7(),
        ownerEntity: 'apartment',
        ownerId: (await made(world, side, 'createApartment')).id,
        fileName: 'cua-so.png',
        byteSize: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        ...png,
      };
    },
  },
  deleteAttachment: {
    build: async (world, side) => ({ id: (await made(world, side, 'createAttachment')).id }),
  },
  moveAttachment: {
    build: async (world, side) => {
      const first = await made(world, side, 'createAttachment');
      const second = await pushAs(world.admin, 'createAttachment', {
        ...first,
        id: uuidv7(),
        sha256: createHash('sha256').update(randomBytes(8)).digest('hex'),
      });
      expect(second).toMatchObject({ ok: true });
      return { id: first.id, step: 1 };
    },
  },
  createInspectionTemplate: {
    build: async (_, side) => ({
      id: uuidv7(),
      name: `Bàn giao ${suffix()}`,
      items: [{ id: 'item-1', section: 'Phòng khách', label: 'Tường, trần' }],
      complexId: side.complexId,
    }),
  },
  startInspection: {
    build: async (world, side) => ({
      id: uuidv7(),
      apartmentId: side.unitId,
      templateId: (await made(world, side, 'createInspectionTemplate')).id,
    }),
  },
  updateInspection: {
    build: async (world, side) => ({
      id: (await made(world, side, 'startInspection')).id,
      summary: 'Căn hộ đạt yêu cầu',
    }),
  },
  createFindingInquiry: {
    build: async (world, side) => ({
      id: uuidv7(),
      inspectionId: await failedInspection(world, side),
      itemId: 'item-1',
    }),
  },
  createAnnouncement: {
    build: async (_, side) => ({
      id: uuidv7(),
      complexId: side.complexId,
      title: 'Cắt nước',
      body: 'Cắt nước từ 8:00 đến 11:00 để bảo trì bể.',
    }),
  },
  cancelAnnouncement: {
    build: async (world, side) => {
      const publishAt = new Date(Date.now() + 3_600_000).toISOString();
      const args: Record<string, unknown> = {
        ...(await writeCases.createAnnouncement.build(world, side)),
        publishAt,
      };
      expect(await pushAs(world.admin, 'createAnnouncement', args)).toMatchObject({ ok: true });
      return { id: args.id };
    },
  },
  markAnnouncementRead: {
    by: 'resident',
    build: async (world, side) => ({ id: (await made(world, side, 'createAnnouncement')).id }),
  },
  createMeter: {
    build: async (_, side) => ({
      id: uuidv7(),
      apartmentId: side.unitId,
      kind: 'water',
      serial: `NW-${suffix()}`,
    }),
  },
  createMeterReading: {
    build: async (world, side) => ({
      id: uuidv7(),
      meterId: (await made(world, side, 'createMeter')).id,
      period: '2026-10',
      value: 120.5,
      readAt: '2026-10-28',
    }),
  },
  updateMeterReading: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createMeterReading')).id,
      value: 121,
    }),
  },
  markNotificationsRead: {
    by: 'resident',
    build: async (world, side) => ({ ids: [await residentNotification(world, side)] }),
  },
  createVehicle: {
    build: async (_, side) => ({
      id: uuidv7(),
      apartmentId: side.unitId,
      kind: 'motorbike',
      plateNumber: plate(),
    }),
  },
  updateVehicle: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createVehicle')).id,
      brand: 'Honda Vision đỏ',
    }),
  },
  deleteVehicle: {
    build: async (world, side) => ({ id: (await made(world, side, 'createVehicle')).id }),
  },
  createHouseholdRequest: {
    by: 'resident',
    build: async (_, side) => vehicleRequest(side),
  },
  approveHouseholdRequest: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createHouseholdRequest')).id,
      vehicleId: uuidv7(),
    }),
  },
  refuseHouseholdRequest: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createHouseholdRequest')).id,
      reason: 'Biển số không khớp giấy đăng ký',
    }),
  },
  createComplex: {
    // A complex belongs to no complex: only the company administrator makes one.
    by: 'admin',
    build: async () => ({ id: uuidv7(), code: `C-${suffix()}`, name: 'Chung cư Mới' }),
  },
  updateComplex: {
    by: 'admin',
    build: async (_, side) => ({ id: side.complexId, address: `Số ${suffix()} đường Lê Lợi` }),
  },
  setStaffComplexes: {
    by: 'admin',
    build: async (_, side) => ({ userId: side.colleagueId, complexIds: [side.complexId] }),
  },
  setAssignmentRules: {
    build: async (_, side) => ({
      id: side.complexId,
      rules: [{ categoryId: null, blockId: null, userId: side.colleagueId }],
    }),
  },
  setBlockOnDuty: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createBlock')).id,
      userId: side.colleagueId,
    }),
  },
  createFeeType: {
    build: async (_, side) => ({
      id: uuidv7(),
      complexId: side.complexId,
      name: `Phí rác ${suffix()}`,
      basis: 'perUnit',
      unitPrice: 30_000,
    }),
  },
  updateFeeType: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createFeeType')).id,
      unitPrice: 35_000,
    }),
  },
  deleteFeeType: {
    build: async (world, side) => ({ id: (await made(world, side, 'createFeeType')).id }),
  },
  setFeeOptOut: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createFeeType')).id,
      apartmentId: side.unitId,
      optedOut: true,
    }),
  },
  createBankAccount: {
    build: async (_, side) => ({
      id: uuidv7(),
      complexId: side.complexId,
      bankBin: '970436',
      accountNumber: `00${String(randomBytes(5).readUIntBE(0, 5)).padStart(13, '0')}`,
      accountName: 'BQL TOA NHA',
    }),
  },
  updateBankAccount: {
    build: async (world, side) => ({
      id: (await made(world, side, 'createBankAccount')).id,
      accountName: 'BAN QUAN LY TOA NHA',
    }),
  },
  deleteBankAccount: {
    build: async (world, side) => ({ id: (await made(world, side, 'createBankAccount')).id }),
  },
  openBillingPeriod: {
    build: async (_, side) => {
      // A month no other case of the walk opens in this complex (one period per month): the
      // next of a counter, where a random one met another case's month about once in 25 walks.
      const n = periodsOpened++;
      const month = `${2030 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
      return { id: uuidv7(), complexId: side.complexId, month, dueDate: `${month}-15` };
    },
  },
  generateInvoices: {
    build: async (world, side) => ({ id: (await made(world, side, 'openBillingPeriod')).id }),
  },
  issueInvoices: {
    build: async (world, side) => {
      const args = await writeCases.generateInvoices.build(world, side);
      expect(await pushAs(world.admin, 'generateInvoices', args)).toMatchObject({ ok: true });
      return args;
    },
  },
  closeBillingPeriod: {
    build: async (world, side) => {
      const args = await writeCases.issueInvoices.build(world, side);
      expect(await pushAs(world.admin, 'issueInvoices', args)).toMatchObject({ ok: true });
      return { id: args.id };
    },
  },
  addUnitCharge: {
    build: async (world, side) => ({
      id: uuidv7(),
      apartmentId: side.unitId,
      feeTypeId: (await made(world, side, 'createFeeType')).id,
      month: '2031-01',
      kind: 'charge',
      name: 'Thay khóa cửa',
      amount: 150_000,
    }),
  },
  removeUnitCharge: {
    build: async (world, side) => ({ id: (await made(world, side, 'addUnitCharge')).id }),
  },
  recordPayment: {
    build: async (_, side) => ({
      id: uuidv7(),
      apartmentId: side.unitId,
      method: 'cash',
      amount: 500_000,
      paidAt: '2026-11-20T09:00:00+07:00',
    }),
  },
  unmatchPayment: {
    build: async (world, side) => ({ id: (await made(world, side, 'recordPayment')).id }),
  },
  matchPayment: {
    build: async (world, side) => {
      const { id } = await made(world, side, 'unmatchPayment');
      return { id, apartmentId: side.unitId };
    },
  },
  setPaymentWebhook: {
    build: async (_, side) => ({
      id: side.complexId,
      provider: 'sepay',
      secret: `khoa-bi-mat-${suffix()}-0123456789`,
    }),
  },
  voidPayment: {
    build: async (world, side) => ({
      id: (await made(world, side, 'recordPayment')).id,
      reason: 'Ghi nhầm',
    }),
  },
};
