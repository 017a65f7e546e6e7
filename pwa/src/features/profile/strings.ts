import type { Role } from '@chungcu/contracts';
import { catalogue } from '../../lib/i18n';

/** Every user-visible string of the profile page. */
export const profileStrings = catalogue('profile', {
  title: 'Hồ sơ của tôi',
  subtitle: 'Thông tin tài khoản đăng nhập của bạn.',
  fallbackName: 'Người dùng',
  email: 'Email',
  phone: 'Số điện thoại',
  role: 'Vai trò',
  roles: {
    admin: 'Quản trị viên',
    manager: 'Quản lý chung cư',
    staff: 'Nhân viên',
    resident: 'Cư dân',
  } as Record<Role, string>,
  notSet: 'Chưa cập nhật',
  changePassword: 'Đổi mật khẩu',
  logout: 'Đăng xuất',
});
