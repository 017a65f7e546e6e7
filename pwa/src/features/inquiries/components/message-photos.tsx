import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { limits } from '@chungcu/contracts';
import { useEffect, useMemo } from 'react';
import { useAttachments } from '../../../data';
import { useStrings } from '../../../lib/i18n';
import { AttachmentGallery } from '../../../ui/attachment-gallery';
import { PhotoPicker } from '../../../ui/photo-picker';
import { inquiryStrings } from '../strings';

/** A message's photos, sent with it: shown to whoever sees the message. */
export function MessagePhotos({ messageId }: { messageId: string }) {
  const photos = useAttachments(messageId);
  if (photos.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }} data-testid="message-photos">
      <AttachmentGallery attachments={photos} tileHeight={72} />
    </Box>
  );
}

/**
 * The photos picked for the message being written: previews to take out again, and the camera
 * and gallery while there is room (`limits.messagePhotos`).
 */
export function PhotosToSend({
  photos,
  onChange,
  disabled,
}: {
  photos: readonly File[];
  onChange(photos: File[]): void;
  disabled: boolean;
}) {
  const c = useStrings(inquiryStrings).conversation;
  const previews = useMemo(() => photos.map((file) => URL.createObjectURL(file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const room = limits.messagePhotos - photos.length;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {photos.length > 0 && (
        <Box
          role="list"
          aria-label={c.photos}
          data-testid="message-photos-chosen"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {previews.map((url, index) => (
            <Box
              role="listitem"
              key={url}
              sx={{
                position: 'relative',
                width: 72,
                height: 72,
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              <Box
                component="img"
                src={url}
                alt=""
                sx={{ width: 1, height: 1, objectFit: 'cover' }}
              />
              <IconButton
                aria-label={c.removePhoto(index + 1)}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
                sx={{
                  position: 'absolute',
                  top: 0,
                  right: 0,
                  width: 44,
                  height: 44,
                  color: 'common.white',
                  bgcolor: 'rgba(0,0,0,0.45)',
                  '&:hover': { bgcolor: 'rgba(0,0,0,0.6)' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {room > 0 && (
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {c.photos}
          </Typography>
          <PhotoPicker
            size="small"
            disabled={disabled}
            onFiles={(files) =>
              onChange(
                [...photos, ...files.filter((f) => f.type.startsWith('image/'))].slice(
                  0,
                  limits.messagePhotos,
                ),
              )
            }
          />
        </Box>
      )}
    </Stack>
  );
}
