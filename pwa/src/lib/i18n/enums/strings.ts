import type {
  AnnouncementCategory,
  AnnouncementStatus,
  ApartmentStatus,
  BillingPeriodStatus,
  FeeBasis,
  Gender,
  HouseholdRelation,
  HouseholdRequestKind,
  HouseholdRequestStatus,
  InquiryCategory,
  InquiryStatus,
  InspectionOutcome,
  InvoiceStatus,
  MeterKind,
  PaymentMethod,
  PaymentStatus,
  Priority,
  ResidentCategory,
  ResidentStatus,
  Role,
  StepStatus,
  TierBasis,
  UnitChargeKind,
  VehicleKind,
  VehicleStatus,
} from '@chungcu/contracts';
import { catalogue } from '../catalogue';

/**
 * The names of contracts' enums, written once for every screen: Vietnamese as contracts labels
 * them (enums.test.ts checks each against contracts' `labels`, which the server writes), English
 * (the spec's wording where it gives one) in strings.en.ts. A screen names a value from here,
 * never from `labels` of contracts. Written out rather than read from contracts' enums: those
 * are zod schemas, which the login route, holding this catalogue, must not load.
 */
export const enumStrings = catalogue('enums', {
  /** Who an account is. */
  roles: {
    admin: 'Quản trị viên',
    manager: 'Quản lý chung cư',
    staff: 'Nhân viên',
    resident: 'Cư dân',
  } satisfies Record<Role, string>,
  residentStatuses: {
    active: 'Đang hoạt động',
    inactive: 'Ngừng hoạt động',
    pending: 'Chờ duyệt',
  } satisfies Record<ResidentStatus, string>,
  genders: { male: 'Nam', female: 'Nữ', other: 'Khác' } satisfies Record<Gender, string>,
  apartmentStatuses: {
    available: 'Còn trống',
    occupied: 'Đang ở',
    maintenance: 'Đang bảo trì',
  } satisfies Record<ApartmentStatus, string>,
  inquiryCategories: {
    maintenance: 'Bảo trì',
    complaint: 'Khiếu nại',
    general: 'Chung',
    security: 'An ninh & an toàn',
    parking: 'Đỗ xe',
  } satisfies Record<InquiryCategory, string>,
  /** What a resident reports ('Điện', 'Nước', …), on their tiles and the templates' chips. */
  residentCategories: {
    electricity: 'Điện',
    water: 'Nước',
    elevator: 'Thang máy',
    cleaning: 'Vệ sinh',
    security: 'An ninh',
    noise: 'Tiếng ồn',
    parking: 'Gửi xe',
    common_area: 'Khu vực chung',
    other: 'Khác',
  } satisfies Record<ResidentCategory, string>,
  inquiryStatuses: {
    new: 'Mới',
    in_progress: 'Đang xử lý',
    pending: 'Đang chờ',
    completed: 'Hoàn thành',
    overdue: 'Quá hạn',
  } satisfies Record<InquiryStatus, string>,
  priorities: {
    low: 'Thấp',
    medium: 'Trung bình',
    high: 'Cao',
    urgent: 'Khẩn cấp',
  } satisfies Record<Priority, string>,
  /** A progress step's status (the spec's Vietnamese labels). */
  stepStatuses: {
    completed: 'Hoàn thành',
    in_progress: 'Đang xử lý',
    pending: 'Đang chờ',
    waiting: 'Đang đợi',
    skipped: 'Đã bỏ qua',
  } satisfies Record<StepStatus, string>,
  meterKinds: { water: 'Nước', electricity: 'Điện' } satisfies Record<MeterKind, string>,
  /** How a member relates to the head of the household. */
  relations: {
    head: 'Chủ hộ',
    spouse: 'Vợ/chồng',
    child: 'Con',
    parent: 'Bố/mẹ',
    sibling: 'Anh/chị/em',
    grandchild: 'Cháu',
    tenant: 'Người thuê',
    other: 'Khác',
  } satisfies Record<HouseholdRelation, string>,
  vehicleKinds: {
    car: 'Ô tô',
    motorbike: 'Xe máy',
    bicycle: 'Xe đạp',
    electric: 'Xe điện',
  } satisfies Record<VehicleKind, string>,
  vehicleStatuses: {
    active: 'Đang gửi xe',
    inactive: 'Ngừng gửi xe',
  } satisfies Record<VehicleStatus, string>,
  householdRequestKinds: {
    member: 'Thêm thành viên',
    vehicle: 'Đăng ký xe',
  } satisfies Record<HouseholdRequestKind, string>,
  householdRequestStatuses: {
    pending: 'Chờ duyệt',
    approved: 'Đã duyệt',
    refused: 'Từ chối',
  } satisfies Record<HouseholdRequestStatus, string>,
  announcementCategories: {
    general: 'Thông báo chung',
    utility_cut: 'Cắt điện/nước',
    elevator_maintenance: 'Bảo trì thang máy',
    emergency: 'Sự cố khẩn cấp',
    fee: 'Phí',
  } satisfies Record<AnnouncementCategory, string>,
  announcementStatuses: {
    scheduled: 'Đã lên lịch',
    sent: 'Đã gửi',
    cancelled: 'Đã hủy',
  } satisfies Record<AnnouncementStatus, string>,
  inspectionOutcomes: {
    pass: 'Đạt',
    fail: 'Không đạt',
    na: 'Không áp dụng',
  } satisfies Record<InspectionOutcome, string>,
  feeBases: {
    perArea: 'Theo diện tích (m²)',
    perUnit: 'Theo căn hộ',
    perVehicle: 'Theo xe',
    metered: 'Theo chỉ số đồng hồ',
    oneOff: 'Khoản thu riêng',
  } satisfies Record<FeeBasis, string>,
  tierBases: { household: 'Theo hộ', perPerson: 'Theo nhân khẩu' } satisfies Record<
    TierBasis,
    string
  >,
  billingPeriodStatuses: {
    open: 'Mới mở',
    drafted: 'Đã lập nháp',
    issued: 'Đã phát hành',
    closed: 'Đã đóng',
  } satisfies Record<BillingPeriodStatus, string>,
  invoiceStatuses: { draft: 'Nháp', issued: 'Đã phát hành' } satisfies Record<
    InvoiceStatus,
    string
  >,
  unitChargeKinds: { charge: 'Thu thêm', credit: 'Giảm trừ' } satisfies Record<
    UnitChargeKind,
    string
  >,
  paymentMethods: { transfer: 'Chuyển khoản', cash: 'Tiền mặt' } satisfies Record<
    PaymentMethod,
    string
  >,
  paymentStatuses: {
    matched: 'Đã gán căn hộ',
    unmatched: 'Chưa gán căn hộ',
    voided: 'Đã hủy',
  } satisfies Record<PaymentStatus, string>,
});

/** A value's name from one of the groups, or the value itself when the group lacks it (old data). */
export const enumLabel = (group: Readonly<Record<string, string>>, value: string): string =>
  group[value] ?? value;
