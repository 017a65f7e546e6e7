import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { Attachment } from '@chungcu/contracts';
import { type ReactNode, useState } from 'react';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';
import { AttachmentThumb } from './attachment-thumb';
import { AttachmentViewer } from './attachment-viewer';
import { PhotoPicker } from './photo-picker';

const iconSx = { bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } };

interface Props {
  attachments: readonly Attachment[];
  title?: ReactNode;
  /** Adds chosen files; absent: read-only. */
  onAdd?: (files: File[]) => void;
  onRemove?: (attachment: Attachment) => void;
  /** Moves a file one place earlier (-1) or later (+1). */
  onMove?: (attachment: Attachment, step: -1 | 1) => void;
  max?: number;
  allowPdf?: boolean;
  tileHeight?: number;
  /** Shown when there is nothing (and nothing may be added). */
  empty?: ReactNode;
}

/**
 * A set of attachments as tiles (thumbnails, upload progress), opening the full-screen viewer,
 * with add (camera or gallery), remove and move where the caller allows them.
 */
export function AttachmentGallery({
  attachments,
  title,
  onAdd,
  onRemove,
  onMove,
  max,
  allowPdf,
  tileHeight = 110,
  empty,
}: Props) {
  const s = useStrings(uiStrings).attachments;
  const [open, setOpen] = useState<number | null>(null);
  const full = max !== undefined && attachments.length >= max;
  return (
    <Box data-testid="attachment-gallery">
      {(title || max !== undefined) && (
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
        >
          <Typography variant="subtitle1">{title}</Typography>
          {max !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {s.count(attachments.length, max)}
            </Typography>
          )}
        </Stack>
      )}
      {attachments.length === 0 && !onAdd && empty}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1,
        }}
      >
        {attachments.map((attachment, index) => (
          <Box key={attachment.id} sx={{ position: 'relative' }}>
            <AttachmentThumb
              attachment={attachment}
              alt={s.photoAlt(index + 1)}
              height={tileHeight}
              onOpen={() => setOpen(index)}
            />
            {onRemove && (
              <IconButton
                size="small"
                aria-label={s.remove(attachment.fileName)}
                onClick={() => onRemove(attachment)}
                sx={{ position: 'absolute', top: 4, right: 4, ...iconSx }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
            {onMove && index > 0 && (
              <IconButton
                size="small"
                aria-label={s.moveEarlier(attachment.fileName)}
                onClick={() => onMove(attachment, -1)}
                sx={{ position: 'absolute', top: 4, left: 4, ...iconSx }}
              >
                <ArrowBackIcon fontSize="small" />
              </IconButton>
            )}
            {onMove && index < attachments.length - 1 && (
              <IconButton
                size="small"
                aria-label={s.moveLater(attachment.fileName)}
                onClick={() => onMove(attachment, 1)}
                sx={{ position: 'absolute', top: 4, left: index > 0 ? 40 : 4, ...iconSx }}
              >
                <ArrowForwardIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
      {onAdd && (
        <Box sx={{ mt: 1 }}>
          <PhotoPicker onFiles={onAdd} allowPdf={allowPdf} disabled={full} size="small" />
        </Box>
      )}
      <AttachmentViewer
        attachments={attachments}
        index={open}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
