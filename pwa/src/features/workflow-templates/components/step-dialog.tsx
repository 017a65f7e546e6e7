import { Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import {
  type AdminUser,
  type TemplateStepCreate,
  templateStepCreateSchema,
} from '@chungcu/contracts';
import { SearchPicker } from '../../../ui/search-picker';
import { useDialogForm } from '../hooks/use-dialog-form';
import { useStrings } from '../../../lib/i18n';
import { workflowStrings } from '../strings';
import { FormDialog } from './form-dialog';

const empty = {
  stepName: '',
  assigneeId: '',
  description: '',
  estimatedDuration: '',
  isRequired: true,
};
type Values = Omit<TemplateStepCreate, 'id' | 'stepOrder'>;

interface StepDialogProps {
  open: boolean;
  /** Current step count + 1: shown, not editable. */
  stepOrder: number;
  admins: readonly AdminUser[];
  onClose(): void;
  onAdd(values: Values): Promise<unknown>;
}

/** The form's values as the contracts schema takes them (duration in whole hours or none). */
function toStep(values: typeof empty, admins: readonly AdminUser[]): Values {
  const assignee = admins.find((a) => a.id === values.assigneeId);
  const hours = values.estimatedDuration.trim();
  return {
    stepName: values.stepName,
    defaultAssigneeId: assignee?.id ?? null,
    defaultAssigneeName: assignee?.name ?? null,
    defaultAssigneeRole: assignee?.role ?? null,
    description: values.description,
    estimatedDuration: hours === '' ? null : Number(hours),
    isRequired: values.isRequired,
  };
}

/** 'Thêm Bước': name, order (read-only), assignee with their role (read-only), details. */
export function StepDialog({ open, stepOrder, admins, onClose, onAdd }: StepDialogProps) {
  const s = useStrings(workflowStrings).step;
  const { values, set, field, setValues, close, submit } = useDialogForm(
    empty,
    onClose,
    (v) => templateStepCreateSchema.safeParse({ ...toStep(v, admins), stepOrder }),
    (v) => onAdd(toStep(v, admins)),
  );
  const assignee = admins.find((a) => a.id === values.assigneeId) ?? null;
  const role = assignee?.role ?? '';

  return (
    <FormDialog open={open} title={s.title} onSubmit={submit} onClose={close} testId="step-dialog">
      <TextField label={s.name} {...field('stepName')} required autoFocus size="small" />
      <TextField
        label={s.order}
        value={stepOrder}
        size="small"
        slotProps={{ input: { readOnly: true } }}
      />
      <SearchPicker
        label={s.assignee}
        options={admins}
        value={assignee}
        onChange={(admin) => setValues((v) => ({ ...v, assigneeId: admin?.id ?? '' }))}
        getLabel={(admin) => admin.name}
        getDetail={(admin) => admin.role}
        helperText={s.noAssignee}
        testId="assignee-picker"
      />
      {admins.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {s.noAdmins}
        </Typography>
      )}
      <TextField
        label={s.role}
        value={role}
        size="small"
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        label={s.description}
        value={values.description}
        onChange={set('description')}
        multiline
        minRows={2}
        size="small"
      />
      <TextField
        label={s.duration}
        type="number"
        {...field('estimatedDuration')}
        size="small"
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={values.isRequired}
            onChange={(event) => setValues((v) => ({ ...v, isRequired: event.target.checked }))}
          />
        }
        label={s.isRequired}
      />
    </FormDialog>
  );
}
