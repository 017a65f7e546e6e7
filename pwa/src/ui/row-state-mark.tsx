import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { Chip, Tooltip } from '@mui/material';
import type { RowState } from '../data';
import { localizeMessage, useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/**
 * The mark of a row that is not as the server has it: 'Chưa đồng bộ' while its change is only on
 * this device, 'Bị từ chối' (with the server's reason) once refused. Nothing for a saved row.
 * Not a control: rows and cards that hold it stay one tap target; the reason is in its name.
 */
export function RowStateMark({ state }: { state: RowState | undefined }) {
  const s = useStrings(uiStrings).savedWhere;
  if (!state) return null;
  const failed = state.status === 'failed';
  const hint = failed ? s.failedHint(localizeMessage(state.reason)) : s.pendingHint;
  return (
    <Tooltip title={hint}>
      <Chip
        size="small"
        variant={failed ? 'filled' : 'outlined'}
        color={failed ? 'error' : 'default'}
        icon={failed ? <SyncProblemIcon /> : <CloudOffIcon />}
        label={failed ? s.failed : s.pending}
        aria-label={`${failed ? s.failed : s.pending}: ${hint}`}
        role="img"
        data-testid="row-state-mark"
        data-state={state.status}
        sx={{ ml: 1, verticalAlign: 'middle', maxWidth: '100%' }}
      />
    </Tooltip>
  );
}
