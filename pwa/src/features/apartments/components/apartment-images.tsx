import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { limits } from '@chungcu/contracts';
import { useStrings } from '../../../lib/i18n';
import { PhotoPicker } from '../../../ui/photo-picker';
import { placeholderImage } from '../form-mapping';
import type { FormImage } from '../hooks/use-create-apartment';
import { apartmentStrings } from '../strings';

interface Props {
  images: readonly FormImage[];
  full: boolean;
  onPhotos(files: File[]): void;
  onPlaceholder(): void;
  onRemove(index: number): void;
}

/**
 * Up to 6 images: photos taken with the camera or chosen from the gallery (kept as the unit's
 * attachments when it is created), or the spec's placeholder.
 */
export function ApartmentImages({ images, full, onPhotos, onPlaceholder, onRemove }: Props) {
  const s = useStrings(apartmentStrings).create;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1">{s.images}</Typography>
        <Typography variant="body2" color="text.secondary">
          {s.imagesHint(images.length, limits.maxApartmentImages)}
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 1,
        }}
      >
        {images.map((image, index) => (
          <Box
            key={image.kind === 'photo' ? image.preview : `placeholder-${index}`}
            sx={{ position: 'relative', aspectRatio: '4 / 3' }}
          >
            <Box
              component="img"
              src={image.kind === 'photo' ? image.preview : placeholderImage}
              alt={s.imageAlt(index + 1)}
              data-testid="form-image"
              sx={{
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                borderRadius: 1,
                bgcolor: 'grey.100',
              }}
            />
            <IconButton
              size="small"
              aria-label={s.removeImage(index + 1)}
              onClick={() => onRemove(index)}
              sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <PhotoPicker onFiles={onPhotos} disabled={full} />
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={full}
          onClick={onPlaceholder}
        >
          {s.addPlaceholder}
        </Button>
      </Stack>
    </Box>
  );
}
