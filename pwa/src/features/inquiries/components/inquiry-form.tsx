import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type Apartment, type Resident, fullName, priorities } from '@chungcu/contracts';
import { useMemo } from 'react';
import { SearchPicker } from '../../../ui/search-picker';
import { type InquiryChoice, useNewInquiryForm } from '../hooks/use-new-inquiry';
import { useApartmentOptions } from '../queries';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { AttachmentTiles } from './attachment-tiles';

interface Props {
  choice: InquiryChoice;
  onBack(): void;
  onDone(): void;
}

/**
 * Step 2 'CREATE NEW INQUIRY': the form, the 7 attachment tiles, back and submit; the group
 * shown is the template staff picked or the category the resident reports.
 */
export function InquiryForm({ choice, onBack, onDone }: Props) {
  const s = useStrings(inquiryStrings).dialog;
  const priorityNames = useStrings(enumStrings).priorities;
  const f = s.fields;
  const form = useNewInquiryForm(choice, onDone);
  const categoryNames = useStrings(enumStrings).residentCategories;
  // A template of one complex makes a request of that complex (rule S23).
  const apartments = useApartmentOptions(choice.template?.complexId);
  const { values, set, errors } = form;
  const unitById = useMemo(() => new Map(apartments?.map((a) => [a.id, a])), [apartments]);
  const unitLabel = (a: Apartment) => `${a.unitNumber} - ${a.buildingBlock}`;
  const requester = form.residents?.find((r) => r.id === values.residentId) ?? null;
  const requesterDetail = (r: Resident) => {
    const home = unitById.get(form.homes.get(r.id) ?? '');
    return [home ? f.livesIn(home.unitNumber) : null, r.phone].filter(Boolean).join(' · ');
  };
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
        value={choice.template ? choice.template.templateName : categoryNames[choice.category]}
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
            {priorityNames[p]}
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
        <SearchPicker<Resident>
          label={f.requester}
          options={form.residents ?? []}
          value={requester}
          onChange={(r) => form.setRequester(r?.id ?? '')}
          getLabel={fullName}
          getDetail={requesterDetail}
          searchText={(r) => `${fullName(r)} ${r.phone} ${r.idCardNumber} ${r.email}`}
          helperText={f.requesterHint}
          testId="requester-picker"
        />
      )}
      <SearchPicker<Apartment>
        label={f.apartment}
        options={apartments ?? []}
        value={unitById.get(values.apartmentId) ?? null}
        onChange={(a) => set({ apartmentId: a?.id ?? '' })}
        getLabel={unitLabel}
        testId="apartment-picker"
      />
      <AttachmentTiles chosen={form.files} onAdd={form.addFiles} onRemove={form.removeFile} />
      {/* Stays at the bottom of the dialog while the form scrolls under it. */}
      <Stack
        direction="row"
        data-dialog-actions
        sx={{
          justifyContent: 'flex-end',
          gap: 1.5,
          position: 'sticky',
          bottom: -16,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          py: 1.5,
        }}
      >
        <Button onClick={onBack}>{s.back}</Button>
        <Button type="submit" variant="contained" disabled={form.pending}>
          {form.pending ? s.submitting : s.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
