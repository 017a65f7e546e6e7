import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import relativeTime from 'dayjs/plugin/relativeTime';
import { locale } from '../lib/i18n';

// Month and day names in the language of the moment (Vietnamese by default; `vi` starts weeks on
// Monday); the formats themselves are one everywhere.
dayjs.extend(relativeTime);
locale.subscribe((code) => dayjs.locale(code));
