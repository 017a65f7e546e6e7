import type { MutationName } from '@chungcu/contracts';
import type { Mutator } from './define';
import { cancelAnnouncement, createAnnouncement, markAnnouncementRead } from './announcements';
import { createApartment, updateApartment } from './apartments';
import { createBlock, deleteBlock, renameBlock } from './blocks';
import { createAttachment, deleteAttachment, moveAttachment } from './attachments';
import { createAssignment, endAssignment, updateAssignment } from './assignments';
import { createInquiry, updateInquiry } from './inquiries';
import { confirmInquiry, returnInquiry } from './inquiry-verdict';
import {
  createFindingInquiry,
  createInspectionTemplate,
  startInspection,
  updateInspection,
} from './inspections';
import {
  approveHouseholdRequest,
  createHouseholdRequest,
  refuseHouseholdRequest,
} from './household-requests';
import { createMeter, createMeterReading, updateMeterReading } from './meters';
import { markNotificationsRead } from './notifications';
import { initProgress, updateStep } from './progress';
import { createResident, deleteResident, updateResident } from './residents';
import { createVehicle, deleteVehicle, updateVehicle } from './vehicles';
import {
  addTemplateStep,
  createCategory,
  createTemplate,
  deleteTemplate,
  restoreTemplate,
  updateCategory,
  updateTemplate,
} from './workflow';
import { postInquiryMessage } from './inquiry-messages';
import { createFeeType, deleteFeeType, setFeeOptOut, updateFeeType } from './fees/fee-types';
import { createBankAccount, deleteBankAccount, updateBankAccount } from './fees/bank-accounts';
import { generateInvoices, openBillingPeriod } from './fees/periods';
import { closeBillingPeriod } from './fees/close-period';
import { addUnitCharge, removeUnitCharge } from './fees/unit-charges';
import { matchPayment, recordPayment, unmatchPayment, voidPayment } from './payments/payments';

export * from './tx';
export {
  type EntityDecl,
  type Lookup,
  type MirrorTable,
  derivedKeyNames,
  derivedKeysOf,
  entities,
  lookupKeyOf,
  lookupSql,
} from './entities';
export { complexOfRow, reachesComplex, rowInReach } from './reach';
export * from './define';
export { isCurrent, settleOccupancy } from './occupancy';
export { memberIdOf, settleHeadship } from './household-members';
export { completionBlocker, photosOfItem } from './inspections';
export * from './meter-figures';
export { blockIdOf } from './blocks';
export * from './sla';
export { isDue } from './announcements';
export { categoryOfTemplate } from './inquiry-category';
export { isOpenStep } from './progress';
export { inquiryCategoryOfResident, templateForResidentCategory } from './resident-category';
export { SHARED_SCOPE, blockKeyOf, complexPeriodKeyOf, scopeKeyOf } from './keys';
export * from './fees/tiers';
export * from './fees/invoice';
export { feeTypeProblem } from './fees/fee-types';
export * from './payments/ageing';
export * from './payments/ledger';
export { noticeOfCode, receiveBankTransfer } from './payments/payments';
export { type IssuedNotice, invoiceIdOf, issueInvoices, monthSpan } from './fees/periods';

/**
 * Every mutation by name. The device runs them over its mirror, the server inside its write
 * transaction; `POST /api/sync/push` and the REST routes look them up here.
 */
export const mutators = {
  createResident,
  updateResident,
  deleteResident,
  createApartment,
  updateApartment,
  createBlock,
  renameBlock,
  deleteBlock,
  createAssignment,
  updateAssignment,
  endAssignment,
  createInquiry,
  updateInquiry,
  confirmInquiry,
  returnInquiry,
  postInquiryMessage,
  initProgress,
  updateStep,
  createTemplate,
  updateTemplate,
  addTemplateStep,
  deleteTemplate,
  restoreTemplate,
  createCategory,
  updateCategory,
  createAttachment,
  deleteAttachment,
  moveAttachment,
  createInspectionTemplate,
  startInspection,
  updateInspection,
  createFindingInquiry,
  createMeter,
  createMeterReading,
  updateMeterReading,
  markNotificationsRead,
  createVehicle,
  updateVehicle,
  deleteVehicle,
  createHouseholdRequest,
  approveHouseholdRequest,
  refuseHouseholdRequest,
  createAnnouncement,
  cancelAnnouncement,
  markAnnouncementRead,
  createFeeType,
  updateFeeType,
  deleteFeeType,
  setFeeOptOut,
  createBankAccount,
  updateBankAccount,
  deleteBankAccount,
  openBillingPeriod,
  generateInvoices,
  closeBillingPeriod,
  addUnitCharge,
  removeUnitCharge,
  recordPayment,
  matchPayment,
  unmatchPayment,
  voidPayment,
} satisfies { [N in MutationName]?: Mutator<N, unknown> };

export type Mutators = typeof mutators;
export type RegisteredName = keyof Mutators;
/** What a mutation answers (the REST adapters send it back as the entity). */
export type MutationResult<N extends RegisteredName> = Awaited<ReturnType<Mutators[N]['run']>>;

/** The mutator of a name sent by a device, or undefined for a name nobody defined. */
export function findMutator(name: string): Mutator<RegisteredName, unknown> | undefined {
  return Object.hasOwn(mutators, name)
    ? (mutators[name as RegisteredName] as Mutator<RegisteredName, unknown>)
    : undefined;
}
