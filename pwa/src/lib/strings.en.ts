import type { formatStrings } from './format';
import { translation } from './i18n';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The formats' words in English: the month by name ('November 2026'). */
export default translation<typeof formatStrings>('lib', {
  month: (month, year) => `${MONTHS[month - 1] ?? month} ${year}`,
});
