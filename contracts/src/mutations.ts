import { z } from 'zod';
import { apartmentCreateSchema, apartmentPatchSchema } from './apartment';
import { announcementArgs } from './announcement';
import { attachmentCreateSchema } from './attachment';
import { blockArgs } from './block';
import { bankAccountCreateSchema, bankAccountPatchSchema } from './bank-account';
import {
  assignmentRulesPutSchema,
  blockOnDutyPutSchema,
  complexCreateSchema,
  complexPatchSchema,
  staffComplexesSchema,
} from './complex';
import { assignmentCreateSchema, assignmentPatchSchema } from './assignment';
import { idSchema, inYearRange, optionalText, overwrittenSchema } from './common';
import { paymentProviders } from './enums';
import { errorCodes } from './errors';
import { limits } from './limits';
import {
  householdApproveSchema,
  householdRefuseSchema,
  householdRequestArgsSchema,
} from './household';
import {
  billingPeriodCreateSchema,
  feeOptOutSchema,
  feeTypeCreateSchema,
  feeTypePatchSchema,
  invoicesIssueSchema,
} from './fee';
import { unitChargeCreateSchema } from './unit-charge';
import {
  paymentMatchSchema,
  paymentRecordSchema,
  paymentVoidSchema,
  paymentWebhookSecretSchema,
} from './payment';
import { inquiryMessageArgsSchema } from './inquiry-message';
import { meterCreateSchema, meterReadingCreateSchema, meterReadingPatchSchema } from './meter';
import { messages } from './messages';
import { notificationsReadSchema } from './notification';
import { residentCreateSchema, residentPatchSchema } from './resident';
import { vehicleCreateSchema, vehiclePatchSchema } from './vehicle';
import {
  inquiryCreateSchema,
  inquiryPatchSchema,
  initProgressRequestSchema,
  inquiryConfirmSchema,
  inquiryReturnSchema,
  openStepsSchema,
  progressStepPatchSchema,
} from './inquiry';
import {
  findingInquiryRequestSchema,
  inspectionCreateSchema,
  inspectionItemIdSchema,
  inspectionPatchSchema,
  inspectionTemplateArgsSchema,
} from './inspection';
import {
  templateStepCreateSchema,
  workflowCategoryCreateSchema,
  workflowCategoryPatchSchema,
  workflowTemplateCreateSchema,
  workflowTemplatePatchSchema,
} from './workflow';

/** An account's id: made by the server (`user-<uuid>`, the demo's ids), never a UUID alone. */
const accountIdSchema = z
  .string({ error: messages.common.notFound })
  .regex(/^[A-Za-z0-9_-]{1,80}$/, { error: messages.common.notFound });

/** The arguments of a mutation on one existing row: its id alone. */
const byId = z.strictObject({ id: idSchema });

/**
 * Every write of the product, by name, with its arguments: the REST body plus the path's ids
 * (`{ id, ...body }`). A create always carries its id, made by the client (UUID v7), so a replay
 * can never make a second row. The implementations live in `@chungcu/mutations`.
 */
