import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { MeterKind } from '@chungcu/contracts';
import type { ReadingJudgement } from '@chungcu/mutations';
import { formatNumber } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { meterStrings } from '../strings';

/** Asked before an unusual consumption is saved: check the index again, or save it anyway. */
export function UnusualDialog({
  judgement,
  kind,
  onCheck,
  onSave,
}: {
  judgement: ReadingJudgement | null;
  kind: MeterKind;
  onCheck: () => void;
  onSave: () => void;
}) {
  const strings = useStrings(meterStrings);
  const s = strings.unusual;
  const used = judgement?.consumption ?? 0;
  const average = judgement?.average ?? null;
  return (
    <Dialog open={judgement !== null} onClose={onCheck} data-testid="unusual-dialog">
      <DialogTitle>{s.title}</DialogTitle>
      <DialogContent>
        <Typography>
          {s.body(
            formatNumber(used),
            used === 0 || average === null ? null : formatNumber(average),
            strings.unitOf[kind],
          )}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCheck} sx={{ minHeight: 48 }} data-testid="unusual-check">
          {s.check}
        </Button>
        <Button
          variant="contained"
          color="warning"
          onClick={onSave}
          sx={{ minHeight: 48 }}
          data-testid="unusual-save"
        >
          {s.saveAnyway}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
