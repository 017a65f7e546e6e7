import { Alert, AlertTitle, Button, Snackbar } from '@mui/material';
import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { limits } from '@chungcu/contracts';
import { localizeMessage, useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

export interface ToastInput {
  title: string;
  description?: string;
  /** Error toasts are destructive. */
  variant?: 'default' | 'destructive';
  /** A button in the toast (e.g. 'Hoàn tác'); clicking it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void };
}

interface ToastState extends ToastInput {
  id: number;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast: one at a time, a new one replaces the old. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

/**
 * Toasts as spec section 9 sets them: at most one shown, displayed 5 s, swiped right to dismiss
 * (MUI's Snackbar handles the gesture), F8 moves focus to the toast area.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const s = useStrings(uiStrings);
  const [toast, setToast] = useState<ToastState | null>(null);
  const [open, setOpen] = useState(false);
  const next = useRef(0);
  const region = useRef<HTMLDivElement>(null);

  const show = useCallback((input: ToastInput) => {
    next.current += 1;
    setToast({ ...input, id: next.current });
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div ref={region} tabIndex={-1} aria-label={s.toastRegion} role="region">
        <Snackbar
          key={toast?.id}
          open={open}
          autoHideDuration={limits.toastDurationMs}
          onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          // Above a phone's bottom bar (the shell sets its height), never over its navigation.
          sx={{
            bottom: {
              xs: 'calc(8px + var(--shell-bottom-bar, 0px) + env(safe-area-inset-bottom))',
              sm: 24,
            },
          }}
        >
          <Alert
            severity={toast?.variant === 'destructive' ? 'error' : 'success'}
            variant="filled"
            onClose={() => setOpen(false)}
            action={
              toast?.action ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    toast.action?.onClick();
                    setOpen(false);
                  }}
                >
                  {toast.action.label}
                </Button>
              ) : undefined
            }
            sx={{ minWidth: 280 }}
            data-testid="toast"
          >
            {/* A rule's refusal or a server's answer reads in the user's language. */}
            {toast && <AlertTitle>{localizeMessage(toast.title)}</AlertTitle>}
            {toast?.description && localizeMessage(toast.description)}
          </Alert>
        </Snackbar>
      </div>
    </ToastContext.Provider>
  );
}
