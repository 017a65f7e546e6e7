import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Button } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useStrings } from '../../../lib/i18n';
import { qrStrings } from '../strings';

// The camera and decoder code loads when the scanner first opens (precached for offline use).
const ScanDialog = lazy(() => import('./scan-dialog'));

/** Opens the QR scanner. */
export function ScanButton() {
  const s = useStrings(qrStrings);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<QrCodeScannerIcon />}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 48, whiteSpace: 'nowrap' }}
      >
        {s.actions.scan}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
