import { MenuItem, TextField } from '@mui/material';
import { type WorkflowTemplateCreate, workflowTemplateCreateSchema } from '@chungcu/contracts';
import { useDialogForm } from '../hooks/use-dialog-form';
import { useScopeChoice } from '../hooks/use-scope-choice';
import type { CategoryOption } from '../queries';
import { useStrings } from '../../../lib/i18n';
import { workflowStrings } from '../strings';
import { FormDialog } from './form-dialog';
import { ScopeChoiceField } from './scope-choice-field';

const empty = { templateName: '', description: '', category: '' };
type Values = Omit<WorkflowTemplateCreate, 'createdByAdminId' | 'id'>;
type FormValues = typeof empty;

interface TemplateDialogProps {
  open: boolean;
  categories: readonly CategoryOption[];
  onClose(): void;
  onCreate(values: Values): Promise<unknown>;
}

/**
 * 'Tạo Mẫu Mới': template name and category (required), description, and "Phạm vi" for those
 * who may choose (rule S23); the categories offered are the shared ones and the chosen complex's.
 */
export function TemplateDialog({ open, categories, onClose, onCreate }: TemplateDialogProps) {
  const s = useStrings(workflowStrings).template;
  const scope = useScopeChoice();
  const save = async (v: FormValues) => {
    const complexId = scope.complexId();
    return complexId === false ? null : onCreate({ ...v, complexId });
  };
  const { values, set, field, close, submit } = useDialogForm(
    empty,
    () => {
      scope.reset();
      onClose();
    },
    (v) => workflowTemplateCreateSchema.safeParse(v),
    save,
  );
  const offered = categories.filter(
    (c) => c.complexId == null || c.complexId === scope.complexIdOrShared,
  );

  return (
    <FormDialog
      open={open}
      title={s.title}
      onSubmit={submit}
      onClose={close}
      testId="template-dialog"
    >
      <TextField label={s.name} {...field('templateName')} required autoFocus size="small" />
      <ScopeChoiceField choice={scope} />
      <TextField
        label={s.description}
        value={values.description}
        onChange={set('description')}
        multiline
        minRows={2}
        size="small"
      />
      <TextField select label={s.category} {...field('category')} required size="small">
        {offered.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
