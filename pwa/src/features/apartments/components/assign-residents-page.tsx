import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useStrings } from '../../../lib/i18n';
import { useAssignmentActions } from '../hooks/use-assignment-actions';
import { useUnit } from '../hooks/use-unit';
import { apartmentStrings } from '../strings';
import { AssignmentSummary } from './assignment-summary';
import { AvailableResidents } from './available-residents';
import { UnitPicker } from './unit-picker';

/** /assign-residents: the spec's sample screen on real data (unit from ?apartmentId= or picked). */
export function AssignResidentsPage() {
  const strings = useStrings(apartmentStrings);
  const s = strings.sample;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const unit = useUnit(params.get('apartmentId'));
  const actions = useAssignmentActions();
  const [selected, setSelected] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const apartment = unit.apartment;

  const choose = (id: string | null) => {
    setSelected([]);
    setParams(id ? { apartmentId: id } : {}, { replace: true });
  };
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const assign = async () => {
    if (apartment && (await actions.assign(apartment.id, selected, notes))) {
      setSelected([]);
      setNotes('');
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton component={RouterLink} to="/" aria-label={s.back}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          {strings.assign.title(apartment?.unitNumber ?? '')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {s.intro}
      </Typography>
      <UnitPicker
        snapshot={unit.snapshot}
        value={apartment}
        onChange={(a) => choose(a?.id ?? null)}
      />
      {!apartment ? (
        <Typography color="text.secondary">
          {unit.loading ? strings.assign.loading : s.chooseUnit}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <AvailableResidents
            snapshot={unit.snapshot}
            apartmentId={apartment.id}
            selected={selected}
            onToggle={toggle}
          />
          <Stack spacing={2}>
            <AssignmentSummary
              apartment={apartment}
              count={unit.current.length + selected.length}
            />
            <Card variant="outlined">
              <CardHeader
                title={s.notesTitle}
                slotProps={{ title: { variant: 'h6', component: 'h2' } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <TextField
                  fullWidth
                  multiline
                  minRows={4}
                  placeholder={s.notesPlaceholder}
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                  slotProps={{ htmlInput: { 'aria-label': s.notesTitle } }}
                />
              </CardContent>
            </Card>
            <Button
              variant="contained"
              size="large"
              disabled={selected.length === 0 || actions.saving}
              onClick={() => void assign()}
            >
              {s.submit(selected.length)}
            </Button>
            <Button variant="outlined" onClick={() => void navigate('/')}>
              {s.cancel}
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
