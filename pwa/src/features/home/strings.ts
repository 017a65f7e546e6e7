import { catalogue } from '../../lib/i18n';

/** Every user-visible string of the home page. */
export const homeStrings = catalogue('home', {
  fallbackName: 'Người dùng',
  welcome: (firstName: string) => `Xin chào, ${firstName}!`,
  welcomeText: 'Chọn một chức năng bên dưới để bắt đầu làm việc.',
  residentWelcomeText: 'Phí cần trả, yêu cầu của bạn và tin của ban quản lý, ngay cả khi mất mạng.',
  offlineNote: 'Bạn đang làm việc ngoại tuyến với dữ liệu đã lưu trên thiết bị.',
  tilesLabel: 'Chức năng',
  tiles: {
    dashboard: { label: 'Tổng quan', description: 'Tình hình chung của tòa nhà' },
    apartments: { label: 'Căn hộ', description: 'Danh sách và thông tin căn hộ' },
    residents: { label: 'Cư dân', description: 'Hồ sơ và thông tin cư dân' },
    inquiries: { label: 'Yêu cầu', description: 'Yêu cầu và phản ánh của cư dân' },
    household: { label: 'Hộ gia đình', description: 'Thành viên, xe và đề nghị đăng ký' },
    fees: { label: 'Phí & hóa đơn', description: 'Thông báo phí, số tiền cần trả và mã QR' },
    meterRound: { label: 'Ghi chỉ số', description: 'Chỉ số điện nước từng căn trong tháng' },
    billing: { label: 'Thu phí', description: 'Lập và phát hành thông báo phí hằng tháng' },
    payments: { label: 'Thu tiền', description: 'Chuyển khoản, phiếu thu và công nợ' },
    announcements: { label: 'Thông báo', description: 'Tin gửi cư dân của chung cư' },
    complexes: {
      label: 'Chung cư của công ty',
      description: 'Các chung cư của công ty và nhân viên',
    },
    workflowTemplates: { label: 'Mẫu quy trình', description: 'Quy trình xử lý yêu cầu' },
    userManagement: { label: 'Quản lý người dùng', description: 'Tài khoản và người dùng thử' },
    accounts: { label: 'Tài khoản', description: 'Mời nhân viên, cư dân; khóa tài khoản' },
  },
  /** A resident's words for the tiles staff also have: their own requests, the board's news. */
  residentTiles: {
    inquiries: {
      label: 'Yêu cầu của tôi',
      description: 'Báo sự cố, gửi yêu cầu và theo dõi xử lý',
    },
    announcements: { label: 'Thông báo', description: 'Tin của ban quản lý chung cư' },
  },
  recentActivityTitle: 'Hoạt động gần đây',
  notificationsTitle: 'Thông báo',
  notificationsWelcome:
    'Chào mừng bạn đến với ChungCư! Ứng dụng vẫn hoạt động khi mất mạng; mọi thay đổi sẽ tự động được đồng bộ khi có kết nối trở lại.',
});
