import {
  type HouseholdRequestStatus,
  householdRelations,
  vehicleKinds,
  vehicleStatuses,
} from '@chungcu/contracts';
import { catalogue } from '../../lib/i18n';

/**
 * Every user-visible string of the household feature, in Vietnamese; the English is in
 * strings.en.ts.
 */
export const householdStrings = catalogue('household', {
  /** How a member relates to the head of the household (`relationOf` in rows.tsx). */
  relations: householdRelations.labels,
  noRelation: 'Chưa ghi quan hệ',
  kind: vehicleKinds.labels,
  vehicleStatus: vehicleStatuses.labels,
  requestStatus: {
    pending: 'Chờ duyệt',
    approved: 'Đã duyệt',
    refused: 'Từ chối',
  } satisfies Record<HouseholdRequestStatus, string>,
  noPlate: 'Không biển số',
  page: {
    title: 'Hộ gia đình',
    subtitle: 'Thành viên và phương tiện của căn hộ bạn đang ở',
    unit: 'Căn hộ',
    noHome: 'Bạn chưa được ghi nhận đang ở căn hộ nào.',
    members: 'Thành viên',
    vehicles: 'Phương tiện',
    requests: 'Yêu cầu đã gửi',
    noMembers: 'Chưa có thành viên.',
    noVehicles: 'Chưa có xe nào được đăng ký.',
    noRequests: 'Chưa có yêu cầu nào.',
    askMember: 'Thêm thành viên',
    askVehicle: 'Đăng ký xe',
    refusedBecause: (reason: string) => `Lý do: ${reason}`,
    memberRequest: (name: string) => `Thêm thành viên: ${name}`,
    vehicleRequest: (kind: string, plate: string) => `Đăng ký ${kind.toLowerCase()}: ${plate}`,
  },
  ask: {
    memberTitle: 'Đề nghị thêm thành viên',
    vehicleTitle: 'Đề nghị đăng ký xe',
    lastName: 'Họ và tên đệm',
    firstName: 'Tên',
    relation: 'Quan hệ với chủ hộ',
    dateOfBirth: 'Ngày sinh (không bắt buộc)',
    phone: 'Số điện thoại (không bắt buộc)',
    plate: 'Biển số',
    plateHint: 'Ví dụ 29A-123.45 (ô tô) hoặc 59-X1 234.56 (xe máy)',
    kind: 'Loại xe',
    brand: 'Hãng, mẫu, màu (không bắt buộc)',
    note: 'Ghi chú cho ban quản lý (không bắt buộc)',
    send: 'Gửi yêu cầu',
    cancel: 'Hủy',
    sent: 'Đã gửi yêu cầu; ban quản lý sẽ duyệt',
  },
  staff: {
    title: 'Hộ gia đình và phương tiện',
    pending: (n: number) => `${n} yêu cầu chờ duyệt`,
    approve: 'Duyệt',
    refuse: 'Từ chối',
    addVehicle: 'Thêm xe',
    deleteVehicle: 'Xóa xe',
    stopParking: 'Ngừng gửi',
    resumeParking: 'Gửi lại',
    askedBy: 'Cư dân đề nghị',
    approveMemberTitle: 'Duyệt thành viên mới',
    approveMemberHint:
      'Lập hồ sơ cư dân cho thành viên: nhập số CCCD đã đối chiếu, email và số điện thoại.',
    idCard: 'Số CCCD',
    email: 'Email',
    phone: 'Số điện thoại',
    refuseTitle: 'Từ chối yêu cầu',
    reason: 'Lý do (cư dân sẽ đọc được)',
    owner: 'Chủ xe (không bắt buộc)',
    noOwner: 'Không ghi',
    save: 'Lưu',
  },
  pendingPage: {
    title: 'Yêu cầu hộ gia đình',
    subtitle: 'Đề nghị thêm thành viên hoặc đăng ký xe đang chờ duyệt',
    empty: 'Không có yêu cầu nào đang chờ duyệt.',
    unit: (unit: string) => `Căn hộ ${unit}`,
    open: 'Mở căn hộ để duyệt',
  },
  /** What the sync screen shows for each queued change (written in the language of the moment). */
  outboxLabel: {
    askMember: (name: string) => `Đề nghị thêm thành viên ${name}`,
    askVehicle: (plate: string) => `Đề nghị đăng ký xe ${plate}`,
    approve: 'Duyệt yêu cầu hộ gia đình',
    refuse: 'Từ chối yêu cầu hộ gia đình',
    addVehicle: (plate: string) => `Thêm xe ${plate}`,
    updateVehicle: (plate: string) => `Sửa xe ${plate}`,
    deleteVehicle: (plate: string) => `Xóa xe ${plate}`,
  },
});
