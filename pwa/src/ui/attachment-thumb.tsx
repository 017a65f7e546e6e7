import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Box, ButtonBase, CircularProgress, Typography } from '@mui/material';
import type { Attachment } from '@chungcu/contracts';
import { useAttachmentUrl, useUpload } from '../data';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/** How far an upload is, for the overlay: null once the file is on the server. */
function UploadBadge({ id }: { id: string }) {
  const s = useStrings(uiStrings).attachments;
  const upload = useUpload(id);
  if (!upload) return null;
  const percent = upload.totalBytes ? Math.round((100 * upload.sentBytes) / upload.totalBytes) : 0;
  const text =
    upload.status === 'failed'
      ? s.uploadFailed
      : upload.status === 'uploading'
        ? s.uploading(percent)
        : s.waitingUpload;
  return (
    <Typography
      variant="caption"
      data-testid="upload-state"
      data-status={upload.status}
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        px: 0.5,
        bgcolor: upload.status === 'failed' ? 'error.main' : 'rgba(0,0,0,0.55)',
        color: 'common.white',
        textAlign: 'center',
      }}
    >
      {text}
    </Typography>
  );
}

/**
 * One attachment as a tile: its thumbnail (from this device, or downloaded and cached), a PDF
 * icon for a file, its upload's progress while it is not on the server yet.
 */
export function AttachmentThumb({
  attachment,
  alt,
  onOpen,
  height = 120,
}: {
  attachment: Attachment;
  alt: string;
  onOpen?: () => void;
  height?: number;
}) {
  const s = useStrings(uiStrings).attachments;
  const isImage = attachment.mimeType.startsWith('image/');
  const { url, loading } = useAttachmentUrl(attachment.id, 'thumbnail');
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={s.open(attachment.fileName)}
      data-testid="attachment-thumb"
      data-attachment-id={attachment.id}
      sx={{
        position: 'relative',
        width: '100%',
        height,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
      }}
    >
      {isImage && url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : isImage && loading ? (
        <CircularProgress size={20} />
      ) : (
        <Box
          sx={{ display: 'grid', placeItems: 'center', gap: 0.5, p: 1, color: 'text.secondary' }}
        >
          {isImage ? <ImageIcon /> : <PictureAsPdfIcon color="error" />}
          <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
            {isImage ? s.notAvailable : attachment.fileName}
          </Typography>
        </Box>
      )}
      <UploadBadge id={attachment.id} />
    </ButtonBase>
  );
}
