import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { ColumnPage } from '../../../ui/column-page';
import { useHomes, useHousehold } from '../queries';
import { useStrings } from '../../../lib/i18n';
import { householdStrings } from '../strings';
import { AskMemberDialog, AskVehicleDialog } from './ask-dialogs';
import { MemberLine, RequestLine, VehicleLine } from './rows';

function Section({
  title,
  empty,
  children,
  testId,
}: {
  title: string;
  empty: string | false;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {empty && <Typography color="text.secondary">{empty}</Typography>}
        <Stack spacing={1}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/**
 * A resident's household ("Hộ gia đình"): the members of the unit they live in (name and
 * relation), its vehicles, and the requests they sent with their outcome; they ask for a member
 * or a vehicle from here, offline too. With two homes, they pick the unit.
 */
export function HouseholdPage() {
  const s = useStrings(householdStrings).page;
  const homes = useHomes();
  const [chosen, setChosen] = useState<string | null>(null);
  const unitId = chosen ?? homes?.[0]?.id ?? null;
  const household = useHousehold(unitId);
  const [asking, setAsking] = useState<'member' | 'vehicle' | null>(null);
  if (homes === undefined) return null;
  return (
    <ColumnPage title={s.title} subtitle={s.subtitle}>
      {homes.length === 0 && <Typography>{s.noHome}</Typography>}
      {homes.length > 1 && (
        <TextField
          select
          label={s.unit}
          value={unitId ?? ''}
          onChange={(e) => setChosen(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'household-unit' } }}
        >
          {homes.map((home) => (
            <MenuItem key={home.id} value={home.id} sx={{ minHeight: 48 }}>
              {home.unitNumber}
            </MenuItem>
          ))}
        </TextField>
      )}
      {unitId && household && (
        <>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<DirectionsCarIcon />}
              sx={{ minHeight: 48 }}
              onClick={() => setAsking('vehicle')}
              data-testid="ask-vehicle"
            >
              {s.askVehicle}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PersonAddIcon />}
              sx={{ minHeight: 48 }}
              onClick={() => setAsking('member')}
              data-testid="ask-member"
            >
              {s.askMember}
            </Button>
          </Stack>
          <Section
            title={s.members}
            empty={household.members.length === 0 && s.noMembers}
            testId="household-members"
          >
            {household.members.map((member) => (
              <MemberLine key={member.id} member={member} />
            ))}
          </Section>
          <Section
            title={s.vehicles}
            empty={household.vehicles.length === 0 && s.noVehicles}
            testId="household-vehicles"
          >
            {household.vehicles.map((vehicle) => (
              <VehicleLine key={vehicle.id} vehicle={vehicle} />
            ))}
          </Section>
          <Section
            title={s.requests}
            empty={household.requests.length === 0 && s.noRequests}
            testId="household-requests"
          >
            {household.requests.map((request) => (
              <RequestLine key={request.id} request={request} />
            ))}
          </Section>
          <AskVehicleDialog
            apartmentId={unitId}
            open={asking === 'vehicle'}
            onClose={() => setAsking(null)}
          />
          <AskMemberDialog
            apartmentId={unitId}
            open={asking === 'member'}
            onClose={() => setAsking(null)}
          />
        </>
      )}
    </ColumnPage>
  );
}
