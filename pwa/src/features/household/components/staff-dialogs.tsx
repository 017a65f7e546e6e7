import { Alert, DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import {
  type HouseholdMember,
  type HouseholdRequest,
  type VehicleKind,
  vehicleKinds,
} from '@chungcu/contracts';
import { type ReactNode, useState } from 'react';
import { addVehicle, approveRequest, refuseRequest } from '../mutations';
import { householdStrings } from '../strings';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { DialogFrame } from '../../../ui/dialog-frame';
import { requestTitle } from './rows';

const field = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

/** A staff dialog whose save may be refused: the reason stays in it until corrected. */
function StaffDialog(props: {
  title: string;
  hint?: string;
  open: boolean;
  onClose: () => void;
  onSave: () => Promise<unknown>;
  children: ReactNode;
  testId: string;
}) {
  const strings = useStrings(householdStrings);
  const [error, setError] = useState<string | null>(null);
  const save = () =>
    props.onSave().then(
      () => {
        setError(null);
        props.onClose();
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  return (
    <DialogFrame
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      cancelLabel={strings.ask.cancel}
      primary={{ label: strings.staff.save, testId: 'staff-save', onClick: () => void save() }}
      maxWidth="xs"
      largeButtons
      testId={props.testId}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {props.hint && <DialogContentText>{props.hint}</DialogContentText>}
        {props.children}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}

/** Approving a member: the ID card checked at the office, an email and a phone for the record. */
export function ApproveMemberDialog({
  request,
  onClose,
}: {
  request: HouseholdRequest | null;
  onClose: () => void;
}) {
  const strings = useStrings(householdStrings);
  const s = strings.staff;
  const [idCardNumber, setIdCard] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const save = async () => {
    if (!request) return;
    await approveRequest(request, {
      idCardNumber,
      email,
      phone: phone || request.phone || undefined,
    });
  };
  return (
    <StaffDialog
      title={s.approveMemberTitle}
      hint={request ? `${requestTitle(request, strings)}. ${s.approveMemberHint}` : undefined}
      open={request !== null}
      onClose={onClose}
      onSave={save}
      testId="approve-member-dialog"
    >
      <TextField
        label={s.idCard}
        value={idCardNumber}
        onChange={(e) => setIdCard(e.target.value)}
        slotProps={field('approve-id-card')}
      />
      <TextField
        label={s.email}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        slotProps={field('approve-email')}
      />
      <TextField
        label={s.phone}
        placeholder={request?.phone ?? ''}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
    </StaffDialog>
  );
}

/** Refusing a request, with the reason the resident reads. */
export function RefuseDialog({
  request,
  onClose,
}: {
  request: HouseholdRequest | null;
  onClose: () => void;
}) {
  const strings = useStrings(householdStrings);
  const s = strings.staff;
  const [reason, setReason] = useState('');
  return (
    <StaffDialog
      title={s.refuseTitle}
      hint={request ? requestTitle(request, strings) : undefined}
      open={request !== null}
      onClose={onClose}
      onSave={async () => {
        if (request) await refuseRequest(request.id, reason);
        setReason('');
      }}
      testId="refuse-dialog"
    >
      <TextField
        label={s.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        slotProps={field('refuse-reason')}
      />
    </StaffDialog>
  );
}

/** Staff register a vehicle of the unit: kind, plate, make and, if known, its owner. */
export function AddVehicleDialog(props: {
  apartmentId: string;
  members: HouseholdMember[];
  open: boolean;
  onClose: () => void;
}) {
  const strings = useStrings(householdStrings);
  const s = strings.staff;
  const kindNames = useStrings(enumStrings).vehicleKinds;
  const [kind, setKind] = useState<VehicleKind>('motorbike');
  const [plateNumber, setPlate] = useState('');
  const [brand, setBrand] = useState('');
  const [owner, setOwner] = useState('');
  const save = () =>
    addVehicle({
      apartmentId: props.apartmentId,
      kind,
      plateNumber: plateNumber || null,
      brand,
      ownerMemberId: owner || null,
    }).then(() => {
      setPlate('');
      setBrand('');
    });
  return (
    <StaffDialog
      title={s.addVehicle}
      open={props.open}
      onClose={props.onClose}
      onSave={save}
      testId="add-vehicle-dialog"
    >
      <TextField
        select
        label={strings.ask.kind}
        value={kind}
        onChange={(e) => setKind(e.target.value as VehicleKind)}
      >
        {vehicleKinds.values.map((k) => (
          <MenuItem key={k} value={k} sx={{ minHeight: 48 }}>
            {kindNames[k]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={strings.ask.plate}
        helperText={strings.ask.plateHint}
        value={plateNumber}
        onChange={(e) => setPlate(e.target.value)}
        slotProps={field('add-vehicle-plate')}
      />
      <TextField
        label={strings.ask.brand}
        value={brand}
        onChange={(e) => setBrand(e.target.value)}
      />
      <TextField select label={s.owner} value={owner} onChange={(e) => setOwner(e.target.value)}>
        <MenuItem value="" sx={{ minHeight: 48 }}>
          {s.noOwner}
        </MenuItem>
        {props.members.map((m) => (
          <MenuItem key={m.id} value={m.id} sx={{ minHeight: 48 }}>
            {`${m.lastName} ${m.firstName}`}
          </MenuItem>
        ))}
      </TextField>
    </StaffDialog>
  );
}
