import { Card, CardContent, Typography } from '@mui/material';
import { limits } from '@chungcu/contracts';
import { useAttachments } from '../../../data';
import { useStrings } from '../../../lib/i18n';
import { AttachmentGallery } from '../../../ui/attachment-gallery';
import { useToast } from '../../../ui/toast';
import { addApartmentPhotos, moveApartmentPhoto, removeApartmentPhoto } from '../photos';
import { apartmentStrings } from '../strings';

/** A unit's photos after creation: add (camera or gallery, up to 6), open, reorder, remove. */
export function ApartmentPhotosCard({ apartmentId }: { apartmentId: string }) {
  const strings = useStrings(apartmentStrings);
  const s = strings.photos;
  const photos = useAttachments(apartmentId, 'photo');
  const toast = useToast();
  const failed = (error: unknown) =>
    toast({
      title: strings.toast.errorTitle,
      description: error instanceof Error ? error.message : strings.create.imageFailed,
      variant: 'destructive',
    });
  return (
    <Card variant="outlined" data-testid="apartment-photos">
      <CardContent>
        <AttachmentGallery
          title={s.title}
          attachments={photos}
          max={limits.maxApartmentImages}
          onAdd={(files) => void addApartmentPhotos(apartmentId, files, photos).catch(failed)}
          onRemove={(photo) => void removeApartmentPhoto(photo).catch(failed)}
          onMove={(photo, step) => void moveApartmentPhoto(photo, step).catch(failed)}
          empty={<Typography color="text.secondary">{s.empty}</Typography>}
        />
      </CardContent>
    </Card>
  );
}
