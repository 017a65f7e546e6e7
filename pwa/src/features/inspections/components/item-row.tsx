import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Box,
  Button,
  Chip,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type {
  Attachment,
  Inspection,
  InspectionItem,
  InspectionOutcome,
  InspectionResult,
} from '@chungcu/contracts';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AttachmentGallery } from '../../../ui/attachment-gallery';
import { addItemPhotos, createFindingRequest, removeItemPhoto, setItemResult } from '../mutations';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { inspectionStrings } from '../strings';

const icons = { pass: <CheckIcon />, fail: <CloseIcon />, na: <RemoveIcon /> };
const colors = { pass: 'success', fail: 'error', na: 'standard' } as const;

/**
 * One checklist item: big pass / fail / N/A buttons, then its note and photos; a failed item
 * offers its maintenance request in one tap, and links to it once made.
 */
export function ItemRow({
  inspection,
  item,
  result,
  photos,
  readOnly,
  onError,
}: {
  inspection: Inspection;
  item: InspectionItem;
  result: InspectionResult | undefined;
  photos: readonly Attachment[];
  readOnly: boolean;
  onError: (error: unknown) => void;
}) {
  const s = useStrings(inspectionStrings);
  const outcomes = useStrings(enumStrings).inspectionOutcomes;
  const [note, setNote] = useState(result?.note ?? '');
  const [asking, setAsking] = useState(false);
  useEffect(() => setNote(result?.note ?? ''), [result?.note]);
  const outcome = result?.outcome;
  const choose = (value: InspectionOutcome | null) => {
    if (value && value !== outcome) setItemResult(inspection, item.id, value).catch(onError);
  };
  const saveNote = () => {
    if (!outcome || (result?.note ?? '') === note.trim()) return;
    setItemResult(inspection, item.id, outcome, note.trim() || null).catch(onError);
  };
  const ask = () => {
    setAsking(true);
    createFindingRequest(inspection.id, item.id)
      .catch(onError)
      .finally(() => setAsking(false));
  };
  return (
    <Box
      data-testid="inspection-item"
      data-item-id={item.id}
      data-outcome={outcome ?? ''}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography>{item.label}</Typography>
          {item.needsPhotoOnFail && (
            <Typography variant="caption" color="text.secondary">
              {s.page.needsPhoto}
            </Typography>
          )}
        </Box>
        <ToggleButtonGroup
          exclusive
          value={outcome ?? null}
          onChange={(_, value: InspectionOutcome | null) => choose(value)}
          disabled={readOnly}
          aria-label={item.label}
          sx={{ flexShrink: 0 }}
        >
          {(['pass', 'fail', 'na'] as const).map((value) => (
            <ToggleButton
              key={value}
              value={value}
              color={colors[value]}
              data-testid={`outcome-${value}`}
              sx={{ minHeight: 48, minWidth: 88, gap: 0.5 }}
            >
              {icons[value]}
              {outcomes[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {outcome && (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          <TextField
            label={s.page.note}
            placeholder={s.page.notePlaceholder}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            onBlur={saveNote}
            disabled={readOnly}
            multiline
            minRows={1}
            slotProps={{ htmlInput: { 'data-testid': 'item-note' } }}
          />
          <AttachmentGallery
            title={s.page.photos}
            attachments={photos}
            onAdd={
              readOnly
                ? undefined
                : (files) => void addItemPhotos(inspection.id, item.id, files).catch(onError)
            }
            onRemove={readOnly ? undefined : (photo) => void removeItemPhoto(photo).catch(onError)}
            tileHeight={96}
          />
          {outcome === 'fail' &&
            (result?.inquiryId ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip color="info" label={s.page.requestMade} data-testid="finding-made" />
                <Button
                  component={RouterLink}
                  to={`/inquiries/${result.inquiryId}`}
                  sx={{ minHeight: 48 }}
                  data-testid="finding-link"
                >
                  {s.page.openRequest}
                </Button>
              </Stack>
            ) : (
              <Box>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={ask}
                  disabled={asking}
                  sx={{ minHeight: 48 }}
                  data-testid="create-finding"
                >
                  {s.page.createRequest}
                </Button>
              </Box>
            ))}
        </Stack>
      )}
    </Box>
  );
}
