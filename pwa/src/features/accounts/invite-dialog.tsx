import { Alert, Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import {
  type CreateInvitationRequest,
  type Resident,
  type Role,
  fullName,
} from '@chungcu/contracts';
import { type FormEvent, useState } from 'react';
import { appDb, useTables } from '../../data';
import { DialogFrame } from '../../ui/dialog-frame';
import { enumStrings, useStrings } from '../../lib/i18n';
import { accountStrings } from './strings';

export type InviteKind = 'admin' | 'resident';

/** The roles a staff invitation can give: managers and staff are assigned complexes after. */
type StaffRole = Exclude<Role, 'resident'>;
const STAFF_ROLES: readonly StaffRole[] = ['staff', 'manager', 'admin'];

/** Live residents of the local mirror, for picking the record a resident account belongs to. */
function useResidents(): Resident[] {
  return (
    useTables(
      appDb,
      ['residents'],
      (rows) =>
        [...rows.values()]
          .filter((r) => !r.deletedAt)
          .sort((a, b) => fullName(a).localeCompare(fullName(b), 'vi')),
      [],
    ) ?? []
  );
}

interface Props {
  kind: InviteKind | null;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onSubmit(body: CreateInvitationRequest): void;
}

/** Invites a staff member (email and name) or a resident (by their record). */
export function InviteDialog({ kind, busy, error, onClose, onSubmit }: Props) {
  const s = useStrings(accountStrings);
  const { roles } = useStrings(enumStrings);
  const residents = useResidents();
  const [email, setEmail] = useState('');
  const [lastName, setLastName] = useState('');
  const [firstName, setFirstName] = useState('');
  const [jobTitle, setJobTitle] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [resident, setResident] = useState<Resident | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'admin') {
      onSubmit({ role, email, firstName, lastName, jobTitle: jobTitle || null });
    } else if (resident) {
      onSubmit({ role: 'resident', residentId: resident.id });
    }
  };
  return (
    <DialogFrame
      open={kind !== null}
      title={kind === 'admin' ? s.staffDialogTitle : s.residentDialogTitle}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.create, disabled: busy || (kind === 'resident' && !resident) }}
      onSubmit={submit}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {error && <Alert severity="error">{error}</Alert>}
        {kind === 'admin' ? (
          <>
            <TextField
              label={s.email}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              autoFocus
            />
            <TextField
              label={s.lastName}
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              required
            />
            <TextField
              label={s.firstName}
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              required
            />
            <TextField
              label={s.jobTitle}
              value={jobTitle}
              onChange={(e) => setJobTitle(e.target.value)}
            />
            <TextField
              select
              label={s.role}
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole)}
              helperText={s.roleHints[role]}
              data-testid="invite-role"
            >
              {STAFF_ROLES.map((value) => (
                <MenuItem key={value} value={value} sx={{ minHeight: 44 }}>
                  {roles[value]}
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : (
          <Autocomplete
            options={residents}
            value={resident}
            onChange={(_e, value) => setResident(value)}
            getOptionLabel={(r) => `${fullName(r)} — ${r.email || s.residentNoEmail}`}
            getOptionDisabled={(r) => !r.email}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField {...params} label={s.resident} helperText={s.residentHint} />
            )}
          />
        )}
      </Stack>
    </DialogFrame>
  );
}
