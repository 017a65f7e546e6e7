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

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The formats' words in English: the month by name ('November 2026'), spans ('3 days'). */
export default translation<typeof formatStrings>('lib', {
  month: (month, year) => `${MONTHS[month - 1] ?? month} ${year}`,
  span: {
    days: (n) => plural(n, 'day'),
    hours: (n) => plural(n, 'hour'),
    minutes: (n) => plural(n, 'minute'),
  },
});