export const mutationArgs = {
  createResident: residentCreateSchema.extend({ id: idSchema }),
  updateResident: residentPatchSchema.extend({ id: idSchema }),
  deleteResident: byId,
  createApartment: apartmentCreateSchema.extend({ id: idSchema }),
  updateApartment: apartmentPatchSchema.extend({ id: idSchema }),
  /** A block of a complex (the company administrator's; `complexId` from the path). */
  createBlock: blockArgs.create,
  /** A new name for a block; its units take it in the same mutation. */
  renameBlock: blockArgs.rename,
  /** Removes a block no live unit is in. */
  deleteBlock: blockArgs.remove,
  createAssignment: assignmentCreateSchema.extend({ id: idSchema }),
  updateAssignment: assignmentPatchSchema.extend({ id: idSchema }),
  endAssignment: byId,
  createInquiry: inquiryCreateSchema.extend({ id: idSchema }),
  /**
   * With `openSteps`, completing the request completes its open steps, or skips them with
   * `skipReason` (required then), in the same write.
   */
  updateInquiry: inquiryPatchSchema.extend({
    id: idSchema,
    openSteps: openStepsSchema.optional(),
    skipReason: optionalText(limits.longText).optional(),
  }),
  confirmInquiry: inquiryConfirmSchema.extend({ id: idSchema }),
  returnInquiry: inquiryReturnSchema.extend({ id: idSchema }),
  /** `id` is the inquiry's. */
  initProgress: initProgressRequestSchema.extend({ id: idSchema }),
  /**
   * A message on a request's conversation: the resident of the request or the staff of its
   * complex; `internal` (staff only) is never shown to a resident.
   */
  postInquiryMessage: inquiryMessageArgsSchema,
  /** `id` is the step's, `inquiryId` the inquiry it belongs to. */
  updateStep: progressStepPatchSchema.extend({ inquiryId: idSchema, id: idSchema }),
  createTemplate: workflowTemplateCreateSchema.extend({ id: idSchema }),
  /** A template's name, description or the resident categories it serves. */
  updateTemplate: workflowTemplatePatchSchema.extend({ id: idSchema }),
  /** `id` is the new step's, `templateId` the template it joins. */
  addTemplateStep: templateStepCreateSchema.extend({ templateId: idSchema, id: idSchema }),
  deleteTemplate: byId,
  restoreTemplate: byId,
  createCategory: workflowCategoryCreateSchema.extend({ id: idSchema }),
  updateCategory: workflowCategoryPatchSchema.extend({ id: idSchema }),
  /** An attachment's metadata; its bytes follow in their own upload queue. */
  createAttachment: attachmentCreateSchema,
  deleteAttachment: byId,
  /** Moves a file one place earlier (-1) or later (1) among its owner's (photos' order). */
  moveAttachment: z.strictObject({
    id: idSchema,
    step: z.union([z.literal(-1), z.literal(1)], { error: messages.common.invalidBody }),
  }),
  createInspectionTemplate: inspectionTemplateArgsSchema,
  startInspection: inspectionCreateSchema.extend({ id: idSchema }),
  /** Results, summary, signature, completion: PATCH /api/inspections/{id}. */
  updateInspection: inspectionPatchSchema.extend({ id: idSchema }),
  /** `id` is the new request's; a second call for the item answers the first request. */
  createFindingInquiry: findingInquiryRequestSchema.extend({
    id: idSchema,
    inspectionId: idSchema,
    itemId: inspectionItemIdSchema,
  }),
  /**
   * An announcement (staff): sent at once when it has no `publishAt` or its time has come (the
   * server fixes its recipients then), else scheduled.
   */
  createAnnouncement: announcementArgs.create,
  /** Cancels a scheduled announcement that has not gone out. */
  cancelAnnouncement: announcementArgs.cancel,
  /** The resident opened an announcement sent to them (`id` is the announcement's). */
  markAnnouncementRead: announcementArgs.read,
  createMeter: meterCreateSchema.extend({ id: idSchema }),
  /** A month's index of a meter; refused below the month before (see mutations/src/meters.ts). */
  createMeterReading: meterReadingCreateSchema.extend({ id: idSchema }),
  /** A corrected index, still between the months before and after. */
  updateMeterReading: meterReadingPatchSchema.extend({ id: idSchema }),
  /** The caller's own notifications opened or marked read (one, or every unread one shown). */
  markNotificationsRead: notificationsReadSchema,
  /** A household's vehicle (staff); its plate is stored normalised, unique in the complex. */
  createVehicle: vehicleCreateSchema.extend({ id: idSchema }),
  updateVehicle: vehiclePatchSchema.extend({ id: idSchema }),
  deleteVehicle: byId,
  /** A resident asks staff to add a member or a vehicle to a unit they live in. */
  createHouseholdRequest: householdRequestArgsSchema,
  /** Staff approve: the member's record and assignment, or the vehicle, made in the same write. */
  approveHouseholdRequest: householdApproveSchema.extend({ id: idSchema }),
  /** Staff refuse, with the reason the resident reads. */
  refuseHouseholdRequest: householdRefuseSchema.extend({ id: idSchema }),
  /** A complex's fee (staff): what it charges by, prices, tariffs, surcharges. */
  createFeeType: feeTypeCreateSchema.extend({ id: idSchema }),
  updateFeeType: feeTypePatchSchema.extend({ id: idSchema }),
  /** Removes a fee: later notices no longer charge it; issued ones keep their lines. */
  deleteFeeType: byId,
  /** A fee switched off or on for one unit (`id`: the fee's). */
  setFeeOptOut: feeOptOutSchema.extend({ id: idSchema }),
  /**
   * A complex's account residents pay into (staff); made the default, it takes the place of the
   * complex's other default in the same write (rule S33).
   */
  createBankAccount: bankAccountCreateSchema.extend({ id: idSchema }),
  updateBankAccount: bankAccountPatchSchema.extend({ id: idSchema }),
  /** Removes an account: notices no longer show it; none is made the default in its place. */
  deleteBankAccount: byId,
  /** Opens a complex's month of fees. */
  openBillingPeriod: billingPeriodCreateSchema.extend({ id: idSchema }),
  /**
   * Makes, or makes again, every unit's draft notice of a period (`id`: the period's): the same
   * invoices however often it runs; issued notices are never touched.
   */
  generateInvoices: byId,
  /**
   * Closes a month whose notices are all issued (`id`: the period's): it makes and issues
   * nothing more (rule S31).
   */
  closeBillingPeriod: byId,
  /** A one-off, an adjustment or a credit note on a unit's month, until its notice is issued. */
  addUnitCharge: unitChargeCreateSchema.extend({ id: idSchema }),
  /** Takes one back, while its month's notice of the unit is not issued. */
  removeUnitCharge: byId,
  /** Money staff received for a unit (cash, a transfer on the statement), counted at once. */
  recordPayment: paymentRecordSchema.extend({ id: idSchema }),
  /** An unmatched transfer given to a unit by hand. */
  matchPayment: paymentMatchSchema.extend({ id: idSchema }),
  /** A match undone: the payment waits on the unmatched list again. */
  unmatchPayment: byId,
  /** A payment voided with its reason, kept and audited; it counts no more. */
  voidPayment: paymentVoidSchema.extend({ id: idSchema }),
  // The office's settings, run on the server only (`serverOnlyMutations`).
  createComplex: complexCreateSchema.extend({ id: idSchema }),
  updateComplex: complexPatchSchema.extend({ id: idSchema }),
  /** The complexes a manager or staff member serves from now on (`userId`: their account). */
  setStaffComplexes: staffComplexesSchema.extend({ userId: accountIdSchema }),
  /** A complex's automatic assignment rules, replaced as a whole (`id`: the complex's). */
  setAssignmentRules: assignmentRulesPutSchema.extend({ id: idSchema }),
  /** A block's staff member on duty (`id`: the block's). */
  setBlockOnDuty: blockOnDutyPutSchema.extend({ id: idSchema }),
  /**
   * Issues a period's drafts (`id`: the period's), all or some: each gets its number, in order
   * and without gaps, which only the server gives.
   */
  issueInvoices: invoicesIssueSchema.extend({ id: idSchema }),
  /**
   * A complex's key for a provider's bank notifications (`id`: the complex's), replaced as a
   * whole; the server keeps it and audits only that it changed.
   */
  setPaymentWebhook: paymentWebhookSecretSchema.extend({
    id: idSchema,
    provider: paymentProviders.schema,
  }),
} satisfies Record<string, z.ZodType>;

