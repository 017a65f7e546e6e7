import { type StringsOf, catalogue } from '../../lib/i18n';

/**
 * Every user-visible string of the announcements feature (Thông báo), in one place. Categories
 * and statuses are named by the shared enums catalogue (lib/i18n/enums).
 */
export const announcementStrings = catalogue('announcements', {
  title: 'Thông báo',
  staffSubtitle: 'Gửi thông báo tới cư dân cả chung cư, từng tòa, tầng hoặc căn hộ',
  residentSubtitle: 'Thông báo của ban quản lý gửi tới bạn',
  compose: 'Soạn thông báo',
  empty: 'Chưa có thông báo nào.',
  residentEmpty: 'Chưa có thông báo nào gửi tới bạn.',
  listLabel: 'Danh sách thông báo',
  /** Scheduled, its time come: on its way (the device waits for the server, or the job). */
  sending: 'Đang gửi',
  readCount: (read: number, total: number) => `${read}/${total} đã đọc`,
  unread: 'Chưa đọc',
  unreadCount: (n: number) => `${n} thông báo chưa đọc`,
  urgent: 'Khẩn cấp',
  correction: 'Đính chính',
  corrects: (title: string) => `Đính chính cho: ${title}`,
  correctedBy: (title: string) => `Đã được đính chính: ${title}`,
  scheduledFor: (when: string) => `Hẹn gửi lúc ${when}`,
  sentAt: (when: string) => `Gửi lúc ${when}`,
  cancelledAt: (when: string) => `Đã hủy lúc ${when}`,
  until: (when: string) => `Hiệu lực đến ${when}`,
  audience: {
    complex: 'Cả chung cư',
    blocks: (names: string) => `Tòa ${names}`,
    floors: (places: string) => `Tầng ${places}`,
    floor: (block: string, floor: number) => `${floor} (tòa ${block})`,
    units: (units: string) => `Căn hộ ${units}`,
    unknown: '?',
  },
  dialog: {
    title: 'Soạn thông báo',
    correctionTitle: 'Đính chính thông báo',
    correctionHint:
      'Nội dung đã gửi không sửa được: thông báo đính chính sẽ được gửi kèm liên kết tới thông báo cũ.',
    titleField: 'Tiêu đề',
    body: 'Nội dung',
    category: 'Loại thông báo',
    audience: 'Người nhận',
    kinds: {
      complex: 'Cả chung cư',
      blocks: 'Theo tòa',
      floors: 'Theo tầng',
      units: 'Theo căn hộ',
    },
    blocks: 'Chọn tòa',
    floors: 'Chọn tầng',
    floorOption: (block: string, floor: number) => `Tòa ${block} · tầng ${floor}`,
    units: 'Chọn căn hộ',
    noBlocks: 'Chung cư chưa có tòa nào',
    urgent: 'Khẩn cấp: hiện thành biểu ngữ cho người nhận đến khi kết thúc',
    endsAt: 'Kết thúc lúc',
    when: 'Thời điểm gửi',
    now: 'Gửi ngay',
    later: 'Hẹn giờ',
    publishAt: 'Gửi lúc',
    publishAtRequired: 'Hãy chọn thời điểm gửi',
    send: 'Gửi thông báo',
    schedule: 'Lên lịch',
    cancel: 'Hủy',
  },
  detail: {
    back: 'Quay lại danh sách thông báo',
    missing: 'Không tìm thấy thông báo này trên thiết bị.',
    loading: 'Đang tải…',
    recipients: 'Người nhận',
    noRecipients: 'Không có cư dân nào ở các căn hộ được chọn lúc gửi.',
    waiting: 'Danh sách người nhận được chốt khi thông báo được gửi.',
    read: 'Đã đọc',
    notRead: 'Chưa đọc',
    readAt: (when: string) => `Đã đọc lúc ${when}`,
    cancelScheduled: 'Hủy thông báo',
    correct: 'Đính chính',
    audience: 'Gửi tới',
    unknownResident: 'Cư dân',
  },
  toast: {
    sent: 'Đã gửi thông báo',
    scheduled: 'Đã lên lịch thông báo',
    cancelled: 'Đã hủy thông báo',
    errorTitle: 'Không lưu được',
    saveFailed: 'Không lưu được thay đổi, hãy thử lại',
  },
  outboxLabel: {
    create: (title: string) => `Gửi thông báo ${title}`,
    cancel: (title: string) => `Hủy thông báo ${title}`,
    read: (title: string) => `Đã đọc thông báo ${title}`,
  },
  banner: {
    label: 'Thông báo khẩn',
    open: 'Xem',
  },
});

/** The announcements' strings in one language (what the pure functions take). */
export type AnnouncementStrings = StringsOf<typeof announcementStrings>;
