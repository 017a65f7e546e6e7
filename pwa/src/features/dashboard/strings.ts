/**
 * Every user-visible string of the dashboard. The spec's wording (section 2) is kept exactly,
 * in English as it appears there; the rest is Vietnamese.
 */
export const dashboardStrings = {
  title: 'Dashboard Overview',
  welcome: "Welcome back! Here's what's happening with your properties today.",
  productName: 'ChungCư',

  searchPlaceholder: 'Search units, tenants...',
  searchLabel: 'Tìm căn hộ, cư dân',
  searchUnits: 'Căn hộ',
  searchResidents: 'Cư dân',
  searchEmpty: 'Không tìm thấy căn hộ hoặc cư dân phù hợp',
  unitBlock: (block: string) => `Tòa ${block}`,
  notifications: 'Thông báo',
  notificationsCount: (n: number) => `${n} yêu cầu quá hạn`,
  noNotifications: 'Không có yêu cầu quá hạn',

  stats: {
    totalUnits: 'Total Units',
    occupiedUnits: 'Occupied Units',
    monthlyRevenue: 'Monthly Revenue',
    maintenanceRequests: 'Maintenance Requests',
  },
  fromLastMonth: 'from last month',
  noBaseline: 'tháng trước chưa có số liệu',
  loading: 'Đang tải số liệu…',

  recentActivity: 'Recent Activity',
  noActivity: 'Chưa có hoạt động nào.',
  activity: {
    moveIn: 'Chuyển đến',
    moveOut: 'Chuyển đi',
    maintenance: (title: string) => `Yêu cầu bảo trì: ${title}`,
    maintenanceDone: (title: string) => `Hoàn thành bảo trì: ${title}`,
  },
  unit: (unitNumber: string) => `Căn ${unitNumber}`,

  upcomingTasks: 'Upcoming Tasks',
  noTasks: 'Không có công việc nào đang chờ.',
  due: (date: string) => `Hạn: ${date}`,
  overdue: (date: string) => `Quá hạn: ${date}`,
  noDueDate: 'Chưa có hạn',
  priority: { high: 'high', medium: 'medium', low: 'low' },
  priorityLabel: { high: 'Ưu tiên cao', medium: 'Ưu tiên trung bình', low: 'Ưu tiên thấp' },

  /** The deadlines card (issue 23): overdue now, and this month's share resolved in time. */
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
  },
} as const;
