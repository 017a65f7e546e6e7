import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import type { Attachment } from '@chungcu/contracts';
import { useRef } from 'react';
import { useAttachmentUrl } from '../data';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/** A horizontal move at least this long (px) is a swipe to the next or previous file. */
const SWIPE_PX = 50;

function Shown({ attachment }: { attachment: Attachment }) {
  const s = useStrings(uiStrings).attachments;
  const { url, loading, error } = useAttachmentUrl(attachment.id, 'display');
  const isImage = attachment.mimeType.startsWith('image/');
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', height: '100%', p: 2 }}
    >
      {error && <Alert severity="warning">{error}</Alert>}
      {loading && !url ? (
        <CircularProgress sx={{ color: 'common.white' }} />
      ) : !url ? (
        <Typography sx={{ color: 'common.white' }}>{s.notAvailable}</Typography>
      ) : isImage ? (
        <Box
          component="img"
          src={url}
          alt={attachment.fileName}
          data-testid="viewer-image"
          draggable={false}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', userSelect: 'none' }}
        />
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'center', color: 'common.white' }}>
          <PictureAsPdfIcon sx={{ fontSize: 64 }} />
          <Typography>{attachment.fileName}</Typography>
          <Button variant="contained" href={url} target="_blank" rel="noopener">
            {s.openPdf}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Full-screen viewer: the display copy of each file, swipe (pointer events: finger, pen or mouse)
 * or arrow keys to move, Escape or the close button to leave.
 */
export function AttachmentViewer({
  attachments,
  index,
  onIndex,
  onClose,
}: {
  attachments: readonly Attachment[];
  /** The file shown; null when the viewer is closed. */
  index: number | null;
  onIndex(index: number): void;
  onClose(): void;
}) {
  const s = useStrings(uiStrings).attachments;
  const start = useRef<number | null>(null);
  const current = index === null ? undefined : attachments[index];
  const total = attachments.length;
  const go = (step: number) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < total) onIndex(next);
  };
  return (
    <Dialog
      fullScreen
      open={Boolean(current)}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', p: 1, color: 'common.white' }}>
        <Typography sx={{ flex: 1, px: 1 }} noWrap>
          {current && `${s.viewerTitle((index ?? 0) + 1, total)} · ${current.fileName}`}
        </Typography>
        <IconButton aria-label={s.close} onClick={onClose} sx={{ color: 'common.white' }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        data-testid="attachment-viewer"
        sx={{ position: 'relative', flex: 1, minHeight: 0, touchAction: 'pan-y' }}
        onPointerDown={(event) => {
          start.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (start.current === null) return;
          const dx = event.clientX - start.current;
          start.current = null;
          if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {current && <Shown key={current.id} attachment={current} />}
        {index !== null && index > 0 && (
          <IconButton
            aria-label={s.previous}
            onClick={() => go(-1)}
            sx={{
              position: 'absolute',
              left: 8,
              top: '50%',
              color: 'common.white',
              bgcolor: 'rgba(0,0,0,0.4)',
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
        )}
        {index !== null && index < total - 1 && (
          <IconButton
            aria-label={s.next}
            onClick={() => go(1)}
            sx={{
              position: 'absolute',
              right: 8,
              top: '50%',
              color: 'common.white',
              bgcolor: 'rgba(0,0,0,0.4)',
            }}
          >
            <ChevronRightIcon />
          </IconButton>
        )}
      </Box>
    </Dialog>
  );
}
