import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type WorkflowTemplate, fullName, priorities } from '@chungcu/contracts';
import { useNewInquiryForm } from '../hooks/use-new-inquiry';
import { useApartmentOptions } from '../queries';
import { inquiryStrings } from '../strings';
import { AttachmentTiles } from './attachment-tiles';

const s = inquiryStrings.dialog;
const f = s.fields;

interface Props {
  template: WorkflowTemplate;
  onBack(): void;
  onDone(): void;
}

/** Step 2 'CREATE NEW INQUIRY': the form, the 7 attachment tiles, back and submit. */
export function InquiryForm({ template, onBack, onDone }: Props) {
  const form = useNewInquiryForm(template, onDone);
  const apartments = useApartmentOptions();
  const { values, set, errors } = form;
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <TextField
        label={f.title}
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        error={!!errors.title}
        helperText={errors.title}
        required
      />
      <TextField
        label={f.group}
        value={template.templateName}
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        label={f.content}
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        error={!!errors.description}
        helperText={errors.description}
        multiline
        minRows={3}
        required
      />
      <TextField
        select
        label={f.priority}
        value={values.priority}
        onChange={(e) => set({ priority: e.target.value })}
      >
        {priorities.values.map((p) => (
          <MenuItem key={p} value={p}>
            {priorities.labels[p]}
          </MenuItem>
        ))}
      </TextField>
      {form.isResident ? (
        <TextField
          label={f.requester}
          value={form.self ? fullName(form.self) : ''}
          slotProps={{ input: { readOnly: true } }}
        />
      ) : (
        <TextField
          select
          label={f.requester}
          value={values.residentId}
          onChange={(e) => set({ residentId: e.target.value })}
        >
          <MenuItem value="">{f.none}</MenuItem>
          {form.residents?.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {fullName(r)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label={f.apartment}
        value={values.apartmentId}
        onChange={(e) => set({ apartmentId: e.target.value })}
      >
        <MenuItem value="">{f.none}</MenuItem>
        {apartments?.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {`${a.unitNumber} - ${a.buildingBlock}`}
          </MenuItem>
        ))}
      </TextField>
      <AttachmentTiles chosen={form.files} onAdd={form.addFiles} onRemove={form.removeFile} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>{s.back}</Button>
        <Button type="submit" variant="contained" disabled={form.pending}>
          {form.pending ? s.submitting : s.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
