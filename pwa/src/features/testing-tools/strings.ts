import { catalogue } from '../../lib/i18n';

/**
 * Every user-visible string of the testing tools, in Vietnamese; the spec's English wording
 * ('Auth Debug', 'Error loading {role} accounts', 'Failed to fetch users'…) is in `strings.en.ts`.
 */
export const toolStrings = catalogue('testing-tools', {
  backHome: 'Về trang chủ',
  checking: 'Đang kiểm tra chế độ demo...',
  demoOnly: 'Công cụ kiểm thử chỉ có trong chế độ demo',
  demoOnlyHint: 'Máy chủ này không chạy ở chế độ demo (DEMO=1), nên các công cụ kiểm thử bị tắt.',
  offline: 'Cần kết nối mạng',
  offlineHint: 'Công cụ kiểm thử làm việc trực tiếp với máy chủ. Hãy kết nối mạng rồi thử lại.',
  retry: 'Thử lại',
  successTitle: 'Thành công',
  errorTitle: 'Lỗi',
  fallbackName: 'Người dùng',

  authDebug: {
    title: 'Kiểm tra phiên đăng nhập',
    state: 'Trạng thái phiên',
    loading: 'Đang tải',
    authenticated: 'Đã xác thực',
    flag: (on: boolean) => (on ? 'Có' : 'Không'),
    rawUser: 'Dữ liệu người dùng (raw)',
    testSession: 'Kiểm tra phiên (GET /api/auth/user)',
    testing: 'Đang kiểm tra...',
    result: 'Kết quả',
    networkError: 'Không kết nối được máy chủ',
  },

  userManagement: {
    title: 'Quản lý người dùng test',
    createTitle: 'Tạo người dùng test',
    phone: 'Số điện thoại',
    phonePlaceholder: '+84901234567',
    sendCode: 'Gửi mã xác thực',
    sending: 'Đang gửi...',
    code: 'Mã xác thực',
    verify: 'Xác thực và tạo người dùng',
    verifying: 'Đang tạo...',
    codeSent: 'Mã xác thực đã được tạo',
    codeSentText: (code: string) => `Mã xác thực (chế độ demo): ${code}`,
    sendFailed: 'Không thể gửi mã xác thực',
    userCreated: 'Người dùng test đã được tạo',
    userCreatedText: (phone: string) => `Đã tạo người dùng cho số ${phone}`,
    createFailed: 'Không thể tạo người dùng test',
    usersTitle: 'Danh sách người dùng',
    loadingUsers: 'Đang tải người dùng...',
    noUsers: 'Chưa có người dùng',
    active: 'Đang hoạt động',
    inactive: 'Ngừng hoạt động',
    createdAt: (date: string) => `Ngày tạo: ${date}`,
    refresh: 'Làm mới',
    instructionsTitle: 'Hướng dẫn sử dụng',
    /** The usage instructions, one step each, in this order. */
    instructions: {
      phone:
        'Nhập số điện thoại của người dùng test (ví dụ +84901234567) rồi bấm "Gửi mã xác thực".',
      code: 'Ở chế độ demo, mã xác thực 6 chữ số hiện ngay trong thông báo và ô mã xác thực.',
      verify: 'Nhập mã rồi bấm "Xác thực và tạo người dùng" để tạo tài khoản cư dân test.',
      switch:
        'Người dùng mới xuất hiện trong danh sách; dùng trang Chuyển đổi người dùng để đăng nhập bằng tài khoản đó.',
    },
  },

  userSwitcher: {
    title: 'Chuyển đổi người dùng',
    subtitle: 'Đăng nhập nhanh bằng một tài khoản khác để kiểm thử',
    currentUser: 'Người dùng hiện tại',
    adminAccess: 'Toàn quyền truy cập các chức năng quản lý, ở mọi chung cư',
    managerAccess: 'Quản lý các chung cư được giao, cả phân công tự động',
    staffAccess: 'Làm việc với dữ liệu của các chung cư được giao',
    residentAccess: 'Quyền truy cập hạn chế vào các chức năng dành cho cư dân',
    switchTo: 'Chuyển sang',
    switchToName: (name: string) => `Chuyển sang ${name}`,
    current: 'Đang dùng',
    switching: 'Đang chuyển...',
    loadingAccounts: 'Đang tải tài khoản...',
    /** `role` is the role's code ('admin'), `name` its name ('Quản trị viên'). */
    errorLoading: (_role: string, name: string) =>
      `Không tải được danh sách tài khoản ${name.toLowerCase()}`,
    noAccounts: (_role: string, name: string) => `Không có tài khoản ${name.toLowerCase()} nào`,
    switchFailed: 'Không thể chuyển người dùng',
    unsyncedTitle: 'Còn thay đổi chưa đồng bộ',
    unsyncedText: (n: number) =>
      `Thiết bị này còn ${n} thay đổi chưa gửi lên máy chủ. Khi chuyển người dùng, dữ liệu trên thiết bị sẽ bị xóa và các thay đổi này sẽ bị mất.`,
    switchAnyway: 'Vẫn chuyển',
    cancel: 'Hủy',
  },

  errors: {
    unauthorized: 'Chưa đăng nhập hoặc không có quyền',
    fetchUsers: 'Không tải được danh sách người dùng',
    fetchRoleUsers: (role: string) => `Không tải được người dùng có vai trò ${role}`,
  },
});
