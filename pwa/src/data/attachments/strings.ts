import { catalogue } from '../../lib/i18n';

/**
 * What the sync screen calls an attachment change when the caller gives no label: kept with the
 * change, in the language of the moment it was made.
 */
export const attachmentLabels = catalogue('attachments', {
  add: (fileName: string) => `Thêm tệp đính kèm ${fileName}`,
  remove: (fileName: string) => `Xóa tệp đính kèm ${fileName}`,
  move: (fileName: string) => `Đổi vị trí tệp ${fileName}`,
});
