import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { fullName } from '@chungcu/contracts';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useStrings } from '../../../lib/i18n';
import { useAssignmentActions } from '../hooks/use-assignment-actions';
import { useUnit } from '../hooks/use-unit';
import { apartmentStrings } from '../strings';
import { type AssignmentView, type ResidentLite, unitsElsewhere } from '../views';
import { ApartmentPhotosCard } from './apartment-photos-card';
import { CurrentResidentsCard } from './current-residents-card';
import { HistoryCard } from './history-card';
import { RemoveResidentDialog } from './remove-resident-dialog';
import { ResidentPickerDialog } from './resident-picker-dialog';
import { SelectedResidents } from './selected-residents';
import { PageLoading } from '../../../ui/page-loading';

function BackTitle({ title }: { title: string }) {
  const s = useStrings(apartmentStrings).assign;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
      <IconButton component={RouterLink} to="/apartments" aria-label={s.back}>
        <ArrowBackIcon />
      </IconButton>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
    </Stack>
  );
}

/** /apartments/{id}/residents: choose residents, assign them, manage who lives there. */
export function ApartmentResidentsPage() {
  const s = useStrings(apartmentStrings).assign;
  const { id } = useParams();
  const navigate = useNavigate();
  const unit = useUnit(id);
  const actions = useAssignmentActions();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<AssignmentView | null>(null);
  const residents = unit.snapshot?.residents;
  const selected = useMemo(
    () => selectedIds.flatMap((rid) => residents?.get(rid) ?? []) as ResidentLite[],
    [selectedIds, residents],
  );

  if (unit.loading) return <PageLoading label={s.loading} />;
  const apartment = unit.apartment;
  if (!apartment) {
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <BackTitle title={s.notFound} />
      </Box>
    );
  }

  const assign = async () => {
    if (
      await actions.assign(
        apartment.id,
        selected.map((r) => r.id),
        note,
      )
    ) {
      setSelectedIds([]);
      setNote('');
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <BackTitle title={s.title(apartment.unitNumber)} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Stack spacing={2}>
          <SelectedResidents
            selected={selected}
            onOpenPicker={() => setPicking(true)}
            onUnselect={(rid) => setSelectedIds((ids) => ids.filter((x) => x !== rid))}
            elsewhereOf={(rid) =>
              unit.snapshot ? unitsElsewhere(unit.snapshot, rid, apartment.id).join(', ') : ''
            }
          />
          <TextField
            label={s.note}
            multiline
            minRows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => void navigate('/apartments')}>{s.cancel}</Button>
            <Button
              variant="contained"
              disabled={selected.length === 0 || actions.saving}
              onClick={() => void assign()}
            >
              {actions.saving ? s.saving : s.submit}
            </Button>
          </Stack>
        </Stack>
        <Stack spacing={2}>
          <CurrentResidentsCard
            current={unit.current}
            onMakePrimary={(view) => void actions.makePrimary(view.assignment.id)}
            onRemove={setRemoving}
            onSetRelation={(view, relation) =>
              void actions.setRelation(view.assignment.id, relation)
            }
          />
          <HistoryCard history={unit.history} />
          <ApartmentPhotosCard apartmentId={apartment.id} />
        </Stack>
      </Box>
      <ResidentPickerDialog
        open={picking}
        snapshot={unit.snapshot}
        apartmentId={apartment.id}
        initial={selectedIds}
        onConfirm={(ids) => {
          setSelectedIds(ids);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
      <RemoveResidentDialog
        name={removing?.resident ? fullName(removing.resident) : removing ? '' : null}
        unit={apartment.unitNumber}
        onConfirm={() => (removing ? actions.remove(removing.assignment.id) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
