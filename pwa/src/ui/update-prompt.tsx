import CloseIcon from '@mui/icons-material/Close';
import { Button, IconButton, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { registerServiceWorker } from '../app/sw-registration';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/**
 * Offers a new version once its service worker is installed: "Tải lại để cập nhật" reloads into
 * it, the close button dismisses the offer. It never reloads by itself, so nobody loses a form
 * they are filling in; a dismissed update applies on the next launch once every tab has closed.
 * Registers the service worker on mount: render it once, in the app shell.
 */
export function UpdatePrompt() {
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const s = useStrings(uiStrings).update;

  useEffect(() => {
    let mounted = true;
    registerServiceWorker((apply) => {
      if (!mounted) return;
      setApplyUpdate(() => apply);
      setDismissed(false);
    });
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <Snackbar
      open={applyUpdate !== null && !dismissed}
      // Toasts use the bottom-right corner; this offer must not hide them or be hidden by them.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={s.message}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => applyUpdate?.()}>
            {s.reload}
          </Button>
          <IconButton
            color="inherit"
            size="small"
            aria-label={s.close}
            onClick={() => setDismissed(true)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
