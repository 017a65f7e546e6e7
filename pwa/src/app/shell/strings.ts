/**
 * Every user-visible string of the app shell's navigation and user menu. The sidebar entries of
 * the dashboard, residents and inquiry screens are the spec's own (section 2, English as given).
 */
export const shellStrings = {
  skipToContent: 'Bỏ qua đến nội dung chính',
  navLabel: 'Điều hướng chính',
  moreNavLabel: 'Chức năng khác',
  bottomNavLabel: 'Điều hướng nhanh',
  openMenu: 'Mở menu điều hướng',
  closeMenu: 'Đóng menu điều hướng',
  home: 'Trang chủ',
  /** The spec's sidebars (dashboard, residents, inquiry list). */
  spec: {
    dashboard: 'Dashboard',
    apartments: 'Apartments',
    residents: 'Residents',
    resident: 'Resident',
    assignResidents: 'Assign Residents',
    inquiry: 'Inquiry',
    documents: 'Documents',
    settings: 'Settings',
  },
  /** Short labels of the phone's bottom bar. */
  bottom: {
    home: 'Trang chủ',
    apartments: 'Căn hộ',
    residents: 'Cư dân',
    inquiries: 'Yêu cầu',
    more: 'Thêm',
  },
  workflowTemplates: 'Mẫu quy trình',
  announcements: 'Thông báo',
  meterRound: 'Ghi chỉ số',
  accounts: 'Tài khoản',
  complexes: 'Chung cư của công ty',
  assignment: 'Phân công tự động',
  /** The shell's complex switcher (staff who serve several complexes). */
  complex: {
    label: 'Chung cư đang làm việc',
    open: (name: string) => `Chung cư đang làm việc: ${name}. Đổi chung cư`,
    all: 'Tất cả chung cư',
    allShort: 'Tất cả',
    allHint: 'Xem mọi chung cư bạn phụ trách',
  },
  userManagement: 'Quản lý người dùng',
  sync: 'Đồng bộ',
  householdRequests: 'Yêu cầu hộ gia đình',
  /** A resident's own navigation. */
  resident: {
    home: 'Trang chủ',
    requests: 'Yêu cầu của tôi',
    household: 'Hộ gia đình',
    announcements: 'Thông báo',
    profile: 'Hồ sơ',
  },
  userMenu: {
    label: 'Tài khoản của tôi',
    open: (name: string) => `Tài khoản: ${name}`,
    profile: 'Hồ sơ của tôi',
    changePassword: 'Đổi mật khẩu',
    logout: 'Đăng xuất',
    roles: {
      admin: 'Quản trị viên',
      manager: 'Quản lý chung cư',
      staff: 'Nhân viên',
      resident: 'Cư dân',
    } as Record<string, string>,
  },
  fallbackName: 'User',
} as const;
