import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import type { ImportKind } from '@chungcu/contracts';
import { Link } from 'react-router-dom';
import { useStrings } from '../../../lib/i18n';
import { importStrings } from '../strings';

/** "Nhập từ Excel" in a list's header: the import screen, that list's kind chosen. */
export function ImportLink({ kind }: { kind: ImportKind }) {
  const s = useStrings(importStrings);
  return (
    <Button
      variant="outlined"
      component={Link}
      to={`/imports?kind=${kind}`}
      startIcon={<UploadFileIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {s.link}
    </Button>
  );
}
