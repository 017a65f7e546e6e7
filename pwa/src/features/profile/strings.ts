import { catalogue } from '../../lib/i18n';

/** Every user-visible string of the profile page. */
export const profileStrings = catalogue('profile', {
  title: 'Hồ sơ của tôi',
  subtitle: 'Thông tin tài khoản đăng nhập của bạn.',
  fallbackName: 'Người dùng',
  email: 'Email',
  phone: 'Số điện thoại',
  role: 'Vai trò',
  notSet: 'Chưa cập nhật',
  changePassword: 'Đổi mật khẩu',
  logout: 'Đăng xuất',
});
