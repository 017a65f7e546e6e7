import { type StringsOf, catalogue } from '../../lib/i18n';

/**
 * Every user-visible string of the dashboard, in Vietnamese; its English (strings.en.ts) keeps
 * the spec's wording ('Dashboard Overview', 'Upcoming Tasks'…).
 */
export const dashboardStrings = catalogue('dashboard', {
  title: 'Tổng quan',
  welcome: 'Chào mừng bạn quay lại! Đây là tình hình chung cư hôm nay.',
  productName: 'ChungCư',

  searchPlaceholder: 'Tìm căn hộ, cư dân...',
  searchLabel: 'Tìm căn hộ, cư dân',
  searchUnits: 'Căn hộ',
  searchResidents: 'Cư dân',
  searchEmpty: 'Không tìm thấy căn hộ hoặc cư dân phù hợp',
  unitBlock: (block: string) => `Tòa ${block}`,

  /** The stat cards: the office's work and the month's fees, counted from the device's data. */
  stats: {
    openRequests: 'Yêu cầu đang mở',
    overdueRequests: 'Yêu cầu quá hạn',
    occupancy: 'Tỷ lệ lấp đầy',
    meterReadings: 'Chỉ số điện nước tháng này',
    billed: 'Phí đã phát hành',
    overdueDebt: 'Công nợ quá hạn',
  },
  cards: {
    newRequests: (n: number) => `${n} yêu cầu mới chưa tiếp nhận`,
    noNewRequests: 'Không có yêu cầu mới chờ tiếp nhận',
    longestOverdue: (time: string) => `Lâu nhất: quá hạn ${time}`,
    noneOverdue: 'Không có yêu cầu nào quá hạn',
    days: (n: number) => `${n} ngày`,
    hours: (n: number) => `${n} giờ`,
    underAnHour: 'chưa đến 1 giờ',
    occupied: (occupied: number, units: number) => `${occupied}/${units} căn có người ở`,
    noUnits: 'Chưa có căn hộ nào',
    unitsRead: (month: string) => `Căn đã ghi đủ chỉ số · ${month}`,
    noMeters: 'Chưa có căn hộ nào lắp đồng hồ',
    noFigure: '—',
    /** The latest issued month: what has been collected of what it asks, and the share. */
    collected: (month: string, collected: string, billed: string, rate: string | null) =>
      `${month} · Đã thu ${collected} / ${billed}${rate ? ` (${rate})` : ''}`,
    noBilled: 'Chưa phát hành thông báo phí nào',
    unitsOverdue: (n: number) => `${n} căn nợ quá hạn thanh toán`,
    noDebtOverdue: 'Không căn hộ nào nợ quá hạn',
  },
  loading: 'Đang tải số liệu…',

  recentActivity: 'Hoạt động gần đây',
  noActivity: 'Chưa có hoạt động nào.',
  activity: {
    moveIn: 'Chuyển đến',
    moveOut: 'Chuyển đi',
    maintenance: (title: string) => `Yêu cầu bảo trì: ${title}`,
    maintenanceDone: (title: string) => `Hoàn thành bảo trì: ${title}`,
  },
  unit: (unitNumber: string) => `Căn ${unitNumber}`,

  upcomingTasks: 'Công việc sắp tới',
  noTasks: 'Không có công việc nào đang chờ.',
  due: (date: string) => `Hạn: ${date}`,
  overdue: (date: string) => `Quá hạn: ${date}`,
  noDueDate: 'Chưa có hạn',
  priority: { high: 'Cao', medium: 'Trung bình', low: 'Thấp' },
  priorityLabel: { high: 'Ưu tiên cao', medium: 'Ưu tiên trung bình', low: 'Ưu tiên thấp' },

  /** The deadlines card: overdue now, and this month's share resolved in time. */
  sla: {
    title: 'Hạn xử lý',
    overdue: (n: number) => `${n} yêu cầu quá hạn`,
    noneOverdue: 'Không có yêu cầu nào quá hạn',
    byCategory: 'Theo loại yêu cầu',
    byAssignee: 'Theo người phụ trách',
    unassigned: 'Chưa phân công',
    inTime: (done: number, total: number) => `${done}/${total} yêu cầu xong đúng hạn trong tháng`,
    inTimeShare: (percent: string) => `Đúng hạn tháng này: ${percent}`,
    noneResolved: 'Tháng này chưa có yêu cầu có hạn nào hoàn thành',
    showOverdue: 'Xem các yêu cầu quá hạn',
    exportButton: 'Xuất báo cáo tháng',
    exportFailed: 'Không xuất được báo cáo',
    errorTitle: 'Lỗi',
    report: {
      fileStem: 'bao-cao-han-xu-ly',
      byCategorySheet: 'Theo loại yêu cầu',
      byAssigneeSheet: 'Theo người phụ trách',
      overdueSheet: 'Đang quá hạn',
      category: 'Loại yêu cầu',
      assignee: 'Người phụ trách',
      resolved: 'Đã xong trong tháng',
      inTime: 'Đúng hạn',
      late: 'Trễ hạn',
      share: 'Tỉ lệ đúng hạn',
      overdueNow: 'Đang quá hạn',
      code: 'Mã yêu cầu',
      /** A request not numbered by the server yet (S32). */
      pendingNumber: 'Chờ số',
      title: 'Tiêu đề',
      due: 'Hạn hoàn thành',
      hoursLate: 'Số giờ quá hạn',
    },
  },
});

/** The dashboard's strings in one language (what its pure functions take). */
export type DashboardStrings = StringsOf<typeof dashboardStrings>;
