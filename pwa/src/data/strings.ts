import { catalogue } from '../lib/i18n';

/** What the data layer itself may say to the user (features say the rest). */
export const dataStrings = catalogue('data', {
  /** A change attempted with nobody signed in on this device. */
  notSignedIn: 'Chưa đăng nhập: không thể lưu thay đổi',
});
