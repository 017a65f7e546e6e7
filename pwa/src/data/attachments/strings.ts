/** What the sync screen calls an attachment change when the caller gives no label. */
export const attachmentLabels = {
  add: (fileName: string) => `Thêm tệp đính kèm ${fileName}`,
  remove: (fileName: string) => `Xóa tệp đính kèm ${fileName}`,
  move: (fileName: string) => `Đổi vị trí tệp ${fileName}`,
};
