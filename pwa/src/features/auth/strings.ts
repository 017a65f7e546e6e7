import type { Role } from '@chungcu/contracts';
import { catalogue } from '../../lib/i18n';

/**
 * The demo accounts' passwords: the spec's quick login uses a fixed demo password that depends on
 * the role; these match the demo seed.
 */
export const DEMO_PASSWORDS: Record<Role, string> = {
  admin: 'demo-admin',
  manager: 'demo-admin',
  staff: 'demo-admin',
  resident: 'demo-resident',
};

/** Every user-visible string of sign-in, sign-out and the session-expired prompt. */
export const authStrings = catalogue('auth', {
  appName: 'ChungCư',
  tagline: 'Hệ thống quản lý chung cư',
  /** The brand panel's three points, in this order. */
  heroPoints: {
    manage: 'Quản lý căn hộ, cư dân và phân công chỗ ở',
    follow: 'Theo dõi yêu cầu của cư dân theo quy trình',
    offline: 'Làm việc cả khi không có mạng, tự động đồng bộ',
  },
  loginTitle: 'Đăng nhập',
  loginSubtitle: 'Đăng nhập để quản lý căn hộ, cư dân và yêu cầu.',
  email: 'Email',
  emailPlaceholder: 'ban@vidu.vn',
  password: 'Mật khẩu',
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
  submit: 'Đăng nhập',
  submitting: 'Đang đăng nhập…',
  quickLoginTitle: 'Đăng nhập nhanh (tài khoản demo)',
  quickLoginHint: 'Chọn một tài khoản để đăng nhập với mật khẩu demo.',
  quickLoginEvery: 'Mọi chung cư',
  quickLoginNoComplex: 'Chưa được giao chung cư nào',
  quickLoginBlock: (block: string) => `Tòa ${block}`,
  copyright: '© 2026 ChungCư. Bảo lưu mọi quyền.',
  offlineLogin:
    'Không có kết nối mạng. Cần kết nối Internet để đăng nhập; hãy thử lại khi có mạng.',
  loginSuccessTitle: 'Đăng nhập thành công',
  loginSuccessText: (name: string) => `Chào mừng ${name} quay trở lại!`,
  loginErrorTitle: 'Lỗi đăng nhập',
  loginErrorFallback: 'Có lỗi xảy ra khi đăng nhập',
  fallbackName: 'Người dùng',
  sessionExpiredTitle: 'Phiên đăng nhập đã hết hạn',
  sessionExpiredText:
    'Các thay đổi của bạn vẫn được giữ trên thiết bị và sẽ được đồng bộ sau khi bạn đăng nhập lại.',
  signInAgain: 'Đăng nhập lại',
  later: 'Để sau',
  signOutTitle: 'Đăng xuất?',
  unsyncedWarning: (n: number) =>
    `Còn ${n} thay đổi chưa được đồng bộ lên máy chủ. Nếu đăng xuất bây giờ, các thay đổi này sẽ bị mất.`,
  unsyncedHint: 'Hãy kết nối mạng và chờ đồng bộ xong trước khi đăng xuất.',
  cancel: 'Hủy',
  signOutAnyway: 'Vẫn đăng xuất và bỏ thay đổi',
  signingOut: 'Đang đăng xuất…',
});
