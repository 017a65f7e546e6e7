import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import type { WorkflowTemplate } from '@chungcu/contracts';
import { useState } from 'react';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { InquiryForm } from './inquiry-form';
import { TemplatePicker } from './template-picker';

/** The two-step dialog's content; remounted on every opening, so closing resets it. */
function Steps({ onClose }: { onClose(): void }) {
  const s = useStrings(inquiryStrings).dialog;
  const [template, setTemplate] = useState<WorkflowTemplate | null>(null);
  return (
    <>
      <DialogTitle sx={{ pr: 6 }}>{template ? s.formTitle : s.pickTitle}</DialogTitle>
      <IconButton
        aria-label={s.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {template ? (
          <InquiryForm template={template} onBack={() => setTemplate(null)} onDone={onClose} />
        ) : (
          <TemplatePicker onPick={setTemplate} />
        )}
      </DialogContent>
    </>
  );
}

/** New inquiry: 'Request Group' (choose a template), then 'CREATE NEW INQUIRY'. */
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
