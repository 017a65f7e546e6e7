import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import relativeTime from 'dayjs/plugin/relativeTime';

// Vietnamese dates everywhere; the `vi` locale starts weeks on Monday.
dayjs.extend(relativeTime);
dayjs.locale('vi');
