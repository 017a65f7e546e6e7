import { type Announcement, announcementCategories } from '@chungcu/contracts';
import { Chip, Stack } from '@mui/material';
import { type ShownStatus, statusLabel } from '../logic';
import { announcementStrings as s } from '../strings';

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
  const category =
    announcementCategories.labels[
      announcement.category as keyof typeof announcementCategories.labels
    ] ?? announcement.category;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {status && (
        <Chip
          size="small"
          color={statusColor[status]}
          label={statusLabel(status)}
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
