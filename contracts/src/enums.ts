import { z } from 'zod';
import { messages } from './messages';

/** Builds a zod enum, its values and a label per value, so a label is never defined twice. */
function labelledEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  labels: Record<T[number], string>,
  error: string,
) {
  return { values, labels, schema: z.enum(values, { error }) };
}

/**
 * Who an account is (DESIGN "Complexes"): the company administrator (every complex; complexes,
 * accounts and backups), a complex manager and staff (the complexes they are assigned to), and
 * residents (their own records).
 */
export const roles = labelledEnum(
  ['admin', 'manager', 'staff', 'resident'] as const,
  {
    admin: 'Quản trị viên',
    manager: 'Quản lý chung cư',
    staff: 'Nhân viên',
    resident: 'Cư dân',
  },
  messages.auth.roleInvalid,
);
export type Role = (typeof roles.values)[number];

/**
 * Resident status, named in Vietnamese as the screens and the sheets name it (the spec's badge
 * texts, Active / Inactive / Pending, are the English: pwa/src/lib/i18n/enums).
 */
export const residentStatuses = labelledEnum(
  ['active', 'inactive', 'pending'] as const,
  { active: 'Đang hoạt động', inactive: 'Ngừng hoạt động', pending: 'Chờ duyệt' },
  messages.resident.statusInvalid,
);
export type ResidentStatus = (typeof residentStatuses.values)[number];

export const genders = labelledEnum(
  ['male', 'female', 'other'] as const,
  { male: 'Nam', female: 'Nữ', other: 'Khác' },
  messages.resident.genderInvalid,
);
export type Gender = (typeof genders.values)[number];

/** A unit's status in Vietnamese (the spec's Available / Occupied / Maintenance is the English). */
export const apartmentStatuses = labelledEnum(
  ['available', 'occupied', 'maintenance'] as const,
  { available: 'Còn trống', occupied: 'Đang ở', maintenance: 'Đang bảo trì' },
  messages.apartment.statusInvalid,
);
export type ApartmentStatus = (typeof apartmentStatuses.values)[number];

/** The five inquiry categories of spec section 3 with their Vietnamese names. */
export const inquiryCategories = labelledEnum(
  ['maintenance', 'complaint', 'general', 'security', 'parking'] as const,
  {
    maintenance: 'Bảo trì',
    complaint: 'Khiếu nại',
    general: 'Chung',
    security: 'An ninh & an toàn',
    parking: 'Đỗ xe',
  },
  messages.inquiry.categoryInvalid,
);
export type InquiryCategory = (typeof inquiryCategories.values)[number];

/**
 * What a resident reports, in their words: the plain kinds a resident picks from when filing a
 * request. The office maps each to a workflow template (`residentCategories` on a template);
 * a broken corridor light is 'electricity', a dirty stairwell 'cleaning'.
 */
export const residentCategories = labelledEnum(
  [
    'electricity',
    'water',
    'elevator',
    'cleaning',
    'security',
    'noise',
    'parking',
    'common_area',
    'other',
  ] as const,
  {
    electricity: 'Điện',
    water: 'Nước',
    elevator: 'Thang máy',
    cleaning: 'Vệ sinh',
    security: 'An ninh',
    noise: 'Tiếng ồn',
    parking: 'Gửi xe',
    common_area: 'Khu vực chung',
    other: 'Khác',
  },
  messages.inquiry.residentCategoryInvalid,
);
export type ResidentCategory = (typeof residentCategories.values)[number];

/** Workflow category options used when no category has been loaded. */
export const fallbackWorkflowCategories = [
  'maintenance',
  'security',
  'administrative',
  'general',
] as const;

export const inquiryStatuses = labelledEnum(
  ['new', 'in_progress', 'pending', 'completed', 'overdue'] as const,
  {
    new: 'Mới',
    in_progress: 'Đang xử lý',
    pending: 'Đang chờ',
    completed: 'Hoàn thành',
    overdue: 'Quá hạn',
  },
  messages.inquiry.statusInvalid,
);
export type InquiryStatus = (typeof inquiryStatuses.values)[number];

/**
 * The statuses a person sets. 'overdue' is not one: a request is overdue when it is past its
 * deadline and not completed, which the screens work out from its dates (a row stored 'overdue'
 * by an older version still reads as overdue).
 */
