import { Grid, Stack, Typography } from '@mui/material';
import type { Attachment } from '@chungcu/contracts';
import { useStrings } from '../../../lib/i18n';
import type { ImagePreview } from '../hooks/use-image-preview';
import { residentStrings } from '../strings';
import { IdCardPicker } from './id-card-picker';

/** The ID-card area: front and back pickers, and the resident's photo, kept when saved. */
export function IdCardUpload({
  front,
  back,
  photo,
  current,
}: {
  front: ImagePreview;
  back: ImagePreview;
  photo: ImagePreview;
  /** The resident's images now (edit); empty for a new resident. */
  current: readonly Attachment[];
}) {
  const s = useStrings(residentStrings).idCard;
  const kept = (purpose: Attachment['purpose']) => current.find((a) => a.purpose === purpose);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {s.heading}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <IdCardPicker side={s.front} preview={front} current={kept('idCardFront')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <IdCardPicker side={s.back} preview={back} current={kept('idCardBack')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <IdCardPicker side={s.photo} preview={photo} current={kept('photo')} />
        </Grid>
      </Grid>
      <Typography variant="caption" color="text.secondary">
        {s.localOnly}
      </Typography>
    </Stack>
  );
}
