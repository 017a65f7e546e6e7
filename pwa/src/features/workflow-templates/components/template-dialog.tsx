import { MenuItem, TextField } from '@mui/material';
import { type WorkflowTemplateCreate, workflowTemplateCreateSchema } from '@chungcu/contracts';
import { useDialogForm } from '../hooks/use-dialog-form';
import type { CategoryOption } from '../queries';
import { workflowStrings } from '../strings';
import { FormDialog } from './form-dialog';

const s = workflowStrings.template;
const empty = { templateName: '', description: '', category: '' };
type Values = Omit<WorkflowTemplateCreate, 'createdByAdminId' | 'id'>;

interface TemplateDialogProps {
  open: boolean;
  categories: readonly CategoryOption[];
  onClose(): void;
  onCreate(values: Values): Promise<unknown>;
}

/** 'Tạo Mẫu Mới': template name and category (required), description. */
export function TemplateDialog({ open, categories, onClose, onCreate }: TemplateDialogProps) {
  const { values, set, field, close, submit } = useDialogForm(
    empty,
    onClose,
    (v) => workflowTemplateCreateSchema.safeParse(v),
    onCreate,
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
      <TextField
        label={s.description}
        value={values.description}
        onChange={set('description')}
        multiline
        minRows={2}
        size="small"
      />
      <TextField select label={s.category} {...field('category')} required size="small">
        {categories.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
