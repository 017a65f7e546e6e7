import { Chip, Stack, Typography } from '@mui/material';
import type {
  HouseholdMember,
  HouseholdRelation,
  HouseholdRequest,
  Vehicle,
} from '@chungcu/contracts';
import type { ReactNode } from 'react';
import { RowStateMark } from '../../../ui/row-state-mark';
import { useRowState } from '../../../data';
import { type StringsOf, enumStrings, useStrings } from '../../../lib/i18n';
import { householdStrings } from '../strings';

type Strings = StringsOf<typeof householdStrings>;

const name = (p: { lastName: string | null; firstName: string | null }) =>
  [p.lastName, p.firstName].filter(Boolean).join(' ');

/** A member's relation to the head, or that none is recorded. */
const relationOf = (s: Strings, relation: HouseholdRelation | null | undefined) =>
  relation ? enumStrings.get().relations[relation] : s.noRelation;

/** One member: name and relation, nothing else of their record. */
export function MemberLine({ member }: { member: HouseholdMember }) {
  const s = useStrings(householdStrings);
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 40 }}
      data-testid="household-member"
    >
      <Typography sx={{ fontWeight: member.isPrimary ? 600 : 400 }}>{name(member)}</Typography>
      <Chip size="small" label={relationOf(s, member.relation)} />
    </Stack>
  );
}

/** One vehicle: plate (or none), kind, make, and whether it still parks. */
export function VehicleLine({ vehicle, actions }: { vehicle: Vehicle; actions?: ReactNode }) {
  const s = useStrings(householdStrings);
  const state = useRowState('vehicles', vehicle.id);
  const enums = useStrings(enumStrings);
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 40 }}
      data-testid="household-vehicle"
      data-plate={vehicle.plateNumber ?? ''}
    >
      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {vehicle.plateNumber ?? s.noPlate}
      </Typography>
      <Typography color="text.secondary">
        {enums.vehicleKinds[vehicle.kind]}
        {vehicle.brand ? ` · ${vehicle.brand}` : ''}
      </Typography>
      {vehicle.status === 'inactive' && (
        <Chip size="small" label={enums.vehicleStatuses.inactive} />
      )}
      <RowStateMark state={state} />
      {actions}
    </Stack>
  );
}

const statusColor = { pending: 'warning', approved: 'success', refused: 'error' } as const;

/** What a request asks for, in a line (`s`: the feature's strings, from `useStrings`). */
export function requestTitle(request: HouseholdRequest, s: Strings): string {
  return request.kind === 'member'
    ? s.page.memberRequest(name(request))
    : s.page.vehicleRequest(
        enumStrings.get().vehicleKinds[request.vehicleKind ?? 'motorbike'],
        request.plateNumber ?? s.noPlate,
      );
}

/** A request: what it asks, its status, and the reason when refused. */
export function RequestLine({
  request,
  actions,
}: {
  request: HouseholdRequest;
  actions?: ReactNode;
}) {
  const s = useStrings(householdStrings);
  const state = useRowState('householdRequests', request.id);
  const enums = useStrings(enumStrings);
  return (
    <Stack spacing={0.5} data-testid="household-request" data-status={request.status}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography>{requestTitle(request, s)}</Typography>
        <Chip
          size="small"
          color={statusColor[request.status]}
          label={enums.householdRequestStatuses[request.status]}
        />
        <RowStateMark state={state} />
      </Stack>
      {request.kind === 'member' && request.relation && (
        <Typography variant="body2" color="text.secondary">
          {relationOf(s, request.relation)}
        </Typography>
      )}
      {request.refuseReason && (
        <Typography variant="body2" color="error">
          {s.page.refusedBecause(request.refuseReason)}
        </Typography>
      )}
      {actions}
    </Stack>
  );
}
