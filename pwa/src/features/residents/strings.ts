import { sheetWords } from '@chungcu/contracts';
/**
 * Every user-visible string of the Residents screen. Wording the spec gives
 * is kept exactly, English or Vietnamese as it appears there; the rest is Vietnamese.
 */
export const residentStrings = {
  title: 'Quản lý Cư dân',
  subtitle: 'Quản lý hồ sơ và thông tin cư dân',
  guideButton: 'Hướng dẫn sử dụng',
  addButton: 'Thêm cư dân mới',

  searchPlaceholder: 'Search by name, ID card, or email...',
  searchLabel: 'Tìm kiếm cư dân',
  statusFilterLabel: 'Lọc theo trạng thái',
  allStatus: 'All Status',

  tableTitle: (count: number) => `Residents (${count})`,
  columns: {
    name: 'Name',
    idCard: 'ID Card',
    contact: 'Contact',
    apartment: 'Apartment',
    gender: 'Gender',
    status: 'Status',
    actions: 'Actions',
  },
  unit: (unitNumber: string) => `Unit ${unitNumber}`,
  unknownApartment: 'N/A',
  notAssigned: 'Not assigned',
  empty: 'No residents found',
  loading: 'Loading residents...',
  editAction: (name: string) => `Sửa cư dân ${name}`,
  deleteAction: (name: string) => `Xóa cư dân ${name}`,
  rowsPerPage: 'Số dòng mỗi trang:',
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} trên ${count}`,

  dialog: {
    addTitle: 'Add New Resident',
    editTitle: 'Edit Resident',
    cancel: 'Cancel',
    create: 'Create',
    update: 'Update',
  },
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    idCardNumber: 'ID Card Number',
    gender: 'Gender',
    email: 'Email',
    phone: 'Phone',
    occupation: 'Occupation',
    status: 'Status',
    emergencyContact: 'Emergency Contact',
    emergencyPhone: 'Emergency Phone',
    notes: 'Notes',
  },
  hints: {
    idCard: 'Số CCCD gồm 12 chữ số',
    phone: 'Ví dụ 0912 345 678, lưu dạng +84912345678',
  },
  idCard: {
    heading: 'Ảnh CMND/CCCD',
    front: 'Mặt trước',
    back: 'Mặt sau',
    hint: 'PNG, JPG up to 10MB',
    choose: 'Chọn ảnh',
    change: 'Click to change',
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
    text: 'Are you sure you want to delete this resident? This action cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Delete',
  },

  toast: {
    successTitle: 'Success',
    errorTitle: 'Error',
    created: 'Resident created successfully',
    updated: 'Resident updated successfully',
    deleted: 'Resident deleted successfully',
    createFailed: 'Failed to create resident',
    updateFailed: 'Failed to update resident',
    deleteFailed: 'Failed to delete resident',
  },

  /** What the sync screen shows for each queued change. */
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
    statuses: sheetWords.residentStatus,
    occupation: 'Nghề nghiệp',
    emergencyContact: 'Người liên hệ khẩn cấp',
    emergencyPhone: 'SĐT khẩn cấp',
  },
} as const;
