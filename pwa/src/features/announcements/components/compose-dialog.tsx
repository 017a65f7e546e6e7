import {
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementCategory,
  announcementCategories,
} from '@chungcu/contracts';
import {
  Alert,
  Chip,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useComplexForNew } from '../../../data';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { PhotoPicker } from '../../../ui/photo-picker';
import { useToast } from '../../../ui/toast';
import {
  ANNOUNCEMENT_FILES_MAX,
  createAnnouncementWithFiles,
  prepareAnnouncementFiles,
} from '../attachments';
import { ComplexField } from '../../../ui/complex-field';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useSaveToast } from '../../../ui/save-toast';
import { fromLocalInput } from '../format';
import { announcementStrings } from '../strings';
import { AudiencePicker } from './audience-picker';

interface Props {
  onClose(): void;
  /** The sent announcement a correction is written for: its complex, category and audience. */
  corrects?: Announcement;
}

/**
 * Writes an announcement: title, text, category, who gets it (the complex, blocks, floors or
 * units of the complex worked in), now or at a time, urgent with an end. A correction keeps the
 * corrected one's complex and starts from its category and audience. The rules (an urgent one
 * needs an end, …) are the mutation's: its message shows here and nothing is saved.
 */
export function ComposeDialog({ onClose, corrects }: Props) {
  const strings = useStrings(announcementStrings);
  const categoryNames = useStrings(enumStrings).announcementCategories;
  const s = strings.dialog;
  const save = useSaveToast();
  const toast = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const navigate = useNavigate();
  const where = useComplexForNew();
  const [picked, setComplexId] = useState<string | null>(corrects?.complexId ?? null);
  // Until one is picked, the form's default (known once the mirror's complexes are read).
  const complexId = picked ?? where.initial;
  const [title, setTitle] = useState(corrects ? `${strings.correction}: ${corrects.title}` : '');
  const [body, setBody] = useState('');
  const [category, setCategory] = useState<AnnouncementCategory>(
    (corrects?.category as AnnouncementCategory | undefined) ?? 'general',
  );
  const [audience, setAudience] = useState<AnnouncementAudience>(
    corrects?.audience ?? { kind: 'complex' },
  );
  const [urgent, setUrgent] = useState(false);
  const [endsAt, setEndsAt] = useState('');
  const [later, setLater] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const chooseCategory = (value: AnnouncementCategory) => {
    setCategory(value);
    // An emergency is shown as a banner unless staff say otherwise.
    if (value === 'emergency') setUrgent(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (later && !fromLocalInput(publishAt)) return setError(s.publishAtRequired);
    setSaving(true);
    setError(null);
    try {
      const { announcement: made, kept } = await save(
        () =>
          createAnnouncementWithFiles(
            {
              title,
              body,
              category,
              audience,
              urgent,
              endsAt: urgent ? fromLocalInput(endsAt) : null,
              publishAt: later ? fromLocalInput(publishAt) : null,
              correctsId: corrects?.id ?? null,
              complexId: corrects?.complexId ?? (where.ask ? complexId : null),
            },
            files,
          ),
        {
          title: later ? strings.toast.scheduled : strings.toast.sent,
        },
      );
      onClose();
      if (corrects) void navigate(`/announcements/${made.id}`);
      // Stored as picked with the announcement; resized into its attachments now.
      await prepareAnnouncementFiles(kept).catch((failure: unknown) =>
        toast({
          title: strings.toast.errorTitle,
          description: failure instanceof Error ? failure.message : String(failure),
          variant: 'destructive',
        }),
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : strings.toast.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const pickedComplex = corrects?.complexId ?? complexId;
  return (
    <DialogFrame
      title={corrects ? s.correctionTitle : s.title}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: later ? s.schedule : s.send, testId: 'announcement-submit' }}
      busy={saving}
      onSubmit={(event) => void submit(event)}
      fullScreenOnPhone
      testId="compose-dialog"
    >
      <Stack spacing={2}>
        {corrects && <Alert severity="info">{s.correctionHint}</Alert>}
        {error && (
          <Alert severity="error" role="alert" data-testid="compose-error">
            {error}
          </Alert>
        )}
        {where.ask && !corrects && (
          <ComplexField complexes={where.complexes} value={complexId} onChange={setComplexId} />
        )}
        <TextField
          label={s.titleField}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          slotProps={{ htmlInput: { 'data-testid': 'announcement-title-field' } }}
        />
        <TextField
          label={s.body}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          required
          multiline
          minRows={4}
          slotProps={{ htmlInput: { 'data-testid': 'announcement-body-field' } }}
        />
        <TextField
          select
          label={s.category}
          value={category}
          onChange={(e) => chooseCategory(e.target.value as AnnouncementCategory)}
          slotProps={{ htmlInput: { 'data-testid': 'announcement-category' } }}
        >
          {announcementCategories.values.map((value) => (
            <MenuItem key={value} value={value}>
              {categoryNames[value]}
            </MenuItem>
          ))}
        </TextField>
        <AudiencePicker complexId={pickedComplex} value={audience} onChange={setAudience} />
        <Stack spacing={1}>
          <PhotoPicker
            allowPdf
            disabled={files.length >= ANNOUNCEMENT_FILES_MAX}
            onFiles={(picked) =>
              setFiles((held) => [...held, ...picked].slice(0, ANNOUNCEMENT_FILES_MAX))
            }
          />
          {files.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {files.map((file, i) => (
                <Chip
                  key={`${file.name}-${i}`}
                  label={file.name}
                  onDelete={() => setFiles((held) => held.filter((_, j) => j !== i))}
                  data-testid="announcement-file"
                />
              ))}
            </Stack>
          )}
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={urgent}
              onChange={(e) => setUrgent(e.target.checked)}
              slotProps={{ input: { 'aria-label': s.urgent } }}
              data-testid="announcement-urgent"
            />
          }
          label={s.urgent}
        />
        {urgent && (
          <TextField
            type="datetime-local"
            label={s.endsAt}
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'announcement-ends-at' },
            }}
          />
        )}
        <RadioGroup
          row
          aria-label={s.when}
          value={later ? 'later' : 'now'}
          onChange={(e) => setLater(e.target.value === 'later')}
        >
          <FormControlLabel value="now" control={<Radio />} label={s.now} />
          <FormControlLabel
            value="later"
            control={<Radio />}
            label={s.later}
            data-testid="announcement-later"
          />
        </RadioGroup>
        {later && (
          <TextField
            type="datetime-local"
            label={s.publishAt}
            value={publishAt}
            onChange={(e) => setPublishAt(e.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'announcement-publish-at' },
            }}
          />
        )}
      </Stack>
    </DialogFrame>
  );
}
