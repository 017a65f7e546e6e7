/** Every user-visible string of the app shell (router, loading, not-found, pending pages). */
export const appStrings = {
  appName: 'ChungCư',
  loading: 'Đang tải…',
  loadingSession: 'Đang kiểm tra phiên đăng nhập…',
  userFetchFailed: 'Failed to fetch user',
  retry: 'Thử lại',
  notFoundTitle: '404 Page Not Found',
  notFoundHint: 'Did you forget to add the page to the router?',
  backHome: 'Về trang chủ',
  pendingHeading: 'Đang được xây dựng',
  pendingText: 'Tính năng này sẽ có trong bản cập nhật tiếp theo của ứng dụng.',
  /** Titles of the routes whose screens arrive in later issues. */
  staffOnly: {
    title: 'Trang này dành cho ban quản lý',
    hint: 'Tài khoản cư dân không có quyền truy cập chức năng quản lý.',
  },
  routeTitles: {
    dashboard: 'Dashboard Overview',
    assignResidents: 'Assign Residents',
    apartments: 'Quản lý Căn hộ',
    createApartment: 'Apartment Information',
    apartmentResidents: 'Assign Residents to Apartment',
    inquiries: 'YÊU CẦU',
    inquiryDetail: 'Chi tiết yêu cầu',
    inquiryProgress: 'Tiến trình yêu cầu',
    workflowTemplates: 'Mẫu quy trình',
    apartmentGuide: 'Hướng dẫn quản lý căn hộ',
    residentGuide: 'Hướng dẫn quản lý cư dân',
    authDebug: 'Auth Debug',
    userManagement: 'Quản lý người dùng',
    userSwitcher: 'Chuyển đổi người dùng',
  },
} as const;
