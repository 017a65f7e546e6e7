import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, IconButton, Typography } from '@mui/material';
import type { Attachment } from '@chungcu/contracts';
import { useId } from 'react';
import { useAttachmentUrl } from '../../../data';
import { useStrings } from '../../../lib/i18n';
import type { ImagePreview } from '../hooks/use-image-preview';
import { residentStrings } from '../strings';

/**
 * One side of the ID card (or the resident's photo): a labelled drop zone that opens the gallery,
 * a camera button, and a preview of what was chosen, else of the image the resident has now.
 */
export function IdCardPicker({
  side,
  preview,
  current,
}: {
  side: string;
  preview: ImagePreview;
  /** The image kept for this side already (edit). */
  current?: Attachment;
}) {
  const s = useStrings(residentStrings).idCard;
  const inputId = useId();
  const kept = useAttachmentUrl(preview.url ? null : current?.id, 'thumbnail');
  const url = preview.url ?? kept.url;
  const name = preview.fileName ?? current?.fileName ?? null;
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    preview.choose(event.target.files?.[0]);
    // The same file may be chosen again after a reset.
    event.target.value = '';
  };
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="label"
        htmlFor={inputId}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          minHeight: 150,
          p: 1.5,
          border: 2,
          borderStyle: 'dashed',
          borderColor: url ? 'primary.main' : 'divider',
          borderRadius: 2,
          cursor: 'pointer',
          textAlign: 'center',
          '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
          '&:focus-within': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-label={`${s.heading} – ${side}`}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          onChange={choose}
        />
        <Typography variant="subtitle2">{side}</Typography>
        {url ? (
          <>
            <Box
              component="img"
              src={url}
              alt={s.previewAlt(side)}
              sx={{ maxWidth: '100%', maxHeight: 96, objectFit: 'contain', borderRadius: 1 }}
            />
            <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
              {name}
            </Typography>
            <Typography variant="caption" color="primary">
              {s.change}
            </Typography>
          </>
        ) : (
          <>
            <AddPhotoIcon color="action" />
            <Typography variant="body2" color="primary">
              {s.choose}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {s.hint}
            </Typography>
          </>
        )}
      </Box>
      <IconButton
        component="label"
        size="small"
        aria-label={`${s.camera} – ${side}`}
        sx={{ position: 'absolute', top: 6, right: 6 }}
      >
        <PhotoCameraIcon fontSize="small" />
        <input hidden type="file" accept="image/*" capture="environment" onChange={choose} />
      </IconButton>
    </Box>
  );
}
