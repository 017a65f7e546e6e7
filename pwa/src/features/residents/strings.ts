import { sheetWords } from '@chungcu/contracts';
import { catalogue } from '../../lib/i18n';

/**
 * Every user-visible string of the Residents screen, in Vietnamese; the English (the spec's
 * wording where it gives one) is in strings.en.ts.
 */
export const residentStrings = catalogue('residents', {
  title: 'Quản lý Cư dân',
  subtitle: 'Quản lý hồ sơ và thông tin cư dân',
  guideButton: 'Hướng dẫn sử dụng',
  addButton: 'Thêm cư dân mới',

  searchPlaceholder: 'Tìm theo tên, CCCD hoặc email...',
  searchLabel: 'Tìm kiếm cư dân',
  statusFilterLabel: 'Lọc theo trạng thái',
  allStatus: 'Tất cả trạng thái',

  tableTitle: (count: number) => `Cư dân (${count})`,
  columns: {
    name: 'Họ và tên',
    idCard: 'Số CCCD',
    contact: 'Liên hệ',
    apartment: 'Căn hộ',
    gender: 'Giới tính',
    status: 'Trạng thái',
    actions: 'Thao tác',
  },
  unit: (unitNumber: string) => `Căn ${unitNumber}`,
  unknownApartment: 'Không rõ',
  notAssigned: 'Chưa có căn hộ',
  empty: 'Không tìm thấy cư dân nào',
  loading: 'Đang tải danh sách cư dân...',
  editAction: (name: string) => `Sửa cư dân ${name}`,
  deleteAction: (name: string) => `Xóa cư dân ${name}`,
  rowsPerPage: 'Số dòng mỗi trang:',
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} trên ${count}`,

  dialog: {
    addTitle: 'Thêm cư dân',
    editTitle: 'Sửa thông tin cư dân',
    cancel: 'Hủy',
    create: 'Thêm',
    update: 'Lưu',
  },
  fields: {
    firstName: 'Tên',
    lastName: 'Họ và tên đệm',
    idCardNumber: 'Số CCCD',
    gender: 'Giới tính',
    email: 'Email',
    phone: 'Số điện thoại',
    occupation: 'Nghề nghiệp',
    status: 'Trạng thái',
    emergencyContact: 'Người liên hệ khẩn cấp',
    emergencyPhone: 'SĐT khẩn cấp',
    notes: 'Ghi chú',
  },
  hints: {
    idCard: 'Số CCCD gồm 12 chữ số',
    phone: 'Ví dụ 0912 345 678, lưu dạng +84912345678',
  },
  idCard: {
    heading: 'Ảnh CMND/CCCD',
    front: 'Mặt trước',
    back: 'Mặt sau',
    hint: 'PNG, JPG tối đa 10MB',
    choose: 'Chọn ảnh',
    change: 'Bấm để đổi ảnh',
    previewAlt: (side: string) => `Ảnh ${side.toLowerCase()} CMND/CCCD`,
    localOnly:
      'Ảnh được lưu trên thiết bị ngay khi bấm lưu và tải lên máy chủ khi có mạng; chỉ quản trị viên và chính cư dân được xem ảnh CMND/CCCD.',
    camera: 'Chụp ảnh',
    photo: 'Ảnh chân dung',
  },
  imagePurpose: {
    photo: 'ảnh chân dung',
    idCardFront: 'ảnh CCCD mặt trước',
    idCardBack: 'ảnh CCCD mặt sau',
  },

  deleteDialog: {
    title: 'Xóa cư dân',
    text: 'Bạn có chắc muốn xóa cư dân này? Không thể hoàn tác thao tác này.',
    cancel: 'Hủy',
    confirm: 'Xóa',
  },

  toast: {
    successTitle: 'Thành công',
    errorTitle: 'Lỗi',
    created: 'Đã thêm cư dân',
    updated: 'Đã cập nhật cư dân',
    deleted: 'Đã xóa cư dân',
    createFailed: 'Không thể thêm cư dân',
    updateFailed: 'Không thể cập nhật cư dân',
    deleteFailed: 'Không thể xóa cư dân',
  },

  /** What the sync screen shows for each queued change (written in the language of the moment). */
  outboxLabel: {
    create: (name: string) => `Thêm cư dân ${name}`,
    update: (name: string) => `Cập nhật cư dân ${name}`,
    delete: (name: string) => `Xóa cư dân ${name}`,
    image: (what: string, name: string) => `Thêm ${what} của ${name}`,
    removeImage: (name: string) => `Thay ảnh cũ của ${name}`,
  },
  /** The list as a spreadsheet. */
  export: {
    button: 'Xuất Excel',
    fileStem: 'cu-dan',
    sheet: 'Cư dân',
    failedTitle: 'Lỗi',
    failed: 'Không xuất được tệp Excel',
    fullName: 'Họ và tên',
    idCard: 'Số CCCD',
    phone: 'Điện thoại',
    email: 'Email',
    gender: 'Giới tính',
    dateOfBirth: 'Ngày sinh',
    units: 'Căn hộ đang ở',
    moveInDate: 'Ngày chuyển đến',
    status: 'Trạng thái',
    /** The words an import reads back. */
    statuses: sheetWords.residentStatus,
    occupation: 'Nghề nghiệp',
    emergencyContact: 'Người liên hệ khẩn cấp',
    emergencyPhone: 'SĐT khẩn cấp',
  },
});
