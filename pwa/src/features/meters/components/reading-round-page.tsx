import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { meterExport } from '@chungcu/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatMonth } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { useOnline } from '../../../ui/use-online';
import { useToast } from '../../../ui/toast';
import { currentPeriod, roundPeriods } from '../format';
import { saveReading } from '../mutations';
import { useMeterRound } from '../queries';
import { meterStrings } from '../strings';
import { RoundStopPanel } from './round-stop';

/** The export: a download when online (the session cookie goes with it), a reason otherwise. */
function ExportButton({ period }: { period: string }) {
  const s = useStrings(meterStrings).round;
  const online = useOnline();
  const [offlineNote, setOfflineNote] = useState(false);
  return (
    <Stack sx={{ alignItems: 'flex-end' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        sx={{ minHeight: 48 }}
        data-testid="round-export"
        {...(online
          ? {
              component: 'a',
              href: meterExport.path(period),
              download: meterExport.fileName(period),
            }
          : { onClick: () => setOfflineNote(true) })}
      >
        {s.export}
      </Button>
      {!online && offlineNote && (
        <Typography variant="body2" color="warning.main" data-testid="round-export-offline">
          {s.exportOffline}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * /meters/round?period=YYYY-MM&block=&floor=&unit=: the monthly reading round on the tablet.
 * Meters come in walking order (block, floor, unit, water then electricity); the round is
 * derived once per change of the tables and stepping only moves an index, so the next meter
 * shows in the same frame. Saves are mutations (offline too); the step does not wait for them.
 */
export function ReadingRoundPage() {
  const strings = useStrings(meterStrings);
  const s = strings.round;
  const [params, setParams] = useSearchParams();
  const period = params.get('period') || currentPeriod();
  const block = params.get('block') || null;
  const floorParam = params.get('floor');
  const floor = floorParam ? Number(floorParam) : null;
  const filter = useMemo(() => ({ block, floor }), [block, floor]);
  const round = useMeterRound(period, filter);
  const periods = useMemo(() => roundPeriods(period), [period]);
  const toast = useToast();
  const startUnit = params.get('unit');
  const [position, setPosition] = useState<number | null>(null);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'block') next.delete('floor');
    next.delete('unit');
    setParams(next, { replace: true });
    setPosition(0);
  };

  if (!round) return <Box sx={{ p: 3 }}>…</Box>;
  const first = startUnit ? round.stops.findIndex((x) => x.apartment.id === startUnit) : 0;
  const index = Math.min(position ?? Math.max(first, 0), round.stops.length);
  const stop = round.stops[index];

  const save = (value: number, photo: File | null, estimated: boolean) => {
    if (!stop) return;
    // The next meter shows in this frame; the save (checked above by the same rule, painted
    // from memory and queued, offline too) starts right after it, so the round never waits for
    // the round's own rebuild. A refusal after all is told in a toast.
    setPosition(index + 1);
    requestAnimationFrame(() =>
      setTimeout(
        () =>
          void saveReading(stop, period, value, photo, { estimated }).catch((error: unknown) =>
            toast({
              title: strings.toast.errorTitle,
              description: error instanceof Error ? error.message : String(error),
              variant: 'destructive',
            }),
          ),
      ),
    );
  };

  return (
    <Box data-testid="reading-round" sx={{ p: { xs: 2, md: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {s.title(formatMonth(period))}
        </Typography>
        <ExportButton period={period} />
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          label={s.period}
          value={period}
          onChange={(e) => setParam('period', e.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ htmlInput: { 'data-testid': 'round-period' } }}
        >
          {periods.map((p) => (
            <MenuItem key={p} value={p} sx={{ minHeight: 48 }}>
              {formatMonth(p)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={s.block}
          value={block ?? ''}
          onChange={(e) => setParam('block', e.target.value)}
          sx={{ minWidth: 120 }}
          // '' is every block or floor: shown as 'Tất cả', as the app's other filters show it.
          slotProps={{
            htmlInput: { 'data-testid': 'round-block' },
            select: { displayEmpty: true },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value="" sx={{ minHeight: 48 }}>
            {s.all}
          </MenuItem>
          {round.blocks.map((b) => (
            <MenuItem key={b} value={b} sx={{ minHeight: 48 }}>
              {b}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={s.floor}
          value={floor === null ? '' : String(floor)}
          onChange={(e) => setParam('floor', e.target.value)}
          sx={{ minWidth: 120 }}
          slotProps={{
            htmlInput: { 'data-testid': 'round-floor' },
            select: { displayEmpty: true },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value="" sx={{ minHeight: 48 }}>
            {s.all}
          </MenuItem>
          {round.floors.map((f) => (
            <MenuItem key={f} value={String(f)} sx={{ minHeight: 48 }}>
              {f}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ mb: 2 }}>
        <Typography data-testid="round-progress" aria-live="polite">
          {s.progress(round.read, round.total)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={round.total ? (100 * round.read) / round.total : 0}
          aria-label={s.progress(round.read, round.total)}
        />
      </Box>
      {round.total === 0 && <Alert severity="info">{s.empty}</Alert>}
      {stop ? (
        <RoundStopPanel key={stop.meter.id} stop={stop} period={period} onSave={save} />
      ) : (
        round.total > 0 && (
          <Alert severity="success" data-testid="round-done">
            {s.done}
          </Alert>
        )
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
        <Button
          startIcon={<ArrowBackIcon />}
          disabled={index === 0}
          onClick={() => setPosition(index - 1)}
          sx={{ minHeight: 48 }}
          data-testid="round-back"
        >
          {s.previousStop}
        </Button>
        <Button
          endIcon={<ArrowForwardIcon />}
          disabled={index >= round.stops.length}
          onClick={() => setPosition(index + 1)}
          sx={{ minHeight: 48 }}
          data-testid="round-next"
        >
          {s.nextStop}
        </Button>
      </Stack>
    </Box>
  );
}
