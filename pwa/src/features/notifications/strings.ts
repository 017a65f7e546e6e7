import { notificationTexts } from '@chungcu/contracts';
import { catalogue } from '../../lib/i18n';

/** Every user-visible string of the bell and the push switch. */
export const notificationStrings = catalogue('notifications', {
  /** Names the count as the badge shows it ('99+'), so the name holds what is seen. */
  bell: (unread: number) =>
    unread > 0 ? `Thông báo, ${unread > 99 ? '99+' : unread} chưa đọc` : 'Thông báo',
  panelTitle: 'Thông báo',
  markAllRead: 'Đánh dấu đã đọc tất cả',
  empty: 'Chưa có thông báo nào',
  /** The home's recent activity when nothing has happened yet. */
  recentEmpty: 'Chưa có hoạt động nào gần đây.',
  unread: 'Chưa đọc',
  /** Each kind's title and body from what it says as data: the server's own Vietnamese. */
  texts: notificationTexts,
  outboxLabel: {
    read: (title: string) => `Đã đọc thông báo “${title}”`,
    readAll: (count: number) => `Đã đọc ${count} thông báo`,
  },
  push: {
    enable: 'Bật thông báo trên thiết bị này',
    disable: 'Tắt thông báo trên thiết bị này',
    enabling: 'Đang bật…',
    on: 'Thông báo trên thiết bị này: đã bật',
    blocked:
      'Thông báo đã bị chặn trên thiết bị này. Hãy cho phép thông báo cho ứng dụng trong cài đặt của trình duyệt.',
    unsupported: 'Trình duyệt này không hỗ trợ thông báo đẩy.',
    iosInstall:
      'Trên iPhone, iPad: thêm ứng dụng vào Màn hình chính (Chia sẻ → Thêm vào MH chính) rồi mở từ đó để bật thông báo (cần iOS/iPadOS 16.4 trở lên).',
    iosTooOld: 'Thông báo đẩy cần iOS/iPadOS 16.4 trở lên.',
    offline: 'Cần có mạng để bật thông báo trên thiết bị này.',
    failed: 'Không bật được thông báo, vui lòng thử lại.',
  },
});
