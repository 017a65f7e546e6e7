import { TextField } from '@mui/material';
import {
  type WorkflowCategoryCreate,
  defaults,
  workflowCategoryCreateSchema,
} from '@chungcu/contracts';
import { useDialogForm } from '../hooks/use-dialog-form';
import { useScopeChoice } from '../hooks/use-scope-choice';
import { useStrings } from '../../../lib/i18n';
import { workflowStrings } from '../strings';
import { FormDialog } from './form-dialog';
import { ScopeChoiceField } from './scope-choice-field';

const empty = { name: '', description: '', color: defaults.categoryColor };

interface CategoryDialogProps {
  open: boolean;
  onClose(): void;
  onCreate(values: WorkflowCategoryCreate): Promise<unknown>;
}

/**
 * 'Tạo Danh Mục': name (required), description, colour (default #3B82F6), and "Phạm vi" for
 * those who may choose (rule S23).
 */
export function CategoryDialog({ open, onClose, onCreate }: CategoryDialogProps) {
  const s = useStrings(workflowStrings).category;
  const scope = useScopeChoice();
  const save = async (v: typeof empty) => {
    const complexId = scope.complexId();
    return complexId === false ? null : onCreate({ ...v, complexId });
  };
  const { values, errors, set, field, close, submit } = useDialogForm(
    empty,
    () => {
      scope.reset();
      onClose();
    },
    (v) => workflowCategoryCreateSchema.safeParse(v),
    save,
  );

  return (
    <FormDialog
      open={open}
      title={s.title}
      onSubmit={submit}
      onClose={close}
      testId="category-dialog"
    >
      <TextField label={s.name} {...field('name')} required autoFocus size="small" />
      <ScopeChoiceField choice={scope} />
      <TextField
        label={s.description}
        value={values.description}
        onChange={set('description')}
        multiline
        minRows={2}
        size="small"
      />
      <TextField
        label={s.color}
        type="color"
        value={values.color}
        onChange={set('color')}
        error={Boolean(errors.color)}
        helperText={errors.color ?? values.color}
        size="small"
        sx={{ maxWidth: 160 }}
      />
    </FormDialog>
  );
}
