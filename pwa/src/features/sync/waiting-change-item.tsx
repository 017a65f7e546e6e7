import { Button, ListItem, ListItemText, Stack } from '@mui/material';
import type { WaitingChange } from '../../data';
import { editableFields } from './editable-fields';
import { formatDateTime } from '../../lib/format';
import { type StringsOf, useStrings } from '../../lib/i18n';
import { syncStrings } from './strings';

export interface WaitingChangeActions {
  retry: (change: WaitingChange) => void;
  edit: (change: WaitingChange) => void;
  discard: (change: WaitingChange) => void;
}

/** Where a change stands, in words: waiting, waiting after a transient error, or failed. */
function stateText(change: WaitingChange, s: StringsOf<typeof syncStrings>): string {
  if (change.status === 'failed') return s.stateFailed(change.reason ?? s.unknownError);
  return change.reason ? s.stateRetrying(change.reason) : s.statePending;
}

/** One waiting change: what it does, its state and time; a failed one offers its actions. */
export function WaitingChangeItem({
  change,
  actions,
}: {
  change: WaitingChange;
  actions: WaitingChangeActions;
}) {
  const s = useStrings(syncStrings);
  const failed = change.status === 'failed';
  const editable = failed && editableFields(change.args).length > 0;
  return (
    <ListItem divider disableGutters data-testid="sync-change-item" data-state={change.status}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ width: '100%', alignItems: { sm: 'center' } }}
      >
        <ListItemText
          primary={change.label}
          secondary={`${stateText(change, s)} — ${formatDateTime(new Date(change.createdAt)) ?? ''}`}
          slotProps={{ secondary: { color: failed ? 'error' : 'text.secondary' } }}
          sx={{ flex: 1 }}
        />
        {failed && (
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => actions.retry(change)}>
              {s.retry}
            </Button>
            {editable && (
              <Button size="small" onClick={() => actions.edit(change)}>
                {s.edit}
              </Button>
            )}
            <Button size="small" color="error" onClick={() => actions.discard(change)}>
              {s.discard}
            </Button>
          </Stack>
        )}
      </Stack>
    </ListItem>
  );
}
