import { englishMonth, englishSpanWords } from '@chungcu/contracts';
import type { formatStrings } from './format';
import { translation } from './i18n';

/** The formats' words in English: the month by name ('November 2026'), spans ('3 days'). */
export default translation<typeof formatStrings>('lib', {
  month: englishMonth,
  span: englishSpanWords,
});
