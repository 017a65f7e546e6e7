import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import type { HouseholdRequest, Vehicle } from '@chungcu/contracts';
import { useState } from 'react';
import { approveRequest, deleteVehicle, setVehicleStatus } from '../mutations';
import { useHousehold } from '../queries';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { householdStrings } from '../strings';
import { MemberLine, RequestLine, VehicleLine } from './rows';
import { AddVehicleDialog, ApproveMemberDialog, RefuseDialog } from './staff-dialogs';

/**
 * The unit page's household card for staff: the residents' requests waiting for a decision
 * (approve, or refuse with a reason), the members with their relation, and the unit's
 * vehicles, which staff add, stop or remove (asked first: parking fees follow the list). Every
 * change works offline.
 */
export function HouseholdCard({ apartmentId }: { apartmentId: string }) {
  const strings = useStrings(householdStrings);
  const s = strings.staff;
  const p = strings.page;
  const kinds = useStrings(enumStrings).vehicleKinds;
  const household = useHousehold(apartmentId);
  const [adding, setAdding] = useState(false);
  const [approving, setApproving] = useState<HouseholdRequest | null>(null);
  const [refusing, setRefusing] = useState<HouseholdRequest | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!household) return null;
  const pending = household.requests.filter((r) => r.status === 'pending');
  const report = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
  const approve = (request: HouseholdRequest) => {
    setError(null);
    if (request.kind === 'member') setApproving(request);
    else approveRequest(request).catch(report);
  };
  return (
    <Card variant="outlined" data-testid="unit-household">
      <CardContent>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
            mb: 1,
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {s.title}
            </Typography>
            {pending.length > 0 && (
              <Chip
                color="warning"
                size="small"
                label={s.pending(pending.length)}
                data-testid="household-pending-count"
              />
            )}
          </Stack>
          <Button
            startIcon={<AddIcon />}
            sx={{ minHeight: 48 }}
            onClick={() => setAdding(true)}
            data-testid="add-vehicle"
          >
            {s.addVehicle}
          </Button>
        </Stack>
        {error && (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        )}
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          {pending.map((request) => (
            <RequestLine
              key={request.id}
              request={request}
              actions={
                <Stack direction="row" sx={{ gap: 1 }}>
                  <Button
                    variant="contained"
                    size="small"
                    sx={{ minHeight: 48 }}
                    onClick={() => approve(request)}
                    data-testid="approve-request"
                  >
                    {s.approve}
                  </Button>
                  <Button
                    color="error"
                    size="small"
                    sx={{ minHeight: 48 }}
                    onClick={() => setRefusing(request)}
                    data-testid="refuse-request"
                  >
                    {s.refuse}
                  </Button>
                </Stack>
              }
            />
          ))}
          <Stack spacing={0.5}>
            <Typography variant="subtitle2">{p.members}</Typography>
            {household.members.length === 0 && (
              <Typography color="text.secondary">{p.noMembers}</Typography>
            )}
            {household.members.map((member) => (
              <MemberLine key={member.id} member={member} />
            ))}
          </Stack>
          <Stack spacing={0.5}>
            <Typography variant="subtitle2">{p.vehicles}</Typography>
            {household.vehicles.length === 0 && (
              <Typography color="text.secondary">{p.noVehicles}</Typography>
            )}
            {household.vehicles.map((vehicle) => (
              <VehicleLine
                key={vehicle.id}
                vehicle={vehicle}
                actions={
                  <Stack direction="row" sx={{ gap: 0.5 }}>
                    <Button
                      size="small"
                      sx={{ minHeight: 48 }}
                      onClick={() =>
                        void setVehicleStatus(
                          vehicle,
                          vehicle.status === 'active' ? 'inactive' : 'active',
                        ).catch(report)
                      }
                    >
                      {vehicle.status === 'active' ? s.stopParking : s.resumeParking}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      sx={{ minHeight: 48 }}
                      onClick={() => {
                        setError(null);
                        setDeleting(vehicle);
                      }}
                    >
                      {s.deleteVehicle}
                    </Button>
                  </Stack>
                }
              />
            ))}
          </Stack>
        </Stack>
      </CardContent>
      <AddVehicleDialog
        apartmentId={apartmentId}
        members={household.members}
        open={adding}
        onClose={() => setAdding(false)}
      />
      <ApproveMemberDialog request={approving} onClose={() => setApproving(null)} />
      <RefuseDialog request={refusing} onClose={() => setRefusing(null)} />
      {deleting && (
        <ConfirmDialog
          title={s.confirmDelete.title(deleting.plateNumber ?? kinds[deleting.kind])}
          text={s.confirmDelete.text}
          confirmLabel={s.confirmDelete.confirm}
          cancelLabel={strings.ask.cancel}
          onConfirm={() => void deleteVehicle(deleting).catch(report)}
          onClose={() => setDeleting(null)}
          testId="confirm-delete-vehicle"
        />
      )}
    </Card>
  );
}
