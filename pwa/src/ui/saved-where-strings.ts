/**
 * What the screens say about where a change is (DESIGN "Field-ready screens"): the one place for
 * this wording, so a change only on this device is never worded as one the server has.
 */
export const savedWhereStrings = {
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
} as const;
