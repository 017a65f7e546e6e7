import { catalogue } from '../../lib/i18n';

/** Every user-visible string of the automatic assignment settings. */
export const assignmentStrings = catalogue('assignment-settings', {
  title: 'Phân công tự động',
  subtitle: (complex: string) => `Yêu cầu mới của ${complex} được giao tự động.`,
  howItWorks:
    'Một yêu cầu mới được giao cho quy tắc đầu tiên khớp với loại yêu cầu và tòa của căn hộ; ' +
    'không quy tắc nào khớp thì giao cho người trực của tòa; không có ai thì để "Chưa phân công". ' +
    'Người phụ trách được nhắc khi yêu cầu sắp quá hạn, quản lý được báo khi quá hạn.',
  noComplex: 'Thiết bị chưa có chung cư nào: hãy đồng bộ khi có mạng.',
  complex: 'Chung cư',
  offline: 'Cần kết nối mạng để thay đổi phân công',
  offlineHint: 'Các quy tắc dưới đây là bản đã đồng bộ; khi có mạng lại bạn có thể sửa.',
  loadFailed: 'Không tải được danh sách người phụ trách',
  retry: 'Thử lại',
  networkError: 'Không kết nối được máy chủ',
  rules: {
    title: 'Quy tắc phân công',
    hint: 'Theo thứ tự: quy tắc ở trên được xét trước.',
    none: 'Chưa có quy tắc nào.',
    add: 'Thêm quy tắc',
    save: 'Lưu quy tắc',
    saved: 'Đã lưu quy tắc phân công',
    category: 'Loại yêu cầu',
    block: 'Tòa',
    assignee: 'Người phụ trách',
    anyCategory: 'Mọi loại yêu cầu',
    anyBlock: 'Mọi tòa',
    chooseAssignee: 'Chọn người phụ trách',
    moveUp: (n: number) => `Đưa quy tắc ${n} lên trên`,
    moveDown: (n: number) => `Đưa quy tắc ${n} xuống dưới`,
    remove: (n: number) => `Xóa quy tắc ${n}`,
    rule: (n: number) => `Quy tắc ${n}`,
    unsaved: 'Có thay đổi chưa lưu',
    discard: 'Hoàn tác',
    /** An account a saved rule names that may no longer be chosen (moved, locked). */
    formerAssignee: (name: string) => `${name} (không còn phục vụ chung cư này)`,
  },
  onDuty: {
    title: 'Người trực theo tòa',
    hint: 'Nhận các yêu cầu mới của tòa mà không quy tắc nào giao.',
    none: 'Chưa có tòa nào.',
    nobody: 'Không ai',
    label: (block: string) => `Người trực tòa ${block}`,
    saved: (block: string) => `Đã lưu người trực tòa ${block}`,
  },
});
