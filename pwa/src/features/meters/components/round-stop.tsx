import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ReadingJudgement, judgeReading } from '@chungcu/mutations';
import { useState } from 'react';
import { PhotoPicker } from '../../../ui/photo-picker';
import { formatMonth, formatNumber } from '../../../lib/format';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { parseIndex } from '../format';
import type { RoundStop } from '../round';
import { meterStrings } from '../strings';
import { UnusualDialog } from './unusual-dialog';

/**
 * One meter of the round: its unit, last period's index, a big numeric field for the new one and
 * a photo of the meter. A value below last period's is refused here with the rule's own message
 * (the mutation refuses it too); an unusual consumption asks before saving. A meter that cannot
 * be read gets staff's estimate, ticked 'Ước tính' (S31: marked on the notice). Mounted per meter
 * (keyed), so moving on starts with an empty field.
 */
export function RoundStopPanel({
  stop,
  period,
  onSave,
}: {
  stop: RoundStop;
  period: string;
  onSave: (value: number, photo: File | null, estimated: boolean) => void;
}) {
  const s = useStrings(meterStrings).round;
  const kindNames = useStrings(enumStrings).meterKinds;
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [estimated, setEstimated] = useState(stop.current?.estimated === true);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<ReadingJudgement | null>(null);
  const { meter, apartment, previous, current } = stop;

  const submit = () => {
    const value = parseIndex(text);
    if (value === null) return setError(s.valueRequired);
    const candidate = { id: current?.id, period, value };
    const judged = judgeReading(stop.history, candidate, apartment.status === 'occupied');
    if (judged.belowPrevious) return setError(s.belowPrevious);
    if (judged.aboveNext) return setError(s.aboveNext);
    if (judged.unusual) return setAsking(judged);
    onSave(value, photo, estimated);
  };

  return (
    <Card
      variant="outlined"
      data-testid="round-stop"
      data-unit={apartment.unitNumber}
      data-kind={meter.kind}
    >
      <CardContent>
        <Typography variant="h5" component="h2" data-testid="round-unit">
          {s.unit(apartment.unitNumber, apartment.floor)}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" gutterBottom>
          {kindNames[meter.kind]} · {meter.serial}
        </Typography>
        <Box sx={{ my: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {s.previous}
          </Typography>
          <Typography variant="h4" component="p" data-testid="round-previous">
            {previous
              ? `${formatNumber(previous.value)} (${formatMonth(previous.period)})`
              : s.noPrevious}
          </Typography>
        </Box>
        {current && (
          <Alert severity="success" icon={<CheckCircleIcon />} sx={{ mb: 2 }}>
            {s.alreadyRead(formatNumber(current.value))}
          </Alert>
        )}
        <TextField
          fullWidth
          autoFocus
          label={s.value(meter.kind)}
          value={text}
          error={error !== null}
          helperText={error ?? ' '}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
          }}
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              'data-testid': 'round-value',
              style: { fontSize: '2.5rem', padding: '12px 14px' },
            },
          }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={estimated} onChange={(e) => setEstimated(e.target.checked)} />
          }
          label={s.estimated}
        />
        {estimated && (
          <Typography variant="body2" color="warning.main">
            {s.estimatedHint}
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
          <PhotoPicker multiple={false} onFiles={(files) => setPhoto(files[0] ?? null)} />
          {photo && (
            <Typography color="success.main" data-testid="round-photo-chosen">
              {s.photoChosen}
            </Typography>
          )}
        </Stack>
        <Button
          fullWidth
          size="large"
          variant="contained"
          sx={{ minHeight: 56, mt: 1, fontSize: '1.1rem' }}
          onClick={submit}
          data-testid="round-save"
        >
          {s.save}
        </Button>
      </CardContent>
      <UnusualDialog
        judgement={asking}
        kind={meter.kind}
        onCheck={() => setAsking(null)}
        onSave={() => {
          const value = parseIndex(text);
          setAsking(null);
          if (value !== null) onSave(value, photo, estimated);
        }}
      />
    </Card>
  );
}
