import { Grid, Stack, Typography } from '@mui/material';
import type { ImagePreview } from '../hooks/use-image-preview';
import { residentStrings } from '../strings';
import { IdCardPicker } from './id-card-picker';

const s = residentStrings.idCard;

/** The ID-card area: front and back pickers, kept on this device only (spec section 2). */
export function IdCardUpload({ front, back }: { front: ImagePreview; back: ImagePreview }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {s.heading}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <IdCardPicker side={s.front} preview={front} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <IdCardPicker side={s.back} preview={back} />
        </Grid>
      </Grid>
      <Typography variant="caption" color="text.secondary">
        {s.localOnly}
      </Typography>
    </Stack>
  );
}
