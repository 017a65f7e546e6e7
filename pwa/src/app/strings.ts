import { catalogue } from '../lib/i18n';

/** Every user-visible string of the app's frame (router, loading, not-found, role notices). */
export const appStrings = catalogue('app', {
  appName: 'ChungCư',
  loading: 'Đang tải…',
  loadingSession: 'Đang kiểm tra phiên đăng nhập…',
  userFetchFailed: 'Không tải được thông tin người dùng',
  retry: 'Thử lại',
  backHome: 'Về trang chủ',
  notFoundTitle: '404 — Không tìm thấy trang',
  notFoundHint: 'Trang này chưa có trong ứng dụng, hoặc đường dẫn không đúng.',
  /** A screen of some roles only, opened by another: why there is nothing. */
  staffOnly: {
    title: 'Trang này dành cho ban quản lý',
    hint: 'Tài khoản cư dân không có quyền truy cập chức năng quản lý.',
  },
  managersOnly: {
    title: 'Trang này dành cho quản lý chung cư',
    hint: 'Chỉ quản trị viên công ty và quản lý của chung cư cài đặt phân công tự động.',
  },
  feeSettingsManagersOnly: {
    title: 'Trang này dành cho quản lý chung cư',
    hint: 'Chỉ quản trị viên công ty và quản lý của chung cư cài đặt khoản phí, biểu giá và tài khoản nhận tiền.',
  },
  adminOnly: {
    title: 'Trang này dành cho quản trị viên công ty',
    hint: 'Chỉ quản trị viên thêm chung cư và phân công quản lý, nhân viên.',
  },
});
