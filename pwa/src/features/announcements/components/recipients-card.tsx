import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Card,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { Announcement } from '@chungcu/contracts';
import { formatDateTime } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { useRecipients } from '../queries';
import { announcementStrings } from '../strings';

/**
 * Who a sent announcement went to and who has read it (staff): "12/40 đã đọc" over the list,
 * its denominator fixed at sending.
 */
export function RecipientsCard({ announcement }: { announcement: Announcement }) {
  const strings = useStrings(announcementStrings);
  const s = strings.detail;
  const rows = useRecipients(announcement.id) ?? [];
  const read = rows.filter((row) => row.recipient.readAt).length;
  return (
    <Card variant="outlined" data-testid="recipients-card">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h2">
            {s.recipients}
          </Typography>
          {announcement.status === 'sent' && (
            <Typography sx={{ fontWeight: 600 }} data-testid="detail-read-count">
              {strings.readCount(read, announcement.recipientCount)}
            </Typography>
          )}
        </Stack>
        {announcement.status !== 'sent' ? (
          <Typography color="text.secondary">{s.waiting}</Typography>
        ) : announcement.recipientCount === 0 ? (
          <Typography color="text.secondary">{s.noRecipients}</Typography>
        ) : (
          <List dense disablePadding>
            {rows.map(({ recipient, resident, unitNumber }) => (
              <ListItem
                key={recipient.id}
                disableGutters
                data-testid="recipient"
                data-read={recipient.readAt ? 'true' : 'false'}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {recipient.readAt ? (
                    <CheckCircleIcon color="success" titleAccess={s.read} />
                  ) : (
                    <RadioButtonUncheckedIcon color="disabled" titleAccess={s.notRead} />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={
                    resident ? `${resident.lastName} ${resident.firstName}` : s.unknownResident
                  }
                  secondary={[
                    unitNumber,
                    recipient.readAt ? s.readAt(formatDateTime(recipient.readAt) ?? '') : s.notRead,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
