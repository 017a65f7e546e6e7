import { catalogue } from '../../lib/i18n';

/** Every user-visible string of the app shell's navigation and user menu. */
export const shellStrings = catalogue('shell', {
  skipToContent: 'Bỏ qua đến nội dung chính',
  navLabel: 'Điều hướng chính',
  bottomNavLabel: 'Điều hướng nhanh',
  openMenu: 'Mở menu điều hướng',
  closeMenu: 'Đóng menu điều hướng',
  home: 'Trang chủ',
  /** The navigation's groups, one menu per role, the same on every screen. */
  groups: {
    operations: 'Vận hành',
    residents: 'Cư dân',
    settings: 'Cài đặt',
    testing: 'Công cụ thử nghiệm (demo)',
  },
  /** One entry per screen of the navigation. */
  nav: {
    home: 'Trang chủ',
    dashboard: 'Tổng quan',
    inquiries: 'Yêu cầu',
    meterRound: 'Ghi chỉ số',
    billing: 'Thu phí',
    payments: 'Thu tiền',
    feeTypes: 'Khoản phí & biểu giá',
    announcements: 'Thông báo',
    apartments: 'Căn hộ',
    residents: 'Cư dân',
    assignResidents: 'Xếp cư dân vào căn hộ',
    householdRequests: 'Yêu cầu hộ gia đình',
    workflowTemplates: 'Mẫu quy trình',
    assignment: 'Phân công tự động',
    complexes: 'Chung cư của công ty',
    accounts: 'Tài khoản',
    sync: 'Đồng bộ',
    userManagement: 'Danh sách người dùng',
    userSwitcher: 'Đổi người dùng',
    authDebug: 'Kiểm tra phiên đăng nhập',
  },
  /** Short labels of the phone's bottom bar. */
  bottom: {
    home: 'Trang chủ',
    apartments: 'Căn hộ',
    residents: 'Cư dân',
    inquiries: 'Yêu cầu',
    more: 'Thêm',
  },
  /** A resident's own navigation. */
  resident: {
    home: 'Trang chủ',
    requests: 'Yêu cầu của tôi',
    fees: 'Phí & hóa đơn',
    household: 'Hộ gia đình',
    announcements: 'Thông báo',
    profile: 'Hồ sơ',
  },
  /** A resident's bottom bar: one line each on a phone (the full names above are theirs to read). */
  residentBottom: {
    requests: 'Yêu cầu',
    fees: 'Hóa đơn',
    household: 'Gia đình',
  },
  /** The shell's complex switcher (staff who serve several complexes). */
  complex: {
    label: 'Chung cư đang làm việc',
    open: (shown: string, name: string) =>
      shown === name
        ? `${shown}: chung cư đang làm việc, đổi chung cư`
        : `${shown} (${name}): chung cư đang làm việc, đổi chung cư`,
    all: 'Tất cả chung cư',
    allShort: 'Tất cả',
    allHint: 'Xem mọi chung cư bạn phụ trách',
  },
  userMenu: {
    label: 'Tài khoản của tôi',
    open: (name: string) => `Tài khoản: ${name}`,
    profile: 'Hồ sơ của tôi',
    changePassword: 'Đổi mật khẩu',
    logout: 'Đăng xuất',
    language: 'Ngôn ngữ',
    languages: { vi: 'Tiếng Việt', en: 'English' },
  },
  fallbackName: 'Người dùng',
});
