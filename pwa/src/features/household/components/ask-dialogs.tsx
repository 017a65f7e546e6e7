import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import {
  type HouseholdRelation,
  type VehicleKind,
  householdRelations,
  vehicleKinds,
} from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { type ReactNode, useState } from 'react';
import { askForMember, askForVehicle } from '../mutations';
import { householdStrings } from '../strings';
import { DialogFrame } from '../../../ui/dialog-frame';

interface DialogProps {
  apartmentId: string;
  open: boolean;
  onClose: () => void;
}

/** A dialog whose save may be refused: the reason stays in it until corrected. */
function AskDialog({
  title,
  open,
  onClose,
  onSave,
  children,
  testId,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSave: () => Promise<unknown>;
  children: ReactNode;
  testId: string;
}) {
  const s = useStrings(householdStrings).ask;
  const [error, setError] = useState<string | null>(null);
  const save = () =>
    onSave().then(
      () => {
        setError(null);
        onClose();
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: s.send, testId: 'ask-send', onClick: () => void save() }}
      maxWidth="xs"
      largeButtons
      testId={testId}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}

const field = (testId: string) => ({ htmlInput: { 'data-testid': testId } });

/** A resident asks to register a vehicle: its kind, plate and make. */
export function AskVehicleDialog({ apartmentId, open, onClose }: DialogProps) {
  const s = useStrings(householdStrings).ask;
  const kindNames = useStrings(enumStrings).vehicleKinds;
  const [vehicleKind, setKind] = useState<VehicleKind>('motorbike');
  const [plate, setPlate] = useState('');
  const [brand, setBrand] = useState('');
  const save = () =>
    askForVehicle({ apartmentId, vehicleKind, plateNumber: plate || null, brand }).then(() => {
      setPlate('');
      setBrand('');
    });
  return (
    <AskDialog
      title={s.vehicleTitle}
      open={open}
      onClose={onClose}
      onSave={save}
      testId="ask-vehicle-dialog"
    >
      <TextField
        select
        label={s.kind}
        value={vehicleKind}
        onChange={(e) => setKind(e.target.value as VehicleKind)}
        slotProps={field('ask-vehicle-kind')}
      >
        {vehicleKinds.values.map((k) => (
          <MenuItem key={k} value={k} sx={{ minHeight: 48 }}>
            {kindNames[k]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={s.plate}
        helperText={s.plateHint}
        value={plate}
        onChange={(e) => setPlate(e.target.value)}
        slotProps={field('ask-vehicle-plate')}
      />
      <TextField label={s.brand} value={brand} onChange={(e) => setBrand(e.target.value)} />
    </AskDialog>
  );
}

/** A resident asks to add a member: name, relation, and if they like birth date and phone. */
export function AskMemberDialog({ apartmentId, open, onClose }: DialogProps) {
  const s = useStrings(householdStrings).ask;
  const { relations } = useStrings(enumStrings);
  const [lastName, setLastName] = useState('');
  const [firstName, setFirstName] = useState('');
  const [relation, setRelation] = useState<HouseholdRelation>('child');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [phone, setPhone] = useState('');
  const save = () =>
    askForMember({
      apartmentId,
      lastName,
      firstName,
      relation,
      dateOfBirth: dateOfBirth || null,
      phone: phone || null,
    }).then(() => {
      setLastName('');
      setFirstName('');
      setDateOfBirth('');
      setPhone('');
    });
  return (
    <AskDialog
      title={s.memberTitle}
      open={open}
      onClose={onClose}
      onSave={save}
      testId="ask-member-dialog"
    >
      <TextField
        label={s.lastName}
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
        slotProps={field('ask-member-last')}
      />
      <TextField
        label={s.firstName}
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        slotProps={field('ask-member-first')}
      />
      <TextField
        select
        label={s.relation}
        value={relation}
        onChange={(e) => setRelation(e.target.value as HouseholdRelation)}
      >
        {householdRelations.values
          .filter((r) => r !== 'head')
          .map((r) => (
            <MenuItem key={r} value={r} sx={{ minHeight: 48 }}>
              {relations[r]}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        label={s.dateOfBirth}
        type="date"
        value={dateOfBirth}
        onChange={(e) => setDateOfBirth(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField label={s.phone} value={phone} onChange={(e) => setPhone(e.target.value)} />
    </AskDialog>
  );
}
