import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import PeopleIcon from '@mui/icons-material/People';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import type { ApartmentStatus } from '@chungcu/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useRowState, useWorkingComplex } from '../../../data';
import { useStrings } from '../../../lib/i18n';
import { RowStateMark } from '../../../ui/row-state-mark';
import { useToast } from '../../../ui/toast';
import { useEditApartment } from '../hooks/use-edit-apartment';
import { useUnit } from '../hooks/use-unit';
import { setApartmentStatus } from '../mutations';
import { useUnitRequests } from '../queries';
import { apartmentStrings } from '../strings';
import { ApartmentPhotosCard } from './apartment-photos-card';
import { CurrentResidentsCard } from './current-residents-card';
import { EditApartmentDialog } from './edit-apartment-dialog';
import { HistoryCard } from './history-card';
import { UnitDetailsCard } from './unit-details-card';
import { UnitRequestsCard } from './unit-requests-card';
import { UnitStatusToggle } from './unit-status-toggle';
import { PageLoading } from '../../../ui/page-loading';

function BackTitle({ title, children }: { title: string; children?: ReactNode }) {
  const s = useStrings(apartmentStrings).unit;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <IconButton component={RouterLink} to="/apartments" aria-label={s.back}>
        <ArrowBackIcon />
      </IconButton>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Whether the unit's row waits for the server, or a change to it was refused (and why). */
function UnitStateMark({ apartmentId }: { apartmentId: string }) {
  const state = useRowState('apartments', apartmentId);
  return state ? (
    <span data-testid="unit-row-state">
      <RowStateMark state={state} />
    </span>
  ) : null;
}

export interface UnitPageProps {
  /**
   * Cards of other features about this unit (inspections, meters), composed by the app layer
   * because features never import each other. Shown under the unit's own cards.
   */
  sections?: (apartmentId: string) => ReactNode;
}

/**
 * /apartments/{id}: the unit page a staff member walks with. Every field, the status in one tap,
 * its photos, who lives there now and before, its requests; an edit dialog for every field. All
 * from the mirror, so it opens and saves offline.
 */
export function UnitPage({ sections }: UnitPageProps = {}) {
  const strings = useStrings(apartmentStrings);
  const s = strings.unit;
  const { id } = useParams();
  const unit = useUnit(id);
  const requests = useUnitRequests(unit.apartment?.id);
  const edit = useEditApartment(unit.apartment);
  const toast = useToast();
  const working = useWorkingComplex();

  if (unit.loading) return <PageLoading label={s.loading} />;
  const apartment = unit.apartment;
  if (!apartment) {
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <BackTitle title={s.notFound} />
      </Box>
    );
  }
  // A unit of another complex than the one worked in (a label scanned with the phone's camera,
  // a link): its complex is named, its data shown only once the user switches to it.
  if (working.scope !== null && apartment.complexId !== working.scope) {
    const complex = working.complexes.find((c) => c.id === apartment.complexId);
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="unit-other-complex">
        <BackTitle title={s.otherComplex(complex?.name ?? '')} />
        <Alert
          severity="info"
          action={
            complex && (
              <Button
                color="inherit"
                onClick={() => void working.choose(complex.id)}
                sx={{ minHeight: 44 }}
              >
                {s.switchTo(complex.name)}
              </Button>
            )
          }
        >
          {s.otherComplexHint}
        </Alert>
      </Box>
    );
  }

  const changeStatus = (status: ApartmentStatus) =>
    void setApartmentStatus(apartment.id, status).catch((error: unknown) =>
      toast({
        title: strings.toast.errorTitle,
        description: error instanceof Error ? error.message : strings.toast.updateFailed,
        variant: 'destructive',
      }),
    );

  return (
    <Box
      data-testid="unit-page"
      data-unit={apartment.unitNumber}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto' }}
    >
      <BackTitle title={s.title(apartment.unitNumber)}>
        <UnitStateMark apartmentId={apartment.id} />
        <Box sx={{ flex: 1 }} />
        <Button
          component={RouterLink}
          to={`/apartments/${apartment.id}/residents`}
          startIcon={<PeopleIcon />}
        >
          {s.manageResidents}
        </Button>
        <Button variant="contained" startIcon={<EditIcon />} onClick={edit.open}>
          {s.edit}
        </Button>
      </BackTitle>
      <Box sx={{ mb: 3 }}>
        <UnitStatusToggle status={apartment.status} onChange={changeStatus} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Stack spacing={2}>
          <UnitDetailsCard apartment={apartment} />
          <ApartmentPhotosCard apartmentId={apartment.id} />
        </Stack>
        <Stack spacing={2}>
          <CurrentResidentsCard current={unit.current} />
          <HistoryCard history={unit.history} />
          <UnitRequestsCard requests={requests ?? []} />
        </Stack>
      </Box>
      {sections && (
        <Box
          data-testid="unit-sections"
          sx={{ mt: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {sections(apartment.id)}
        </Box>
      )}
      <EditApartmentDialog edit={edit} unit={apartment.unitNumber} />
    </Box>
  );
}