export const choosableInquiryStatuses = inquiryStatuses.values.filter(
  (status): status is Exclude<InquiryStatus, 'overdue'> => status !== 'overdue',
);

export const priorities = labelledEnum(
  ['low', 'medium', 'high', 'urgent'] as const,
  { low: 'Thấp', medium: 'Trung bình', high: 'Cao', urgent: 'Khẩn cấp' },
  messages.inquiry.priorityInvalid,
);
export type Priority = (typeof priorities.values)[number];

/**
 * Progress step status with the spec's labels; other values are drawn grey. 'skipped': left
 * undone on purpose, with the reason given (`skipReason`), when the request was completed.
 */
export const stepStatuses = labelledEnum(
  ['completed', 'in_progress', 'pending', 'waiting', 'skipped'] as const,
  {
    completed: 'Hoàn thành',
    in_progress: 'Đang xử lý',
    pending: 'Đang chờ',
    waiting: 'Đang đợi',
    skipped: 'Đã bỏ qua',
  },
  messages.progress.stepStatusInvalid,
);
export type StepStatus = (typeof stepStatuses.values)[number];

/** What a meter measures: water (m³) or electricity (kWh). */
export const meterKinds = labelledEnum(
  ['water', 'electricity'] as const,
  { water: 'Nước', electricity: 'Điện' },
  messages.meter.kindInvalid,
);
export type MeterKind = (typeof meterKinds.values)[number];

/**
 * How an occupant relates to the household's head (chủ hộ). The primary occupant of a unit is
 * its head: `head` and `isPrimary` go together on an assignment.
 */
export const householdRelations = labelledEnum(
  ['head', 'spouse', 'child', 'parent', 'sibling', 'grandchild', 'tenant', 'other'] as const,
  {
    head: 'Chủ hộ',
    spouse: 'Vợ/chồng',
    child: 'Con',
    parent: 'Bố/mẹ',
    sibling: 'Anh/chị/em',
    grandchild: 'Cháu',
    tenant: 'Người thuê',
    other: 'Khác',
  },
  messages.household.relationInvalid,
);
export type HouseholdRelation = (typeof householdRelations.values)[number];

/** A household's vehicle: what the parking office registers. */
export const vehicleKinds = labelledEnum(
  ['car', 'motorbike', 'bicycle', 'electric'] as const,
  { car: 'Ô tô', motorbike: 'Xe máy', bicycle: 'Xe đạp', electric: 'Xe điện' },
  messages.vehicle.kindInvalid,
);
export type VehicleKind = (typeof vehicleKinds.values)[number];

/** Whether a registered vehicle still parks in the complex. */
export const vehicleStatuses = labelledEnum(
  ['active', 'inactive'] as const,
  { active: 'Đang gửi xe', inactive: 'Ngừng gửi xe' },
  messages.vehicle.statusInvalid,
);
export type VehicleStatus = (typeof vehicleStatuses.values)[number];

/** What a resident asks the office to add to their household. */
export const householdRequestKinds = labelledEnum(
  ['member', 'vehicle'] as const,
  { member: 'Thêm thành viên', vehicle: 'Đăng ký xe' },
  messages.household.requestKindInvalid,
);
export type HouseholdRequestKind = (typeof householdRequestKinds.values)[number];

/** A household request waits for staff, who approve it or refuse it with a reason. */
export const householdRequestStatuses = labelledEnum(
  ['pending', 'approved', 'refused'] as const,
  { pending: 'Chờ duyệt', approved: 'Đã duyệt', refused: 'Từ chối' },
  messages.household.requestStatusInvalid,
);
export type HouseholdRequestStatus = (typeof householdRequestStatuses.values)[number];
/** What an announcement is about: the five kinds residents' apps of the field use. */
export const announcementCategories = labelledEnum(
  ['general', 'utility_cut', 'elevator_maintenance', 'emergency', 'fee'] as const,
  {
    general: 'Thông báo chung',
    utility_cut: 'Cắt điện/nước',
    elevator_maintenance: 'Bảo trì thang máy',
    emergency: 'Sự cố khẩn cấp',
    fee: 'Phí',
  },
  messages.announcement.categoryInvalid,
);
export type AnnouncementCategory = (typeof announcementCategories.values)[number];

