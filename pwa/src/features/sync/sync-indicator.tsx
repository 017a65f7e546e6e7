import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { Chip } from '@mui/material';
import { AppLink } from '../../ui/app-link';
import { useSyncStatus } from '../../data';
import { useStrings } from '../../lib/i18n';
import { syncStrings } from './strings';

/**
 * The sync badge in the app shell's top bar on every signed-in screen: online or offline, how
 * many changes wait, how many failed. It opens the sync screen. `compact` (phones) shows the
 * icon and the counts alone; the full wording stays in its accessible name. The data attributes are for
 * tests.
 */
export function SyncIndicator({ compact = false }: { compact?: boolean }) {
  const s = useStrings(syncStrings);
  const { online, pending, failed, authRequired } = useSyncStatus();
  const failedCount = failed.length;
  const parts = [
    online ? s.online : s.offline,
    pending > 0 ? s.pending(pending) : null,
    failedCount > 0 ? s.failed(failedCount) : null,
    authRequired ? s.authRequired : null,
  ].filter((part): part is string => part !== null);
  // On a phone the icon says online or offline; only counts are written, so the top bar keeps
  // room for the complex and nothing is cut ('Trực tu…').
  const shortParts = [
    pending > 0 ? s.pendingShort(pending) : null,
    failedCount > 0 ? s.failedShort(failedCount) : null,
  ].filter((part): part is string => part !== null);
  const shown = (compact ? shortParts : parts).join(' · ');
  // The name holds what is shown (WCAG 2.5.3), then the whole state.
  const name = compact && shown ? `${shown}: ${parts.join(' · ')}` : parts.join(' · ');

  const problem = failedCount > 0 || authRequired;
  const icon = problem ? (
    <SyncProblemIcon />
  ) : !online ? (
    <CloudOffIcon />
  ) : pending > 0 ? (
    <CloudSyncIcon />
  ) : (
    <CloudDoneIcon />
  );

  return (
    <Chip
      component={AppLink}
      to="/sync"
      clickable
      icon={icon}
      label={shown || undefined}
      aria-label={name}
      title={s.indicatorLabel}
      color={problem ? 'error' : online ? (pending > 0 ? 'primary' : 'success') : 'default'}
      data-testid="sync-indicator"
      data-online={String(online)}
      data-pending={pending}
      data-failed={failedCount}
      sx={{
        minWidth: 0,
        maxWidth: '100%',
        bgcolor: online || problem ? undefined : 'grey.800',
        color: online || problem ? undefined : 'common.white',
        '& .MuiChip-icon': { color: 'inherit', ...(!shown && { mx: 'auto' }) },
        // The icon alone: a 44 px target.
        ...(!shown && { minWidth: 44, '& .MuiChip-label': { display: 'none' } }),
      }}
    />
  );
}
