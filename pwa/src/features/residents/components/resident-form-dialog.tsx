import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Resident } from '@chungcu/contracts';
import { useAttachments } from '../../../data';
import { useToast } from '../../../ui/toast';
import { useImagePreview } from '../hooks/use-image-preview';
import { type ResidentFormOutput, useResidentForm } from '../hooks/use-resident-form';
import { keepResidentImages } from '../photos';
import type { ResidentIndexEntry } from '../search';
import { residentStrings } from '../strings';
import { IdCardUpload } from './id-card-upload';
import { ResidentFormFields } from './resident-form-fields';

const s = residentStrings.dialog;

export interface ResidentFormDialogProps {
  open: boolean;
  /** The resident being edited; null for a new one. */
  resident: Resident | null;
  entries: readonly ResidentIndexEntry[];
  /** Saves; answers the saved resident's id, or null when it failed (the dialog stays open). */
  onSave(values: ResidentFormOutput): Promise<string | null>;
  onClose(): void;
}

/** 'Add New Resident' / 'Edit Resident': every field plus the ID-card pickers. */
export function ResidentFormDialog({
  open,
  resident,
  entries,
  onSave,
  onClose,
}: ResidentFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const front = useImagePreview('ID card front chosen');
  const back = useImagePreview('ID card back chosen');
  const photo = useImagePreview('Resident photo chosen');
  const current = useAttachments(resident?.id);
  const toast = useToast();
  const { form, submit, saving, clear } = useResidentForm({
    open,
    resident,
    entries,
    onSubmit: async (values) => {
      const id = await onSave(values);
      if (!id) return;
      // The images need their owner: they are kept once the resident is saved.
      const chosen = { idCardFront: front.file, idCardBack: back.file, photo: photo.file };
      await keepResidentImages(id, chosen, current).catch((error: unknown) =>
        toast({
          title: residentStrings.toast.errorTitle,
          description: error instanceof Error ? error.message : String(error),
          variant: 'destructive',
        }),
      );
      onClose();
    },
  });
  const titleId = 'resident-form-title';

  return (
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{
        // After save or cancel the form resets (spec section 4) once the dialog has faded out.
        transition: {
          onExited: () => {
            clear();
            front.clear();
            back.clear();
            photo.clear();
          },
        },
      }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{resident ? s.editTitle : s.addTitle}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={3}>
            <ResidentFormFields control={form.control} />
            <IdCardUpload front={front} back={back} photo={photo} current={current} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {s.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {resident ? s.update : s.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
