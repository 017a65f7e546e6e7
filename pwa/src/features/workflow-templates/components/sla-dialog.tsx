import {
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  type Priority,
  type SlaPolicy,
  type WorkflowCategory,
  priorities,
  slaPolicySchema,
} from '@chungcu/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../../data';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { workflowStrings } from '../strings';
import { FormDialog } from './form-dialog';

type Hours = Record<Priority, { responseHours: string; resolutionHours: string }>;

/** The policy as the form's text fields hold it: an empty field is no deadline. */
function hoursOf(policy: SlaPolicy | null): Hours {
  const text = (n: number | undefined) => (n === undefined ? '' : String(n));
  return Object.fromEntries(
    priorities.values.map((p) => [
      p,
      {
        responseHours: text(policy?.[p]?.responseHours),
        resolutionHours: text(policy?.[p]?.resolutionHours),
      },
    ]),
  ) as Hours;
}

/** The fields as a policy: a priority with both fields empty has none; others are numbers. */
function policyOf(hours: Hours): Record<string, unknown> {
  const policy: Record<string, unknown> = {};
  for (const p of priorities.values) {
    const { responseHours, resolutionHours } = hours[p];
    if (!responseHours.trim() && !resolutionHours.trim()) continue;
    const number = (v: string) => (v.trim() === '' ? undefined : Number(v));
    policy[p] = { responseHours: number(responseHours), resolutionHours: number(resolutionHours) };
  }
  return policy;
}

interface SlaDialogProps {
  open: boolean;
  categories: readonly WorkflowCategory[];
  onClose(): void;
  onSave(category: WorkflowCategory, sla: SlaPolicy | null): Promise<unknown>;
}

/**
 * 'Thời hạn xử lý theo danh mục': for one category, the hours to answer and to resolve a request
 * by priority (rule S24). Shared categories are the company administrator's to change.
 */
export function SlaDialog({ open, categories, onClose, onSave }: SlaDialogProps) {
  const strings = useStrings(workflowStrings);
  const s = strings.sla;
  const priorityNames = useStrings(enumStrings).priorities;
  const user = useCurrentUser();
  const changeable = categories.filter((c) => c.complexId !== null || user?.role === 'admin');
  const [categoryId, setCategoryId] = useState('');
  const [hours, setHours] = useState<Hours>(() => hoursOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const category = changeable.find((c) => c.id === categoryId) ?? null;

  const choose = (id: string) => {
    setCategoryId(id);
    setHours(hoursOf(changeable.find((c) => c.id === id)?.sla ?? null));
    setErrors({});
  };
  const set = (p: Priority, field: 'responseHours' | 'resolutionHours', value: string) =>
    setHours((h) => ({ ...h, [p]: { ...h[p], [field]: value } }));
  const close = () => {
    setCategoryId('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    if (!category) return false;
    const parsed = slaPolicySchema.safeParse(policyOf(hours));
    if (!parsed.success) {
      // The message under the field it concerns: `<priority>.<field>`.
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return false;
    }
    setErrors({});
    const policy = Object.keys(parsed.data).length > 0 ? parsed.data : null;
    return (await onSave(category, policy)) !== null;
  };

  const hourField = (p: Priority, field: 'responseHours' | 'resolutionHours', label: string) => (
    <TextField
      size="small"
      type="number"
      value={hours[p][field]}
      onChange={(e) => set(p, field, e.target.value)}
      error={Boolean(errors[`${p}.${field}`])}
      helperText={errors[`${p}.${field}`]}
      slotProps={{
        htmlInput: { min: 1, step: 1, 'aria-label': `${label} · ${priorityNames[p]}` },
      }}
      sx={{ width: 130 }}
    />
  );

  return (
    <FormDialog
      open={open}
      title={s.title}
      onSubmit={submit}
      onClose={close}
      testId="sla-dialog"
      submitLabel={strings.save}
    >
      <TextField
        select
        size="small"
        label={s.category}
        value={categoryId}
        onChange={(e) => choose(e.target.value)}
        helperText={changeable.length === 0 ? s.noCategories : undefined}
      >
        {changeable.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {category && (
        <>
          <Typography variant="body2" color="text.secondary">
            {s.hint}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{s.priority}</TableCell>
                <TableCell>{s.response}</TableCell>
                <TableCell>{s.resolution}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {priorities.values.map((p) => (
                <TableRow key={p}>
                  <TableCell>{priorityNames[p]}</TableCell>
                  <TableCell>{hourField(p, 'responseHours', s.response)}</TableCell>
                  <TableCell>{hourField(p, 'resolutionHours', s.resolution)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </FormDialog>
  );
}
