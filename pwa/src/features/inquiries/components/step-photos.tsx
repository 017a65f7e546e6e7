import { Box, Stack, Typography } from '@mui/material';
import type { Attachment, InquiryProgress } from '@chungcu/contracts';
import { useAttachments } from '../../../data';
import { AttachmentGallery } from '../../../ui/attachment-gallery';
import { useToast } from '../../../ui/toast';
import { addStepPhotos, removeStepPhoto } from '../attachments';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';

/**
 * A step's before and after photos (`itemId` 'before' / 'after'): shown to everyone who sees the
 * step, taken by staff while they work on it.
 */
export function StepPhotos({ step, editable }: { step: InquiryProgress; editable: boolean }) {
  const { stepPhotos: s, toast: t } = useStrings(inquiryStrings);
  const photos = useAttachments(step.id);
  const toast = useToast();
  if (photos.length === 0 && !editable) return null;
  const failed = (error: unknown) =>
    toast({
      title: t.errorTitle,
      description: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });
  const side = (when: 'before' | 'after', title: string) => {
    const shown = photos.filter((p: Attachment) => (p.itemId ?? 'after') === when);
    if (shown.length === 0 && !editable) return null;
    return (
      <Box sx={{ flex: 1, minWidth: 0 }} data-testid={`step-photos-${when}`}>
        <Typography variant="caption" color="text.secondary">
          {title}
        </Typography>
        <AttachmentGallery
          attachments={shown}
          tileHeight={72}
          onAdd={
            editable ? (files) => void addStepPhotos(step.id, when, files).catch(failed) : undefined
          }
          onRemove={editable ? (p) => void removeStepPhoto(p).catch(failed) : undefined}
        />
      </Box>
    );
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
      {side('before', s.before)}
      {side('after', s.after)}
    </Stack>
  );
}
