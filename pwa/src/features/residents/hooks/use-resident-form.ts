import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useEffect } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import {
  type Resident,
  type ResidentCreate,
  type ResidentCreateParsed,
  messages,
  residentCreateSchema,
} from '@chungcu/contracts';
import { useWorkingComplex } from '../../../data';
import { residentsSharingNow } from '../queries';
import { findDuplicate } from '../search';

type FormField =
  | 'firstName'
  | 'lastName'
  | 'idCardNumber'
  | 'gender'
  | 'email'
  | 'phone'
  | 'occupation'
  | 'status'
  | 'emergencyContact'
  | 'emergencyPhone'
  | 'notes';
/** The fields the dialog edits, as the contracts schema takes them (inputs hold '' for "none"). */
export type ResidentFormValues = Pick<ResidentCreate, FormField>;
/** What the contracts schema makes of them: trimmed, lower-case email, empty text as null. */
export type ResidentFormOutput = Pick<ResidentCreateParsed, FormField>;

// The contracts' own rules, so the spec's messages show under the fields.
export const residentFormSchema = residentCreateSchema.pick({
  firstName: true,
  lastName: true,
  idCardNumber: true,
  gender: true,
  email: true,
  phone: true,
  occupation: true,
  status: true,
  emergencyContact: true,
  emergencyPhone: true,
  notes: true,
});

const emptyResidentForm: ResidentFormValues = {
  firstName: '',
  lastName: '',
  idCardNumber: '',
  gender: 'male',
  email: '',
  phone: '',
  occupation: '',
  status: 'active',
  emergencyContact: '',
  emergencyPhone: '',
  notes: '',
};

function toFormValues(resident: Resident): ResidentFormValues {
  return {
    firstName: resident.firstName,
    lastName: resident.lastName,
    idCardNumber: resident.idCardNumber,
    gender: resident.gender,
    email: resident.email,
    phone: resident.phone,
    occupation: resident.occupation ?? '',
    status: resident.status,
    emergencyContact: resident.emergencyContact ?? '',
    emergencyPhone: resident.emergencyPhone ?? '',
    notes: resident.notes ?? '',
  };
}

export interface ResidentForm {
  form: UseFormReturn<ResidentFormValues, unknown, ResidentFormOutput>;
  /** The form's submit handler (given the event, it stops the browser's own submit). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Empties the form (after save or cancel, spec section 4). */
  clear(): void;
}

/**
 * The add/edit form: create mode without a resident, edit mode with one. The
 * form is filled each time the dialog opens. Before saving, an ID card or email another resident
 * of the mirror already has is reported under its field, as the server would refuse it.
 */
export function useResidentForm(options: {
  open: boolean;
  resident: Resident | null;
  onSubmit: (values: ResidentFormOutput) => Promise<void>;
  /** The complex chosen on the form for a new record (on "Tất cả"), if any. */
  complexOfNew?: string | null;
}): ResidentForm {
  const { open, resident, onSubmit } = options;
  // A new record is made in the complex chosen or worked in; an edited one stays in its own.
  const { scope } = useWorkingComplex();
  const complexId = resident?.complexId ?? options.complexOfNew ?? scope;
  const form = useForm<ResidentFormValues, unknown, ResidentFormOutput>({
    resolver: zodResolver(residentFormSchema),
    defaultValues: emptyResidentForm,
    // A field's message shows as soon as it is left (ID card '12', phone 'abc'), not at submit.
    mode: 'onTouched',
  });
  const { reset } = form;

  useEffect(() => {
    if (open) reset(resident ? toFormValues(resident) : emptyResidentForm);
  }, [open, resident, reset]);

  const submit = form.handleSubmit(async (values) => {
    // Read from the list's store at the click, so the dialog need not re-render on every save;
    // only the residents sharing the ID card or email are compared.
    const taken = findDuplicate(
      residentsSharingNow(values),
      values,
      resident?.id ?? null,
      complexId,
    );
    if (taken) {
      const message =
        taken === 'email' ? messages.resident.emailTaken : messages.resident.idCardTaken;
      form.setError(taken, { type: 'unique', message }, { shouldFocus: true });
      return;
    }
    await onSubmit(values);
  });

  return {
    form,
    submit,
    clear: () => reset(emptyResidentForm),
  };
}
