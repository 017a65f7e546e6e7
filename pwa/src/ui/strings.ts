import { catalogue } from '../lib/i18n';

/** Every user-visible string of the shared widgets, in Vietnamese (English in `strings.en.ts`). */
export const uiStrings = catalogue('ui', {
  /** A person without a name or email ('User' in the spec's English). */
  fallbackName: 'Người dùng',
  /** The attachment widgets: pickers, tiles, viewer, progress. */
  attachments: {
    camera: 'Chụp ảnh',
    gallery: 'Chọn ảnh',
    galleryOrFile: 'Chọn ảnh hoặc PDF',
    photoAlt: (n: number) => `Ảnh ${n}`,
    open: (name: string) => `Mở ${name}`,
    remove: (name: string) => `Xóa ${name}`,
    moveEarlier: (name: string) => `Đưa ${name} lên trước`,
    moveLater: (name: string) => `Đưa ${name} ra sau`,
    count: (n: number, max: number) => `${n}/${max} tệp`,
    uploading: (percent: number) => `Đang tải lên ${percent}%`,
    waitingUpload: 'Chờ tải lên',
    uploadFailed: 'Tải lên thất bại',
    notAvailable: 'Chưa có trên thiết bị này',
    viewerTitle: (n: number, total: number) => `${n} / ${total}`,
    close: 'Đóng',
    previous: 'Ảnh trước',
    next: 'Ảnh sau',
    openPdf: 'Mở tệp PDF',
  },
  /**
   * Where a change is (DESIGN "Field-ready screens"): the one place for this wording, so a change
   * only on this device is never worded as one the server has.
   */
  savedWhere: {
    /** A save the server has not confirmed yet (offline, or no answer in time). */
    deviceTitle: 'Đã lưu trên thiết bị',
    deviceText: 'Chưa lên máy chủ: sẽ tự đồng bộ khi có mạng.',
    /** The mark of a row changed on this device only. */
    pending: 'Chưa đồng bộ',
    pendingHint: 'Thay đổi mới chỉ có trên thiết bị này, sẽ gửi lên máy chủ khi có mạng',
    /** The mark of a row whose change the server refused. */
    failed: 'Bị từ chối',
    failedHint: (reason: string) =>
      `Máy chủ từ chối thay đổi: ${reason || 'không rõ lý do'}. Mở màn hình Đồng bộ để sửa, thử lại hoặc bỏ qua.`,
  },
  /** Which complex a new record goes to, when viewing them all. */
  complexField: {
    label: 'Chung cư',
    hint: 'Bạn đang xem tất cả chung cư: bản ghi mới thuộc chung cư chọn ở đây.',
    notSynced:
      'Thiết bị chưa tải dữ liệu chung cư. Hãy kết nối mạng để đồng bộ lần đầu rồi thử lại.',
  },
  /** Rule S23: shared by the company, or one complex's. */
  scope: {
    label: 'Phạm vi',
    shared: 'Dùng chung toàn công ty',
    sharedChip: 'Dùng chung',
    hint: 'Mẫu dùng chung hiện ở mọi chung cư; mẫu của một chung cư chỉ hiện ở chung cư đó.',
  },
  searchPicker: {
    noOptions: 'Không tìm thấy kết quả phù hợp',
  },
  /** A list's filters folded behind one button on a phone. */
  filterPanel: {
    show: 'Bộ lọc',
    /** The button while some filters are set, so a shorter list is never a mystery. */
    active: (n: number) => `Bộ lọc (${n})`,
    /** Every filter back to 'Tất cả' at once. */
    clear: 'Bỏ lọc',
  },
  chooseComplex: {
    /** The buttons' group, one per complex the device holds. */
    label: 'Chọn chung cư để làm việc',
  },
  pageHeader: {
    /** A phone's fold for a list's other actions (export, import, labels, the guide). */
    more: 'Thao tác khác',
  },
  /** A route whose screen arrives in a later issue. */
  pending: {
    backHome: 'Về trang chủ',
    heading: 'Đang được xây dựng',
    text: 'Tính năng này sẽ có trong bản cập nhật tiếp theo của ứng dụng.',
  },
  /** The offer of a new version. */
  update: {
    message: 'Đã có phiên bản mới.',
    reload: 'Tải lại để cập nhật',
    close: 'Đóng',
  },
  /** A paged list's page buttons (its own name for the row of them is the list's). */
  pagination: {
    previous: 'Trang trước',
    next: 'Trang sau',
    page: (n: number) => `Trang ${n}`,
  },
  /** The toasts' region, F8 focusing it. */
  toastRegion: 'Thông báo (F8)',
});