export type MutationName = keyof typeof mutationArgs;
export const mutationNames = Object.keys(mutationArgs) as MutationName[];

/**
 * The mutations only the server runs: they read what no device holds (every account, who serves
 * which complex), so a device never runs them optimistically; it calls them and waits. They run
 * through the same write as the others (versions, audit, the stored answer).
 */
export const serverOnlyMutations = [
  'createComplex',
  'updateComplex',
  'setStaffComplexes',
  'setAssignmentRules',
  'setBlockOnDuty',
  'issueInvoices',
  'setPaymentWebhook',
] as const satisfies readonly MutationName[];
export type ServerOnlyName = (typeof serverOnlyMutations)[number];
/** What a caller passes (defaults not applied yet). */
export type MutationArgsInput<N extends MutationName> = z.input<(typeof mutationArgs)[N]>;
/** What an implementation receives (parsed: trimmed, defaults applied). */
export type MutationArgs<N extends MutationName> = z.output<(typeof mutationArgs)[N]>;

/** One queued mutation as the device sends it; `createdAt` is the device's time of the change. */
export const pushMutationSchema = z.strictObject({
  id: idSchema,
  name: z.string({ error: messages.sync.mutationInvalid }).min(1).max(100),
  args: z.unknown(),
  createdAt: z.iso
    .datetime({ offset: true, error: messages.common.dateInvalid })
    .refine(inYearRange, { error: messages.common.dateOutOfRange }),
});
export type PushMutation = z.infer<typeof pushMutationSchema>;

/** POST /api/sync/push body: mutations in the device's order. */
export const pushRequestSchema = z.strictObject({
  mutations: z
    .array(pushMutationSchema, { error: messages.sync.mutationInvalid })
    .min(1, messages.sync.mutationInvalid)
    .max(limits.pushBatchMax, messages.sync.batchTooLarge(limits.pushBatchMax)),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const pushResultSchema = z.discriminatedUnion('ok', [
  z.object({
    id: z.string(),
    ok: z.literal(true),
    /** Fields this mutation overwrote that someone else had changed (rule S8). */
    overwritten: z.array(overwrittenSchema).optional(),
  }),
  z.object({
    id: z.string(),
    ok: z.literal(false),
    error: z.object({ code: z.enum(errorCodes), message: z.string() }),
  }),
]);
export type PushResult = z.infer<typeof pushResultSchema>;

/** POST /api/sync/push answer: one result per mutation, in the order sent. */
export const pushResponseSchema = z.object({ results: z.array(pushResultSchema) });
export type PushResponse = z.infer<typeof pushResponseSchema>;
