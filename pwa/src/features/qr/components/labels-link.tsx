import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { type LabelSelection, selectionQuery } from '../label-sheet';
import { useStrings } from '../../../lib/i18n';
import { qrStrings } from '../strings';

/** Opens the label sheet for the block and floor the list is filtered to (or lets one choose). */
export function LabelsLink({ selection }: { selection: LabelSelection }) {
  const s = useStrings(qrStrings);
  return (
    <Button
      component={RouterLink}
      to={`/apartments/labels${selectionQuery(selection)}`}
      variant="outlined"
      startIcon={<QrCode2Icon />}
      sx={{ minHeight: 48, whiteSpace: 'nowrap' }}
    >
      {s.actions.labels}
    </Button>
  );
}
