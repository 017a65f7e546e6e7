import {
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ConflictNotice } from '../../data';
import { formatDateTime } from '../../lib/format';
import { type StringsOf, useStrings } from '../../lib/i18n';
import { syncStrings } from './strings';

function show(value: unknown, s: StringsOf<typeof syncStrings>): string {
  if (value === null || value === undefined || value === '') return s.emptyValue;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Our writes that replaced someone else's newer value: which field, whose value, when. */
export function ConflictsCard({ conflicts }: { conflicts: ConflictNotice[] }) {
  const s = useStrings(syncStrings);
  const newestFirst = [...conflicts].reverse();
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="sync-conflicts">
      <CardHeader
        title={s.conflictsTitle}
        subheader={conflicts.length > 0 ? s.conflictsHint : undefined}
        slotProps={{ title: { variant: 'h6' }, subheader: { variant: 'body2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {newestFirst.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {s.conflictsEmpty}
          </Typography>
        ) : (
          <List disablePadding>
            {newestFirst.map((notice, index) => (
              <ListItem
                key={`${notice.at}-${index}`}
                divider
                disableGutters
                alignItems="flex-start"
              >
                <ListItemText
                  primary={`${notice.label} — ${formatDateTime(new Date(notice.at)) ?? ''}`}
                  secondary={notice.overwritten.map((o) => (
                    <span key={o.field} style={{ display: 'block' }}>
                      {s.conflictLine(
                        o.field,
                        show(o.value, s),
                        o.by,
                        formatDateTime(new Date(o.at)) ?? '',
                      )}
                    </span>
                  ))}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
