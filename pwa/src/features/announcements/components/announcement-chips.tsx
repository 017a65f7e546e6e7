import type { Announcement } from '@chungcu/contracts';
import { Chip, Stack } from '@mui/material';
import { type ShownStatus, statusLabel } from '../logic';
import { enumLabel, enumStrings, useStrings } from '../../../lib/i18n';
import { announcementStrings } from '../strings';

const statusColor: Record<ShownStatus, 'default' | 'info' | 'success' | 'warning'> = {
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'default',
};

/** Status (staff), category, urgent and correction marks of an announcement. */
export function AnnouncementChips({
  announcement,
  status,
}: {
  announcement: Announcement;
  /** Shown to staff; residents see only sent ones. */
  status?: ShownStatus;
}) {
  const s = useStrings(announcementStrings);
  const enums = useStrings(enumStrings);
  const category = enumLabel(enums.announcementCategories, announcement.category);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {status && (
        <Chip
          size="small"
          color={statusColor[status]}
          label={statusLabel(status, s, enums.announcementStatuses)}
          data-testid="announcement-status"
          data-status={status}
        />
      )}
      <Chip size="small" variant="outlined" label={category} />
      {announcement.urgent && <Chip size="small" color="error" label={s.urgent} />}
      {announcement.correctsId && <Chip size="small" color="secondary" label={s.correction} />}
    </Stack>
  );
}
