import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useState } from 'react';
import { useCurrentUser } from '../../../data';
import { useStrings } from '../../../lib/i18n';
import type { InquiryChoice } from '../hooks/use-new-inquiry';
import { inquiryStrings } from '../strings';
import { CategoryPicker } from './category-picker';
import { InquiryForm } from './inquiry-form';
import { TemplatePicker } from './template-picker';

/**
 * The two-step dialog's content; remounted on every opening, so closing resets it. Staff pick a
 * workflow template; a resident picks what they report, and the office's mapping does the rest.
 */
function Steps({ onClose }: { onClose(): void }) {
  const strings = useStrings(inquiryStrings);
  const s = strings.dialog;
  const isResident = useCurrentUser()?.role === 'resident';
  const [choice, setChoice] = useState<InquiryChoice | null>(null);
  const pickTitle = isResident ? strings.resident.pickTitle : s.pickTitle;
  return (
    <>
      <DialogTitle sx={{ pr: 6 }}>{choice ? s.formTitle : pickTitle}</DialogTitle>
      <IconButton
        aria-label={s.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {choice ? (
          <InquiryForm choice={choice} onBack={() => setChoice(null)} onDone={onClose} />
        ) : isResident ? (
          <CategoryPicker onPick={(category) => setChoice({ category })} />
        ) : (
          <TemplatePicker onPick={(template) => setChoice({ template })} />
        )}
      </DialogContent>
    </>
  );
}

/** New inquiry: 'Request Group' (a template, or a resident's category), then 'CREATE NEW INQUIRY'. */
export function NewInquiryDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [round, setRound] = useState(0);
  const close = () => {
    onClose();
    setRound((n) => n + 1);
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <Steps key={round} onClose={close} />
    </Dialog>
  );
}
