/** Every user-visible string of the app shell (router, loading, not-found, pending pages). */
export const appStrings = {
  appName: 'ChungCư',
  loading: 'Đang tải…',
  loadingSession: 'Đang kiểm tra phiên đăng nhập…',
  userFetchFailed: 'Failed to fetch user',
  retry: 'Thử lại',
  backHome: 'Về trang chủ',
  notFoundTitle: '404 Page Not Found',
  notFoundHint: 'Did you forget to add the page to the router?',
  /** Titles of the routes whose screens arrive in later issues. */
  staffOnly: {
    title: 'Trang này dành cho ban quản lý',
    hint: 'Tài khoản cư dân không có quyền truy cập chức năng quản lý.',
  },
  managersOnly: {
    title: 'Trang này dành cho quản lý chung cư',
    hint: 'Chỉ quản trị viên công ty và quản lý của chung cư cài đặt phân công tự động.',
  },
  adminOnly: {
    title: 'Trang này dành cho quản trị viên công ty',
    hint: 'Chỉ quản trị viên thêm chung cư và phân công quản lý, nhân viên.',
  },
} as const;
