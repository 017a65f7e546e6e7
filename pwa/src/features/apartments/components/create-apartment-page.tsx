import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { apartmentStatuses } from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { Link as RouterLink } from 'react-router-dom';
import { ComplexField } from '../../../ui/complex-field';
import type { ApartmentForm } from '../form-mapping';
import { useCreateApartment } from '../hooks/use-create-apartment';
import { apartmentStrings } from '../strings';
import { ApartmentImages } from './apartment-images';
import { DerivedFields } from './derived-fields';

/**
 * /apartments/create: the four inputs, the fields derived from them (editable), the images,
 * CREATE (saved locally, synced later).
 */
export function CreateApartmentPage() {
  const strings = useStrings(apartmentStrings);
  const enums = useStrings(enumStrings);
  const s = strings.create;
  const create = useCreateApartment();
  const field = (key: keyof ApartmentForm, label: string, helperText?: string) => (
    <TextField
      label={label}
      value={create.form[key]}
      helperText={helperText}
      onChange={(event) => create.setField(key, event.target.value)}
      fullWidth
    />
  );
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 800, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton component={RouterLink} to="/apartments" aria-label={s.back}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          {s.title}
        </Typography>
      </Stack>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create.submit();
        }}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Stack spacing={2}>
          {create.complex.ask && (
            <ComplexField
              complexes={create.complex.complexes}
              value={create.complex.value}
              error={create.complex.error}
              onChange={create.complex.choose}
            />
          )}
          {field('buildingName', s.buildingName)}
          {field('apartmentNumber', s.apartmentNumber)}
          {field('apartmentType', s.apartmentType, s.typeHint)}
          <TextField
            select
            label={s.status}
            value={create.form.status}
            onChange={(event) => create.setField('status', event.target.value)}
          >
            {apartmentStatuses.values.map((value) => (
              <MenuItem key={value} value={value}>
                {enums.apartmentStatuses[value]}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {s.derivedHint}
          </Typography>
          <DerivedFields values={create.derived} onChange={create.setDerived} />
          <ApartmentImages
            images={create.images}
            full={create.full}
            onPhotos={create.addPhotos}
            onPlaceholder={create.addPlaceholder}
            onRemove={create.removeImage}
          />
          <Button type="submit" variant="contained" size="large" disabled={create.pending}>
            {create.pending ? s.pending : s.submit}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