/**
 * Where an announcement stands: waiting for its time, sent (its recipients fixed and its text
 * final), or cancelled before it went out.
 */
export const announcementStatuses = labelledEnum(
  ['scheduled', 'sent', 'cancelled'] as const,
  { scheduled: 'Đã lên lịch', sent: 'Đã gửi', cancelled: 'Đã hủy' },
  messages.announcement.statusInvalid,
);
export type AnnouncementStatus = (typeof announcementStatuses.values)[number];

/**
 * What a fee charges by: the unit's area (phí quản lý, đồng per m²), the unit (rác), each
 * registered vehicle by kind (gửi xe), a meter's consumption by tiers (nước, điện), or one-off
 * amounts put on a unit.
 */
export const feeBases = labelledEnum(
  ['perArea', 'perUnit', 'perVehicle', 'metered', 'oneOff'] as const,
  {
    perArea: 'Theo diện tích (m²)',
    perUnit: 'Theo căn hộ',
    perVehicle: 'Theo xe',
    metered: 'Theo chỉ số đồng hồ',
    oneOff: 'Khoản thu riêng',
  },
  messages.fee.basisInvalid,
);
export type FeeBasis = (typeof feeBases.values)[number];

/**
 * How a tariff's tier limits count: per household as written (Hà Nội's water, EVN's
 * residential tiers) or per registered person (TP.HCM's water).
 */
export const tierBases = labelledEnum(
  ['household', 'perPerson'] as const,
  { household: 'Theo hộ', perPerson: 'Theo nhân khẩu' },
  messages.fee.tierBasisInvalid,
);
export type TierBasis = (typeof tierBases.values)[number];

/** A complex's month of fees: opened, drafts made, notices issued, closed for good. */
export const billingPeriodStatuses = labelledEnum(
  ['open', 'drafted', 'issued', 'closed'] as const,
  { open: 'Mới mở', drafted: 'Đã lập nháp', issued: 'Đã phát hành', closed: 'Đã đóng' },
  messages.common.invalidBody,
);
export type BillingPeriodStatus = (typeof billingPeriodStatuses.values)[number];

/** A fee notice: a draft staff review, or issued (frozen for good). */
export const invoiceStatuses = labelledEnum(
  ['draft', 'issued'] as const,
  { draft: 'Nháp', issued: 'Đã phát hành' },
  messages.common.invalidBody,
);
export type InvoiceStatus = (typeof invoiceStatuses.values)[number];

/**
 * What staff put on one unit's month besides its fees: a charge (a one-off, or an adjustment
 * correcting an issued notice) or a credit note taken off what the notice asks.
 */
export const unitChargeKinds = labelledEnum(
  ['charge', 'credit'] as const,
  { charge: 'Thu thêm', credit: 'Giảm trừ' },
  messages.fee.chargeKindInvalid,
);
export type UnitChargeKind = (typeof unitChargeKinds.values)[number];

/** How money reached the office: a bank transfer (a bank's notification, or staff) or cash. */
export const paymentMethods = labelledEnum(
  ['transfer', 'cash'] as const,
  { transfer: 'Chuyển khoản', cash: 'Tiền mặt' },
  messages.payment.methodInvalid,
);
export type PaymentMethod = (typeof paymentMethods.values)[number];

/**
 * Where a payment stands: counted for a unit, waiting for the office to say whose it is (a
 * transfer whose memo named no notice of the complex), or voided (kept, never deleted).
 */
export const paymentStatuses = labelledEnum(
  ['matched', 'unmatched', 'voided'] as const,
  { matched: 'Đã gán căn hộ', unmatched: 'Chưa gán căn hộ', voided: 'Đã hủy' },
  messages.common.invalidBody,
);
export type PaymentStatus = (typeof paymentStatuses.values)[number];

/**
 * The services that tell the office of incoming transfers by webhook (rule S34), by the name in
 * their webhook's path. Brand names, the same in every language: no labels to translate.
 */
const providerNames = ['sepay', 'casso', 'payos'] as const;
export const paymentProviders = {
  values: providerNames,
  schema: z.enum(providerNames, { error: messages.payment.providerInvalid }),
};
export type PaymentProvider = (typeof providerNames)[number];
