/** Every user-visible string of the profile page. */
export const profileStrings = {
  title: 'Hồ sơ của tôi',
  subtitle: 'Thông tin tài khoản đăng nhập của bạn.',
  fallbackName: 'User',
  email: 'Email',
  phone: 'Số điện thoại',
  role: 'Vai trò',
  roles: {
    admin: 'Quản trị viên',
    manager: 'Quản lý chung cư',
    staff: 'Nhân viên',
    resident: 'Cư dân',
  } as Record<string, string>,
  notSet: 'Chưa cập nhật',
  changePassword: 'Đổi mật khẩu',
  logout: 'Đăng xuất',
} as const;
