import { Button, Stack } from '@mui/material';
import { type Resident, messages } from '@chungcu/contracts';
import { memo, useRef, useState } from 'react';
import { type Control, useFormState } from 'react-hook-form';
import { useAttachments, useComplexForNew } from '../../../data';
import { useStrings } from '../../../lib/i18n';
import { ComplexField, complexFieldStrings } from '../../../ui/complex-field';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useToast } from '../../../ui/toast';
import { useImagePreview } from '../hooks/use-image-preview';
import {
  type ResidentFormOutput,
  type ResidentFormValues,
  useResidentForm,
} from '../hooks/use-resident-form';
import { type ChosenImages, type KeptImages, prepareResidentImages } from '../photos';
import { residentStrings } from '../strings';
import { IdCardUpload } from './id-card-upload';
import { ResidentFormFields } from './resident-form-fields';

export interface ResidentFormDialogProps {
  open: boolean;
  /** The resident being edited; null for a new one. */
  resident: Resident | null;
  /**
   * Saves the resident and keeps the images `chosen` with it in one transaction; answers the
   * images kept, or null when it failed (the dialog stays open). `complexId`: the complex a new
   * record goes to when the form asked (on "Tất cả"), else null.
   */
  onSave(
    values: ResidentFormOutput,
    complexId: string | null,
    chosen: ChosenImages,
  ): Promise<KeptImages | null>;
  onClose(): void;
}

/**
 * Cancel and Create/Update, disabled while saving. They alone follow the submit state, so a
 * save does not re-render the dialog and its eleven fields in the frame that shows the row.
 */
function DialogButtons({
  control,
  editing,
  onCancel,
}: {
  control: Control<ResidentFormValues, unknown, ResidentFormOutput>;
  editing: boolean;
  onCancel(): void;
}) {
  const s = useStrings(residentStrings).dialog;
  const { isSubmitting } = useFormState({ control });
  return (
    <>
      <Button onClick={onCancel} disabled={isSubmitting}>
        {s.cancel}
      </Button>
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {editing ? s.update : s.create}
      </Button>
    </>
  );
}

/** The fields never change with the dialog's own renders (they follow the form's state). */
const Fields = memo(ResidentFormFields);

/**
 * 'Add New Resident' / 'Edit Resident': every field plus the ID-card pickers. Memoised: the list
 * behind it re-renders on every save and keystroke, the dialog only when its own props change.
 */
export const ResidentFormDialog = memo(function ResidentFormDialog({
  open,
  resident,
  onSave,
  onClose,
}: ResidentFormDialogProps) {
  const s = useStrings(residentStrings).dialog;
  const front = useImagePreview('ID card front chosen');
  const back = useImagePreview('ID card back chosen');
  const photo = useImagePreview('Resident photo chosen');
  const current = useAttachments(resident?.id);
  const toast = useToast();
  /** True from the click until the save ends: Escape and the backdrop do not close meanwhile. */
  const saving = useRef(false);
  // A new record on "Tất cả": which complex it belongs to.
  const complexForNew = useComplexForNew();
  const askComplex = complexForNew.ask && !resident;
  const [complexId, setComplexId] = useState<string | null>(null);
  const [complexError, setComplexError] = useState<string | null>(null);
  const chosenComplex = complexId ?? complexForNew.initial;
  const { form, submit, clear } = useResidentForm({
    open,
    resident,
    complexOfNew: askComplex ? chosenComplex : null,
    onSubmit: async (values) => {
      if (complexForNew.none && !resident) {
        toast({
          title: residentStrings.get().toast.errorTitle,
          description: complexFieldStrings.notSynced,
          variant: 'destructive',
        });
        return;
      }
      if (askComplex && !chosenComplex) {
        setComplexError(messages.complex.required);
        return;
      }
      saving.current = true;
      try {
        // The images chosen are kept as picked with the resident, in the save's transaction,
        // then resized into its attachments.
        const chosen = { idCardFront: front.file, idCardBack: back.file, photo: photo.file };
        const images = await onSave(values, askComplex ? chosenComplex : null, chosen);
        if (!images) return;
        await prepareResidentImages(images, current).catch((error: unknown) =>
          toast({
            title: residentStrings.get().toast.errorTitle,
            description: error instanceof Error ? error.message : String(error),
            variant: 'destructive',
          }),
        );
        onClose();
      } finally {
        saving.current = false;
      }
    },
  });

  return (
    <DialogFrame
      open={open}
      title={resident ? s.editTitle : s.addTitle}
      titleId="resident-form-title"
      onClose={() => !saving.current && onClose()}
      actions={
        <DialogButtons control={form.control} editing={resident !== null} onCancel={onClose} />
      }
      onSubmit={(event) => void submit(event)}
      maxWidth="md"
      fullScreenOnPhone
      // After save or cancel the form resets once the dialog has faded out.
      onExited={() => {
        clear();
        setComplexId(null);
        setComplexError(null);
        front.clear();
        back.clear();
        photo.clear();
      }}
    >
      <Stack spacing={3}>
        {askComplex && (
          <ComplexField
            complexes={complexForNew.complexes}
            value={chosenComplex}
            error={complexError}
            onChange={(id) => {
              setComplexId(id);
              setComplexError(null);
            }}
          />
        )}
        <Fields control={form.control} />
        <IdCardUpload front={front} back={back} photo={photo} current={current} />
      </Stack>
    </DialogFrame>
  );
});
