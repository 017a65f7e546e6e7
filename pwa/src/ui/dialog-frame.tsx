import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** The dialog's main button: Lưu, Tạo, Gửi… */
export interface PrimaryAction {
  label: ReactNode;
  disabled?: boolean;
  testId?: string;
  /** Without `onSubmit` on the frame, what the button does; with it, the button submits. */
  onClick?(): void;
}

/** Huỷ beside the primary action (and any buttons before them), or buttons of the dialog's own. */
type FrameButtons =
  | {
      cancelLabel: ReactNode;
      primary?: PrimaryAction;
      /** Buttons before the cancel button (a delete, say). */
      extraActions?: ReactNode;
      actions?: undefined;
    }
  | {
      /** Replaces the cancel and primary buttons, for buttons that follow a state of their own. */
      actions: ReactNode;
      cancelLabel?: undefined;
      primary?: undefined;
      extraActions?: undefined;
    };

export type DialogFrameProps = FrameButtons & {
  /** Shown unless false (a dialog mounted only while it is open leaves it out). */
  open?: boolean;
  title: ReactNode;
  /** The title's id, which names the dialog (`aria-labelledby`); MUI makes one when left out. */
  titleId?: string;
  children: ReactNode;
  /** Escape, the backdrop and the cancel button. */
  onClose(): void;
  /**
   * A save under way: Escape and the backdrop leave the dialog open, and the cancel and primary
   * buttons are disabled.
   */
  busy?: boolean;
  /** Makes the dialog a form (no browser validation) whose primary button submits it. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  maxWidth?: 'xs' | 'sm' | 'md';
  /**
   * A long form: it fills a phone's screen, its fields scroll between dividers, and the buttons
   * have the content's side margins.
   */
  fullScreenOnPhone?: boolean;
  /**
   * A short question (are you sure?): on a phone it stays a card in the middle of the screen, as
   * phones' own alerts do, instead of the full page every other dialog takes there.
   */
  alert?: boolean;
  /** 48 px buttons (the theme's least is 44), for dialogs used on a phone or standing at a door. */
  largeButtons?: boolean;
  testId?: string;
  /** Once the dialog has faded out (a form resets then, out of sight). */
  onExited?(): void;
};

/**
 * The dialogs' one frame: a title, the content, and Huỷ beside the primary action, as a form when
 * it submits one.
 */
export function DialogFrame({
  open = true,
  title,
  titleId,
  children,
  onClose,
  cancelLabel,
  primary,
  extraActions,
  actions,
  busy = false,
  onSubmit,
  maxWidth = 'sm',
  fullScreenOnPhone = false,
  alert = false,
  largeButtons = false,
  testId,
  onExited,
}: DialogFrameProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const buttonSx = largeButtons ? { minHeight: 48 } : undefined;

  const body = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={fullScreenOnPhone}>{children}</DialogContent>
      <DialogActions sx={fullScreenOnPhone ? { px: 3, py: 2 } : undefined}>
        {actions ?? (
          <>
            {extraActions}
            <Button onClick={onClose} disabled={busy} sx={buttonSx}>
              {cancelLabel}
            </Button>
            {primary && (
              <Button
                type={onSubmit ? 'submit' : 'button'}
                variant="contained"
                disabled={busy || primary.disabled}
                onClick={onSubmit ? undefined : primary.onClick}
                sx={buttonSx}
                data-testid={primary.testId}
              >
                {primary.label}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </>
  );

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreenOnPhone && phone}
      aria-labelledby={titleId}
      data-testid={testId}
      slotProps={{
        ...(onExited ? { transition: { onExited } } : {}),
        ...(alert
          ? {
              paper: {
                sx: {
                  [theme.breakpoints.down('sm')]: {
                    m: 2,
                    width: 'calc(100% - 32px)',
                    height: 'auto',
                    maxHeight: 'calc(100% - 32px)',
                    borderRadius: 3,
                  },
                },
              },
            }
          : {}),
      }}
    >
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
