import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import type { ImagePreview } from '../hooks/use-image-preview';
import { residentStrings } from '../strings';

const s = residentStrings.idCard;

/** One side of the ID card: a labelled drop zone that opens the image picker and shows a preview. */
export function IdCardPicker({ side, preview }: { side: string; preview: ImagePreview }) {
  const inputId = useId();
  return (
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
        borderColor: preview.url ? 'primary.main' : 'divider',
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
        onChange={(event) => {
          preview.choose(event.target.files?.[0]);
          // The same file may be chosen again after a reset.
          event.target.value = '';
        }}
      />
      <Typography variant="subtitle2">{side}</Typography>
      {preview.url ? (
        <>
          <Box
            component="img"
            src={preview.url}
            alt={s.previewAlt(side)}
            sx={{ maxWidth: '100%', maxHeight: 96, objectFit: 'contain', borderRadius: 1 }}
          />
          <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
            {preview.fileName}
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
  );
}
